import type { Locale } from '../../../src/api/contract/i18n/locales';
import { type DbOrTrx, nowIso } from '../../db/schema';
import type { PendingRegistrationRow } from '../../db/tables/pending-registrations';

export interface PendingRegistration {
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  /** The language the account will have (the one the sign-up page was shown in). */
  language: Locale;
}

/**
 * The sign-up for its address, new or refreshed (names, password and expiry as now given; the link
 * last emailed keeps working until the next one is sent). Answers its id.
 */
export async function savePendingRegistration(db: DbOrTrx, registration: PendingRegistration, expiresAt: Date): Promise<number> {
  const fields = {
    email: registration.email,
    firstname: registration.firstname,
    lastname: registration.lastname,
    password_hash: registration.passwordHash,
    language: registration.language,
    expires_at: nowIso(expiresAt),
  };
  const row = await db
    .insertInto('pending_registrations')
    .values({ ...fields, email_lower: registration.email.toLowerCase(), token_hash: null, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('email_lower').doUpdateSet(fields))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh link's token for the sign-up, valid until `expiresAt`; false when the sign-up is gone. */
export async function setPendingRegistrationToken(db: DbOrTrx, id: number, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('pending_registrations')
    .set({ token_hash: tokenHash, expires_at: nowIso(expiresAt) })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The unexpired sign-up whose link carries this token. */
export function findPendingRegistrationByToken(db: DbOrTrx, tokenHash: string, now = new Date()): Promise<PendingRegistrationRow | undefined> {
  return db
    .selectFrom('pending_registrations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', nowIso(now))
    .executeTakeFirst();
}

/** Removes the sign-up unless another request just did (or a new link replaced the token): true only for the one that won. */
export async function claimPendingRegistration(db: DbOrTrx, id: number, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('pending_registrations').where('id', '=', id).where('token_hash', '=', tokenHash).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Sign-ups never confirmed in time go, with their password hashes. */
export async function deleteExpiredPendingRegistrations(db: DbOrTrx, now = new Date()): Promise<void> {
  await db.deleteFrom('pending_registrations').where('expires_at', '<=', nowIso(now)).execute();
}
