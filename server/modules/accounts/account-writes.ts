import type { DbOrTrx } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import { insertUser } from '../users/repository';
import type { AccountBody, ProfileRepository } from './profile-repository';
import { replaceSearchTerms } from './search-terms-repository';

/**
 * The steps of writing an account, inside the caller's transaction: the account service runs them in
 * its own, and an event's exhibitors in the event's.
 */

const searchTextsOf = <Body extends AccountBody>(repo: ProfileRepository<Body, unknown>, body: Body) => [
  body.firstname,
  body.lastname,
  body.email,
  ...repo.searchTexts(body),
];

/** A new sign-in account with its profile, search terms and audit row. */
export async function insertAccount<Body extends AccountBody>(
  trx: DbOrTrx,
  repo: ProfileRepository<Body, unknown>,
  actorId: number,
  body: Body,
  /** Null: no password until the account sets one through an invitation link. */
  passwordHash: string | null,
): Promise<{ profileId: number; userId: number }> {
  const user = await insertUser(trx, {
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    phone: repo.phone?.(body) ?? null,
    password_hash: passwordHash,
    role: repo.role,
    status: body.status,
    ...(body.language ? { language: body.language } : {}),
  });
  const profileId = await repo.insert(trx, user.id, body);
  await replaceSearchTerms(trx, user.id, searchTextsOf(repo, body));
  await recordAudit(trx, { actorId, action: `${repo.audit}.create`, subjectType: 'user', subjectId: user.id });
  return { profileId, userId: user.id };
}

/** The profile's own columns, and the search terms and audit row that follow them. */
export async function updateProfile<Body extends AccountBody>(
  trx: DbOrTrx,
  repo: ProfileRepository<Body, unknown>,
  actorId: number,
  ids: { profileId: number; userId: number },
  body: Body,
): Promise<void> {
  await repo.update(trx, ids.profileId, body);
  await replaceSearchTerms(trx, ids.userId, searchTextsOf(repo, body));
  await recordAudit(trx, { actorId, action: `${repo.audit}.update`, subjectType: 'user', subjectId: ids.userId });
}
