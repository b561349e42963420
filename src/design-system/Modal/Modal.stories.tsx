import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal, modalSizes, type ModalProps } from './Modal';

/** Holds the open state the way a screen (or its machine) would. */
function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>Open modal</Button>
      <Modal {...props} open={open} onOpenChange={change} />
    </>
  );
}

const form = (
  <div style={{ display: 'grid', gap: 20 }}>
    <TextField label="First Name" defaultValue="Ada" />
    <TextField label="Last Name" defaultValue="Lovelace" />
  </div>
);

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Edit Personal Information',
    description: 'Update your details to keep your profile up-to-date.',
    closeLabel: 'Close',
    size: '700',
    children: form,
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    await expect(dialog).toHaveAccessibleDescription('Update your details to keep your profile up-to-date.');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithFooter: Story = {
  args: {
    open: true,
    footer: (
      <>
        <Button variant="outline">Close</Button>
        <Button>Save Changes</Button>
      </>
    ),
  },
};

export const Fullscreen: Story = {
  args: { open: true, allowFullscreen: true, fullscreenLabel: 'Fullscreen' },
  play: async () => {
    const toggle = await screen.findByRole('button', { name: 'Fullscreen' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-fullscreen', 'true');
  },
};

export const Small: Story = {
  args: { open: true, size: 'sm', title: 'Add Event', description: undefined, children: 'A short dialog.' },
};

export const Wide2xl: Story = {
  name: '2xl',
  args: { open: true, size: '2xl', title: 'Add Exhibitor', description: 'Add a new exhibitor to this event' },
};

export const WithoutCloseButton: Story = {
  args: { open: true, showCloseButton: false },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
