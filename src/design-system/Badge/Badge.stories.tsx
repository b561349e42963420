import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Active' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', children: 'Inactive' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Info: Story = { args: { tone: 'info', children: 'In review' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Draft' } };
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
