import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { IdentityHeader } from './IdentityHeader';

const meta = {
  title: 'Data/IdentityHeader',
  component: IdentityHeader,
  args: {
    name: 'Ann Lee',
    subtitle: (
      <>
        <span>Owner/Admin</span>
        <Badge tone="success">Active</Badge>
      </>
    ),
    actions: <Button variant="outline">Edit</Button>,
  },
  decorators: [(Story) => <Card>{Story()}</Card>],
} satisfies Meta<typeof IdentityHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ann Lee' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ann Lee' })).toBeVisible();
  },
};

export const NameOnly: Story = { args: { subtitle: undefined, actions: undefined } };
