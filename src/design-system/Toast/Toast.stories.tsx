import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast } from './toast-store';
import { Toaster } from './Toaster';

function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button onClick={() => toast.success('Organiser created successfully!')}>Show success</Button>
      <Button variant="danger" onClick={() => toast.error('Failed to create organiser')}>
        Show error
      </Button>
      <Button variant="outline" onClick={() => toast.info('Reset link sent successfully!')}>
        Show info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  args: { closeLabel: 'Close', label: 'Notifications' },
  // The store is module-wide; every story starts from an empty stack.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  render: (args) => (
    <>
      <ToastDemo />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await expect(await screen.findByText('Organiser created successfully!')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await expect(await screen.findByText('Failed to create organiser')).toBeVisible();
  },
};

export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3));
    // The first (success) toast made way for the fourth.
    await expect(screen.queryByText('Organiser created successfully!')).toBeNull();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Organiser created successfully!')).toBeNull());
  },
};
