import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I understand these warnings and want to submit this file as it is', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Ticked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { label: 'Required', hint: 'Exhibitors must deliver this before the deadline' } };
export const WithError: Story = { args: { error: 'Tick this box to submit a file with warnings' } };
export const Disabled: Story = { args: { disabled: true } };
