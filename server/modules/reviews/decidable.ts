import { REVIEW_MESSAGES } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../events/actor';
import { isGuest, refuseOutsideReach } from '../guests/access';
import { changeableRequirement } from '../requirements/service';
import { findVersion } from '../uploads/versions-repository';
import { standingOf } from './standing';

/**
 * A submitted version, if the actor reviews its event (a guest: if it reached one of its stages): a
 * draft is the company's own, to a reviewer it is not there.
 */
export async function reviewableVersion(db: DbOrTrx, actor: Actor, versionId: number): Promise<VersionRow> {
  const version = await findVersion(db, versionId);
  if (!version) throw new AppError('notFound', { message: REVIEW_MESSAGES.notSubmitted });
  if (isGuest(actor)) {
    await refuseOutsideReach(db, actor, version);
    return version;
  }
  await changeableRequirement(db, actor, version.requirement_id);
  if (version.submitted_at === null) throw new AppError('notFound', { message: REVIEW_MESSAGES.notSubmitted });
  return version;
}

/**
 * The version, if the actor may decide on it now: a reviewer of its event, the company's latest
 * submitted version, not yet decided on. `decidedMessage` says why a decided version is refused.
 */
export async function decidableVersion(db: DbOrTrx, actor: Actor, versionId: number, decidedMessage: string = REVIEW_MESSAGES.alreadyDecided): Promise<VersionRow> {
  const version = await reviewableVersion(db, actor, versionId);
  const standing = await standingOf(db, version.requirement_id, version.company_id);
  if (standing.submitted?.id !== version.id) throw new AppError('conflict', { message: REVIEW_MESSAGES.notLatest });
  if (standing.decision === 'approved' || standing.decision === 'changes_requested') throw new AppError('conflict', { message: decidedMessage });
  return version;
}
