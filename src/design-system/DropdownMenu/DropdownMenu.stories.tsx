import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ChevronDownIcon } from '../icons/icons';
import * as DropdownMenu from './DropdownMenu';

type Args = { onSelect: () => void };

const meta = {
  title: 'Overlays/DropdownMenu',
  args: { onSelect: fn() },
  render: ({ onSelect }) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="ghost">
            Ada <ChevronDownIcon size={18} />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>Ada Lovelace · ada@example.com</DropdownMenu.Label>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={onSelect}>Edit profile</DropdownMenu.Item>
          <DropdownMenu.Item disabled>Settings</DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item tone="danger" onSelect={onSelect}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Ada/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit profile' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
