import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Event colour',
    htmlFor: 'event-colour',
    children: <input id="event-colour" type="range" aria-describedby="event-colour-hint" />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Event colour')).toHaveAttribute('id', 'event-colour');
  },
};
export const WithHint: Story = { args: { hint: 'Slide to pick a shade.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { error: 'Pick a colour' } };
