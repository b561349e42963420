import { sql } from 'kysely';
import { type DbOrTrx, nowIso } from '../../db/schema';

/**
 * Counts one attempt under each of `keys` in a fixed window, in one atomic upsert, so concurrent
 * requests and other app processes never lose a count and each sees the keys counted together. A
 * window older than `windowMs` starts over.
 */
export async function countAttempt(db: DbOrTrx, keys: string[], now: Date, windowMs: number) {
  const at = nowIso(now);
  const expired = sql<boolean>`${sql.ref('login_attempts.window_started_at')} <= ${nowIso(new Date(now.getTime() - windowMs))}`;
  const rows = await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key, count: 1, window_started_at: at })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref('login_attempts.count')} + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${at} else ${sql.ref('login_attempts.window_started_at')} end`,
      }),
    )
    .returning(['key', 'count', 'window_started_at'])
    .execute();
  return keys.map((key) => rows.find((row) => row.key === key)!);
}

/** Gives back `attempts` counted attempts (a sign-in that turned out right, and the tries before it). */
export async function uncountAttempt(db: DbOrTrx, key: string, attempts = 1): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ count: eb.case().when('count', '>', attempts).then(eb('count', '-', attempts)).else(0).end() }))
    .where('key', '=', key)
    .execute();
}

/** Counters whose window ended long ago count nothing: they are removed as new ones are written. */
export async function pruneAttempts(db: DbOrTrx, olderThan: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('window_started_at', '<', nowIso(olderThan)).execute();
}

export async function clearAttempts(db: DbOrTrx, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
