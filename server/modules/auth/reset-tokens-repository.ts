import { type DbOrTrx, nowIso } from '../../db/schema';
import { claimOnce } from './claim-once';

export async function insertResetToken(db: DbOrTrx, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('reset_tokens')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: nowIso(expiresAt), created_at: nowIso() })
    .execute();
}

/** A new link voids the older unused ones. */
export async function deleteUnusedResetTokens(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('reset_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The token's row with its user, if the token is unused, unexpired and its account Active. */
export function findUsableResetToken(db: DbOrTrx, tokenHash: string, now = new Date()) {
  return db
    .selectFrom('reset_tokens')
    .innerJoin('users', 'users.id', 'reset_tokens.user_id')
    .select(['reset_tokens.id', 'reset_tokens.user_id', 'users.email'])
    .where('reset_tokens.token_hash', '=', tokenHash)
    .where('reset_tokens.used_at', 'is', null)
    .where('reset_tokens.expires_at', '>', nowIso(now))
    .where('users.status', '=', 'Active')
    .executeTakeFirst();
}

/** Marks the token used unless another request just did or it ran out meanwhile: true only for the one that won. */
export const claimResetToken = (db: DbOrTrx, id: number, now = new Date()): Promise<boolean> => claimOnce(db, 'reset_tokens', id, now);
