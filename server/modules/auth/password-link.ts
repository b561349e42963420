import { createHash, randomBytes } from 'node:crypto';
import { PUBLIC_PATHS } from '../../../src/api/contract';
import type { Db } from '../../db/schema';
import { deleteUnusedResetTokens, insertResetToken } from './reset-tokens-repository';

/** Only a token's hash is stored; the link carries the token itself. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh single-use link to Set New Password for the user, valid `validMinutes`. Issuing it voids
 * the user's older unused links. Used by the reset flow and by invitations to set a first password.
 */
export async function createPasswordLink(db: Db, appUrl: string, userId: number, validMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await deleteUnusedResetTokens(trx, userId);
    await insertResetToken(trx, userId, hashResetToken(token), new Date(Date.now() + validMinutes * 60_000));
  });
  return `${appUrl}${PUBLIC_PATHS.setPassword}?token=${token}`;
}
