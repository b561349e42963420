import { sql } from 'kysely';
import { type DbOrTrx, nowIso } from '../../db/schema';

/**
 * Counts one attempt under `key` in a fixed window, in one atomic upsert, so concurrent requests
 * and other app processes never lose a count. A window older than `windowMs` starts over.
 */
export function countAttempt(db: DbOrTrx, key: string, now: Date, windowMs: number) {
  const at = nowIso(now);
  const expired = sql<boolean>`${sql.ref('login_attempts.window_started_at')} <= ${nowIso(new Date(now.getTime() - windowMs))}`;
  return db
    .insertInto('login_attempts')
    .values({ key, count: 1, window_started_at: at })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref('login_attempts.count')} + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${at} else ${sql.ref('login_attempts.window_started_at')} end`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** Gives back one counted attempt (a sign-in from this address that turned out right). */
export async function uncountAttempt(db: DbOrTrx, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** Counters whose window ended long ago count nothing: they are removed as new ones are written. */
export async function pruneAttempts(db: DbOrTrx, olderThan: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('window_started_at', '<', nowIso(olderThan)).execute();
}

export async function clearAttempts(db: DbOrTrx, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
