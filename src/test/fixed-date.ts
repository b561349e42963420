import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the file runs on the day `iso` names: only `Date` stands still (timers and promises
 * run as ever, so the screens' waits still end), and the real clock and any stubbed globals come
 * back after each test.
 */
export function onFixedDate(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
