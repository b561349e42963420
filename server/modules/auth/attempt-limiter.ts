import type { Db } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countAttempt, pruneAttempts } from './attempts-repository';

export interface AttemptLimit {
  key: string;
  max: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One key's count in its window, this attempt included, and when that window ends. */
export interface AttemptCount {
  count: number;
  retryAfterMs: number;
}

/**
 * Counts the attempt under every key first, in one statement, so a burst of parallel requests
 * cannot slip past a limit between a check and a count; answers each key's count, in the order
 * given, for the caller to decide on.
 */
export async function countAttempts(db: Db, keys: string[], windowMinutes: number, now = new Date()): Promise<AttemptCount[]> {
  const windowMs = windowMinutes * 60_000;
  await pruneAttempts(db, new Date(now.getTime() - windowMs));
  return (await countAttempt(db, keys, now, windowMs)).map((counter) => ({
    count: Number(counter.count),
    retryAfterMs: Math.max(new Date(counter.window_started_at).getTime() + windowMs - now.getTime(), 1000),
  }));
}

/** Refused until the latest window among `over` ends; allowed when none is over. */
export function verdictOf(over: AttemptCount[]): AttemptVerdict {
  if (over.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil(Math.max(...over.map((counted) => counted.retryAfterMs)) / 1000) };
}

/** Over the limit under any key: refused until that key's window ends. */
export async function takeAttempt(db: Db, limits: AttemptLimit[], windowMinutes: number, now = new Date()): Promise<AttemptVerdict> {
  const counts = await countAttempts(
    db,
    limits.map((limit) => limit.key),
    windowMinutes,
    now,
  );
  return verdictOf(counts.filter((counted, index) => counted.count > limits[index]!.max));
}

/** Over a limit: a 429 saying when to try again. */
export function refuse(verdict: AttemptVerdict, message: (minutes: number) => string): void {
  if (verdict.allowed) return;
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  throw new AppError('tooManyAttempts', { message: message(minutes), headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
}
