import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps at most the bound, dropping the entry set longest ago', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, index, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('makes an entry set again the newest, with its new value', () => {
    const map = new Map<string, number>();
    setBounded(map, 'a', 1, 2);
    setBounded(map, 'b', 2, 2);
    setBounded(map, 'a', 3, 2);
    setBounded(map, 'c', 4, 2);
    expect([...map.entries()]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
