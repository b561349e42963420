import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconButtonClassName, IconButton } from '../IconButton/IconButton';
import { EyeIcon, PencilIcon, TrashIcon } from '../icons/icons';
import { RowActions } from './RowActions';

const onDelete = fn();

const meta = {
  title: 'Data/RowActions',
  component: RowActions,
  args: {
    label: 'Actions for Ann Lee',
    children: (
      <>
        <a href="#edit" aria-label="Edit Ann Lee" className={iconButtonClassName({ variant: 'ghost', size: 'sm' })}>
          <PencilIcon size={18} />
        </a>
        <a href="#view" aria-label="View Ann Lee" className={iconButtonClassName({ variant: 'ghost', size: 'sm' })}>
          <EyeIcon size={18} />
        </a>
        <IconButton label="Delete Ann Lee" variant="ghost" size="sm" onClick={onDelete}>
          <TrashIcon size={18} />
        </IconButton>
      </>
    ),
  },
} satisfies Meta<typeof RowActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditViewDelete: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Actions for Ann Lee' });
    await expect(within(group).getByRole('link', { name: 'Edit Ann Lee' })).toBeVisible();
    await userEvent.click(within(group).getByRole('button', { name: 'Delete Ann Lee' }));
    await expect(onDelete).toHaveBeenCalled();
  },
};
