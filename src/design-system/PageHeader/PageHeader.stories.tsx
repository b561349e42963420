import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Owner Admins', homeLink: <a href="/">Home</a>, breadcrumbLabel: 'Breadcrumb' },
  argTypes: { homeLink: { control: false } },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Owner Admins' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};
export const LongTitle: Story = { args: { title: 'Add Exhibiting Company' } };
