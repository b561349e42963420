import { useState } from 'react';

/** The items in the stored order; items the order does not know keep their own order, after it. */
export function inStoredOrder<T>(items: readonly T[], keyOf: (item: T) => number, stored: readonly number[]): T[] {
  const rank = new Map(stored.map((key, index) => [key, index]));
  const known = items.filter((item) => rank.has(keyOf(item))).sort((a, b) => rank.get(keyOf(a))! - rank.get(keyOf(b))!);
  return [...known, ...items.filter((item) => !rank.has(keyOf(item)))];
}

/** The list with one item moved from one place to another. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

function read(key: string): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * A list the user orders by hand, the order kept in this browser under `storageKey`: the rows a
 * person drags stay where they put them when the page is opened again.
 */
export function useStoredOrder<T>(storageKey: string, items: readonly T[], keyOf: (item: T) => number) {
  const [stored, setStored] = useState(() => read(storageKey));
  const ordered = inStoredOrder(items, keyOf, stored);
  const move = (from: number, to: number) => {
    const keys = moved(ordered, from, to).map(keyOf);
    setStored(keys);
    try {
      localStorage.setItem(storageKey, JSON.stringify(keys));
    } catch {
      // A browser that refuses storage still reorders for this visit.
    }
  };
  return { ordered, move };
}
