import { type ArtworkReview, REVIEW_TEXTS } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { QueuedEmail } from '../mail/email';
import { companyEmail } from '../mail/company-email';
import { decisionRecipient } from './repository';

/** The company is told of every decision on its artwork: what, by whom's event, the comment, a link home. */
export async function decisionEmail(db: DbOrTrx, review: ArtworkReview): Promise<QueuedEmail | null> {
  const row = await decisionRecipient(db, review.companyId, review.requirementId);
  if (!row) return null;
  return companyEmail('artwork-decision', row, {
    requirementName: row.requirement,
    decision: REVIEW_TEXTS.decisions[review.decision],
    comment: review.comment ?? '',
  });
}
