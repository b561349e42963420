import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: {
    emptyValue: '—',
    items: [
      { key: 'firstname', label: 'First Name', value: 'Ann' },
      { key: 'lastname', label: 'Last Name', value: 'Lee' },
      { key: 'email', label: 'Email', value: 'ann@example.com' },
      { key: 'phone', label: 'Phone Number', value: null },
      { key: 'status', label: 'Status', value: <Badge tone="success">Active</Badge> },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ann@example.com')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

/** One column, as in a dialog's summary. */
export const OneColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(canvas.getByText('—')).toBeVisible();
  },
};
