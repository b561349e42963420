import type { Db } from '../../db/schema';
import { countAttempt, pruneAttempts } from './attempts-repository';

export interface AttemptLimit {
  key: string;
  max: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts the attempt under every key first and then decides, so a burst of parallel requests
 * cannot slip past the limit between a check and a count. Over the limit under any key: refused
 * until that key's window ends.
 */
export async function takeAttempt(db: Db, limits: AttemptLimit[], windowMinutes: number, now = new Date()): Promise<AttemptVerdict> {
  const windowMs = windowMinutes * 60_000;
  await pruneAttempts(db, new Date(now.getTime() - windowMs));
  let retryAfterMs = 0;
  for (const { key, max } of limits) {
    const counter = await countAttempt(db, key, now, windowMs);
    if (counter.count > max) {
      const endsAt = new Date(counter.window_started_at).getTime() + windowMs;
      retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime(), 1000);
    }
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { allowed: true };
}
