import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusMessage, statusMessageTones } from './StatusMessage';

const meta = {
  title: 'Feedback/StatusMessage',
  component: StatusMessage,
  args: { tone: 'success', children: 'Reset link sent successfully!' },
  argTypes: { tone: { control: 'inline-radio', options: statusMessageTones } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof StatusMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reset link sent successfully!');
  },
};
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', children: 'Something went wrong.' } };
export const Warning: Story = { args: { tone: 'warning', children: 'This link expires in 30 minutes.' } };
export const Info: Story = { args: { tone: 'info', children: 'Check your inbox.' } };
