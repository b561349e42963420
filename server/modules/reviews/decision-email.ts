import { type ArtworkReview, REVIEW_TEXTS } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { QueuedEmail } from '../mail/email';
import { companyEmail } from '../mail/company-email';

/** The company is told of every decision on its artwork: what, by whom's event, the comment, a link home. */
export async function decisionEmail(db: DbOrTrx, review: ArtworkReview): Promise<QueuedEmail | null> {
  const row = await db
    .selectFrom('exhibiting_companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('artwork_requirements as r', (join) => join.on('r.id', '=', review.requirementId))
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['u.id as userId', 'u.email', 'u.firstname', 'c.company_name', 'r.name as requirement', 'e.name as event'])
    .where('c.id', '=', review.companyId)
    .executeTakeFirst();
  if (!row) return null;
  return companyEmail('artwork-decision', row, {
    requirementName: row.requirement,
    decision: REVIEW_TEXTS.decisions[review.decision],
    comment: review.comment ?? '',
  });
}
