import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressTones } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading booth-wall.pdf', value: 62, max: 150, valueText: '62 MB of 150 MB', tone: 'brand' },
  argTypes: { tone: { control: 'inline-radio', options: progressTones } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading booth-wall.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '41');
  },
};
export const Starting: Story = { args: { value: 0, valueText: '0 MB of 150 MB' } };
export const Complete: Story = { args: { value: 150, valueText: '150 MB of 150 MB', tone: 'success' } };
export const Failed: Story = { args: { tone: 'error' } };
export const WithoutText: Story = { args: { valueText: undefined } };
