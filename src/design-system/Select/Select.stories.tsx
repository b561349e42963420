import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Status',
    options: [
      { value: 'Active', label: 'Active' },
      { value: 'Inactive', label: 'Inactive' },
    ],
    defaultValue: 'Active',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'Inactive');
    await expect(select).toHaveValue('Inactive');
  },
};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a status', defaultValue: '', required: true } };
export const WithError: Story = { args: { error: 'Status is required', defaultValue: '', placeholder: 'Choose a status' } };
export const Disabled: Story = { args: { disabled: true } };
