import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore } from './toast-store';

afterEach(() => toast.clear());

describe('toast store', () => {
  it('queues messages with their tone and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast.success('Saved');
    toast.error('Failed');
    expect(toastStore.getSnapshot().map(({ tone, message }) => [tone, message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Failed'],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast.info('Later');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps at most three, dropping the oldest', () => {
    ['a', 'b', 'c', 'd'].forEach((m) => toast.success(m));
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });

  it('dismisses one toast by id', () => {
    const first = toast.success('a');
    toast.success('b');
    toast.dismiss(first);
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['b']);
  });

  it('returns a new snapshot only when something changed', () => {
    const before = toastStore.getSnapshot();
    expect(toastStore.getSnapshot()).toBe(before);
    toast.success('x');
    expect(toastStore.getSnapshot()).not.toBe(before);
  });
});
