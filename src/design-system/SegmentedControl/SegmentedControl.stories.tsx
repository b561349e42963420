import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

type Filter = 'all' | 'missing' | 'overdue' | 'review';
const options = [
  { value: 'all', label: 'All exhibitors' },
  { value: 'missing', label: 'Missing' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'review', label: 'Needs review' },
] as const;

/** Holds the choice, as a screen does. */
function Controlled(props: SegmentedControlProps<Filter>) {
  const [value, setValue] = useState<Filter>(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SegmentedControl',
  component: Controlled,
  args: { label: 'Show', options, value: 'all', onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group: one checked, the others not, all named by the group. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Show' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(within(group).getByRole('radio', { name: 'All exhibitors' })).toBeChecked();
    await expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  },
};

/** A click chooses and tells the screen (the radio covers its segment, so the click lands on it). */
export const Click: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Overdue' }));
    await expect(canvas.getByRole('radio', { name: 'Overdue' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All exhibitors' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('overdue');
  },
};

/** Tab lands on the chosen one; the arrow keys move the choice, as in any radio group. */
export const Keyboard: Story = {
  args: { value: 'missing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Missing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Overdue' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Overdue' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('overdue');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'All exhibitors' })).toBeChecked();
  },
};

export const WithDisabled: Story = {
  args: { options: [...options.slice(0, 3), { value: 'review', label: 'Needs review', disabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Needs review' })).toBeDisabled();
  },
};
