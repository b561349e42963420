import { type DbOrTrx, nowIso } from '../../db/schema';
import { claimOnce } from './claim-once';

export async function insertSignInLink(db: DbOrTrx, link: { userId: number; tokenHash: string; path: string; expiresAt: Date }, now = new Date()): Promise<void> {
  await db
    .insertInto('sign_in_links')
    .values({ user_id: link.userId, token_hash: link.tokenHash, path: link.path, expires_at: nowIso(link.expiresAt), created_at: nowIso(now) })
    .execute();
}

/** A newer link ends the account's older ones that still worked: they expire now (kept, so that opening one can ask for a fresh link). */
export async function endUnusedSignInLinks(db: DbOrTrx, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sign_in_links')
    .set({ expires_at: nowIso(now) })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .execute();
}

/** The link of a token, in whatever state, with its account. */
export function findSignInLink(db: DbOrTrx, tokenHash: string) {
  return db
    .selectFrom('sign_in_links')
    .innerJoin('users', 'users.id', 'sign_in_links.user_id')
    .select([
      'sign_in_links.id as linkId',
      'sign_in_links.path',
      'sign_in_links.expires_at',
      'sign_in_links.used_at',
      'users.id',
      'users.firstname',
      'users.lastname',
      'users.email',
      'users.role',
      'users.status',
      'users.token_version',
    ])
    .where('sign_in_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the link used unless another request just did or it ran out meanwhile: true only for the one that won. */
export const claimSignInLink = (db: DbOrTrx, id: number, now = new Date()): Promise<boolean> => claimOnce(db, 'sign_in_links', id, now);

/** Links and codes made before `before` go (a link that old can no longer even ask for a fresh one). */
export async function sweepSignInLinksAndCodes(db: DbOrTrx, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_links').where('created_at', '<', nowIso(before)).execute();
  await db.deleteFrom('sign_in_codes').where('created_at', '<', nowIso(before)).execute();
}
