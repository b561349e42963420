import { randomBytes } from 'node:crypto';
import { PUBLIC_PATHS } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { hashResetToken } from './password-link';
import { setPendingRegistrationToken } from './pending-registrations-repository';

/** How long the link that confirms a sign-up works, from when it is sent. */
export const REGISTRATION_LINK_HOURS = 24;

/**
 * A fresh link that confirms the sign-up, valid `validHours` from now: made when its email is sent
 * (only its token's hash is stored), it replaces the sign-up's earlier link. Null when the sign-up
 * is gone (confirmed, or expired and swept).
 */
export async function createRegistrationLink(db: DbOrTrx, appUrl: string, registrationId: number, validHours: number): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const saved = await setPendingRegistrationToken(db, registrationId, hashResetToken(token), new Date(Date.now() + validHours * 3_600_000));
  return saved ? `${appUrl}${PUBLIC_PATHS.confirmSignUp}?token=${token}` : null;
}
