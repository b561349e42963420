import type { UpdateProfileBody, UserProfile } from '../../../src/api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/schema';
import type { UserRow } from '../../db/tables/users';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { emailChangedEmail } from '../mail/email-changed-email';
import { queueEmails } from '../mail/queue';
import { findUserByEmail, findUserById, updateUser } from './repository';

export function toUserProfile(row: UserRow): UserProfile {
  const { id, firstname, lastname, email, phone, bio, role, avatar, language } = row;
  return { id, firstname, lastname, email, phone, bio, role, avatar, language };
}

export async function getProfile(db: Db, userId: number): Promise<UserProfile> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthenticated');
  return toUserProfile(row);
}

/**
 * Names, email, phone, bio and language only: the role never changes through the profile. When the email
 * changes, the address it had before is told, by an email queued with the change.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  body: UpdateProfileBody,
): Promise<UserProfile> {
  const holder = await findUserByEmail(db, body.email);
  if (holder && holder.id !== userId) throw new AppError('emailTaken');
  const before = await findUserById(db, userId);
  if (!before) throw new AppError('unauthenticated');
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await updateUser(trx, userId, {
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        phone: body.phone || null,
        bio: body.bio || null,
        ...(body.language ? { language: body.language } : {}),
      });
      if (!row) throw new AppError('unauthenticated');
      await recordAudit(trx, { actorId: userId, action: 'user.profile-update', subjectType: 'user', subjectId: userId });
      if (before.email.toLowerCase() !== row.email.toLowerCase()) await queueEmails(trx, [emailChangedEmail(before.email, row)]);
      return toUserProfile(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('emailTaken');
    throw error;
  }
}
