import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalendarIcon, UsersIcon } from '../icons/icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: { icon: <UsersIcon size={24} />, label: 'Event Organisers', value: '3,782', trend: { direction: 'up', value: '10%' } },
  argTypes: { icon: { control: false } },
  // One card is shown at a card's width; `parameters.wide` lets a story lay out a whole row.
  decorators: [(Story, { parameters }) => (parameters.wide ? <Story /> : <div style={{ maxWidth: 320 }}><Story /></div>)],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TrendUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3,782')).toBeVisible();
    await expect(canvas.getByText('10%')).toBeVisible();
  },
};
export const TrendDown: Story = { args: { label: 'Owner/Admins', value: '12', trend: { direction: 'down', value: '5%' } } };
export const NoTrend: Story = { args: { trend: undefined } };

export const DashboardRow: Story = {
  parameters: { wide: true },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 24 }}>
      <StatCard icon={<UsersIcon size={24} />} label="Event Organisers" value="24" trend={{ direction: 'up', value: '10%' }} />
      <StatCard icon={<UsersIcon size={24} />} label="Owner/Admins" value="6" trend={{ direction: 'down', value: '5%' }} />
      <StatCard icon={<CalendarIcon size={24} />} label="Events" value="18" trend={{ direction: 'up', value: '12%' }} />
    </div>
  ),
};
