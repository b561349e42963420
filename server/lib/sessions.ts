import { randomBytes } from 'node:crypto';
import type { Role, SessionUser } from '../../src/api/contract';
import type { DbOrTrx } from '../db/schema';
import { signSessionToken } from './session-token';
import { type findSessionAccount, insertSession } from './sessions-repository';

/**
 * Sessions: a token is good while its row in `sessions` is there, its account Active and the
 * account's token version the one it carries. Signing out deletes the row (that token ends);
 * a new password, a change of role or status bump the version (every token of the account ends).
 */

export interface SessionSettings {
  jwtSecret: string;
  jwtTtlHours: number;
}

/** A new session of the user and its token. */
export async function startSession(db: DbOrTrx, user: SessionUser & { token_version: number }, settings: SessionSettings, now = new Date()): Promise<string> {
  const sessionId = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + settings.jwtTtlHours * 3_600_000);
  await insertSession(db, { id: sessionId, userId: user.id, expiresAt }, now);
  return signSessionToken({ ...user, tokenVersion: user.token_version, sessionId }, settings.jwtSecret, expiresAt);
}

/** What a verified token or download ticket claims: the user, the role it was signed with, the token version and the session. */
export interface AccessClaims {
  id: number;
  role: Role;
  tv: number;
  sid: string;
}

/** The account row a session check reads (with its session's expiry). */
export type SessionAccount = NonNullable<Awaited<ReturnType<typeof findSessionAccount>>>;

/**
 * Whether a verified token (or ticket) still stands on the row read for it: the signed-in user,
 * or null when the session has ended or the account is gone, inactive, or its sessions were
 * ended since. A role other than the one the token was signed with ends it too, however the
 * role was written (the database also moves the token version then: migration 20251130T020000).
 * lib/known-sessions.ts decides when the row is read.
 */
export function liveSessionUser(row: SessionAccount | undefined, claims: AccessClaims): SessionUser | null {
  if (!row || row.status !== 'Active' || row.token_version !== claims.tv || row.role !== claims.role) return null;
  return { id: row.id, firstname: row.firstname, lastname: row.lastname, email: row.email, role: row.role };
}
