import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { FormModal } from './FormModal';

const meta = {
  title: 'Overlays/FormModal',
  component: FormModal,
  args: {
    title: 'Edit Personal Information',
    description: 'Update your details to keep your profile up-to-date.',
    closeLabel: 'Close',
    formId: 'story-form',
    cancelLabel: 'Cancel',
    submitLabel: 'Save Changes',
    onCancel: fn(),
    children: (
      <form id="story-form" onSubmit={(event) => event.preventDefault()}>
        <TextField label="First Name" defaultValue="Ada" />
      </form>
    ),
  },
  argTypes: { children: { control: false }, actions: { control: false } },
} satisfies Meta<typeof FormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

/** While the form is sent: submit shows it, and Cancel waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
