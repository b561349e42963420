/**
 * What PostgreSQL's search has learned of a word's frequency: the look-ups (a kind, a reader's
 * scope, the words and their spellings) that found fewer matches than they read at most, whether
 * their walk over a kind's first rows ran dry while the kind went on or read the kind whole. Such a
 * word is rare in that kind, and its next look-up asks the kind's trigram index at once instead of
 * walking the same rows again (1–2 ms at 1M companies, 0.3 ms at 500 events). The memory is this process's,
 * bounded, and forgets after a while, so that a word grown common is walked again: it only chooses
 * how the rows are read, never which rows match.
 */
const REMEMBERED_MS = 10 * 60_000;
const REMEMBERED_MAX = 10_000;

/** Look-up → when it is forgotten. A Map keeps insertion order: the first key is the oldest. */
const rare = new Map<string, number>();

export function isRare(lookUp: string, now = Date.now()): boolean {
  const until = rare.get(lookUp);
  if (until === undefined) return false;
  if (until > now) return true;
  rare.delete(lookUp);
  return false;
}

export function rememberRare(lookUp: string, now = Date.now()): void {
  rare.delete(lookUp);
  rare.set(lookUp, now + REMEMBERED_MS);
  if (rare.size > REMEMBERED_MAX) rare.delete(rare.keys().next().value!);
}
