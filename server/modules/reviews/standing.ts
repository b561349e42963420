import { REVIEW_MESSAGES } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { latestSubmittedVersion } from '../uploads/versions-repository';
import { decisionOn, latestReviewsOf } from './repository';

/** Where a company stands on a requirement: its latest submitted version and the decision on it. */
export async function standingOf(db: DbOrTrx, requirementId: number, companyId: number) {
  const submitted = await latestSubmittedVersion(db, requirementId, companyId);
  const latest = (await latestReviewsOf(db, companyId, [requirementId])).get(requirementId);
  return { submitted, decision: submitted ? decisionOn(submitted.id, latest) : null };
}

/**
 * Refuses a change to a company's artwork while a reviewer's approval stands. Uploads applies it to
 * every new upload and submission; the app hands it over (uploads sits below reviews).
 */
export async function refuseWhileApproved(db: DbOrTrx, requirementId: number, companyId: number): Promise<void> {
  if ((await standingOf(db, requirementId, companyId)).decision === 'approved') throw new AppError('conflict', { message: REVIEW_MESSAGES.lockedApproved });
}
