import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrendBadge, trendDirections } from './TrendBadge';

const meta = {
  title: 'Data/TrendBadge',
  component: TrendBadge,
  args: { direction: 'up', children: '10%' },
  argTypes: { direction: { control: 'inline-radio', options: trendDirections } },
} satisfies Meta<typeof TrendBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { direction: 'down', children: '5%' } };
export const WithSpokenDirection: Story = {
  args: { directionLabel: 'Up' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Up/)).toBeInTheDocument();
  },
};
