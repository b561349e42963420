import { type DbOrTrx, nowIso } from '../../db/schema';

/** A new code ends the account's older ones. */
export async function replaceSignInCode(db: DbOrTrx, code: { userId: number; codeHash: string; expiresAt: Date }, now = new Date()): Promise<void> {
  await db.deleteFrom('sign_in_codes').where('user_id', '=', code.userId).where('used_at', 'is', null).execute();
  await db
    .insertInto('sign_in_codes')
    .values({ user_id: code.userId, code_hash: code.codeHash, expires_at: nowIso(code.expiresAt), created_at: nowIso(now) })
    .execute();
}

/** The account's newest code that still works: unused, unexpired, with tries left. */
export function findLiveSignInCode(db: DbOrTrx, userId: number, maxTries: number, now = new Date()) {
  return db
    .selectFrom('sign_in_codes')
    .select(['id', 'code_hash', 'tries'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .where('tries', '<', maxTries)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** One wrong code spent on it. */
export async function spendSignInCodeTry(db: DbOrTrx, id: number): Promise<void> {
  await db
    .updateTable('sign_in_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the code used unless another request just did, or its tries ran out meanwhile: true only for the one that won. */
export async function claimSignInCode(db: DbOrTrx, id: number, maxTries: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_codes')
    .set({ used_at: nowIso(now) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .where('tries', '<', maxTries)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
