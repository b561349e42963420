import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../testing/jsdom-polyfills';
import * as DropdownMenu from './DropdownMenu';

function Menu({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <button type="button">Account</button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>ada@example.com</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={onSelect}>Edit profile</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={onSelect}>
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard on its own trigger element', async () => {
    render(<Menu onSelect={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit profile', 'Sign out']);
    expect(menu).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('selects an item and closes; Escape closes too', async () => {
    const onSelect = vi.fn();
    render(<Menu onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('styles danger items apart', async () => {
    render(<Menu onSelect={vi.fn()} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    const [edit, signOut] = screen.getAllByRole('menuitem');
    expect(edit?.className).not.toBe(signOut?.className);
  });
});
