import { expect, it } from 'vitest';
import { isRare, rememberRare } from './rare-words';

it('remembers a rare look-up for ten minutes, then walks it again', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  expect(isRare('["event","umbra"]', now)).toBe(false);
  rememberRare('["event","umbra"]', now);
  expect(isRare('["event","umbra"]', now + 9 * 60_000)).toBe(true);
  expect(isRare('["company","umbra"]', now)).toBe(false);
  expect(isRare('["event","umbra"]', now + 10 * 60_000)).toBe(false);
  expect(isRare('["event","umbra"]', now)).toBe(false);
});

it('forgets the oldest look-up beyond ten thousand', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  for (let word = 0; word <= 10_000; word += 1) rememberRare(`["event","w${word}"]`, now);
  expect(isRare('["event","w0"]', now)).toBe(false);
  expect(isRare('["event","w1"]', now)).toBe(true);
  expect(isRare('["event","w10000"]', now)).toBe(true);
});
