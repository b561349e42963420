import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Edit the record"
        description="Change the fields and save."
        closeLabel="Close"
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        <input aria-label="First Name" />
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Edit the record' });
    expect(dialog).toHaveAccessibleDescription('Change the fields and save.');
  });

  it('starts focus on the content, not on the close button', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  });

  it('closes on Escape and through the close button', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open', async () => {
    render(<Harness />);
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.keyboard('{Escape}');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('keeps focus inside', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can hide the close button and offer fullscreen', async () => {
    render(<Harness showCloseButton={false} allowFullscreen fullscreenLabel="Fullscreen" />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Fullscreen' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-fullscreen', 'true');
  });

  it('renders the footer and gives each size its own width class', () => {
    const { unmount } = render(<Harness size="700" footer={<button type="button">Save Changes</button>} />);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    const wide = screen.getByRole('dialog').className;
    unmount();
    render(<Harness size="sm" />);
    expect(screen.getByRole('dialog').className).not.toBe(wide);
  });

  it('has no description wiring when there is none', () => {
    render(<Harness description={undefined} />);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });
});
