import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/jsdom-polyfills';
import { toast } from './toast-store';
import { Toaster } from './Toaster';

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows toasts raised anywhere, in a labelled region', () => {
    render(<Toaster closeLabel="Close" label="Notifications" />);
    act(() => {
      toast.success('The record was saved.');
    });
    expect(screen.getByText('The record was saved.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('shows at most three', () => {
    render(<Toaster closeLabel="Close" />);
    act(() => {
      ['one', 'two', 'three', 'four'].forEach((m) => toast.error(m));
    });
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3);
  });

  it('offers a toast’s action, which runs once and closes the toast', async () => {
    render(<Toaster closeLabel="Close" />);
    const onAction = vi.fn();
    act(() => {
      toast.success('Moved', { label: 'Undo', onAction });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Moved')).toBeNull();
  });

  it('closes with its close button', async () => {
    render(<Toaster closeLabel="Close" />);
    act(() => {
      toast.success('Saved');
    });
    const item = screen.getByText('Saved').closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('disappears after 4000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster closeLabel="Close" />);
    act(() => {
      toast.success('Saved');
    });
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
