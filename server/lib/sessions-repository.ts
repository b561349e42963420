import { type DbOrTrx, nowIso } from '../db/schema';

/** What the session check needs of the account, and until when the session lasts. */
const ACCOUNT_COLUMNS = ['users.id', 'users.firstname', 'users.lastname', 'users.email', 'users.role', 'users.status', 'users.token_version', 'sessions.expires_at'] as const;

/** A new live session of the user, until `expiresAt`. */
export async function insertSession(db: DbOrTrx, session: { id: string; userId: number; expiresAt: Date }, now = new Date()): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, created_at: nowIso(now), expires_at: nowIso(session.expiresAt) })
    .execute();
}

/** Sign-out: the one session ends, whoever's token named it. */
export async function deleteSession(db: DbOrTrx, id: string, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Sessions past their token's expiry count nothing: removed by the jobs runner's sweep (modules/auth/session-sweep.ts). */
export async function pruneSessions(db: DbOrTrx, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso(now)).execute();
}

/** The account a session token speaks for, read with its session row in one query; none when the row is gone or expired. */
export function findSessionAccount(db: DbOrTrx, userId: number, sessionId: string, now = new Date()) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(ACCOUNT_COLUMNS)
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.expires_at', '>', nowIso(now))
    .executeTakeFirst();
}

/** The revocation epoch: it moves on whenever a session ends or an account changes (see migration 20251127T010000). */
export async function readSessionEpoch(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('session_epoch').select('epoch').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.epoch);
}
