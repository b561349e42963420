import { type ArtworkReview, REVIEW_TEXTS } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { MailMessage } from '../mail/mailer';
import { templateEmail } from '../mail/template-email';

/** The company is told of every decision on its artwork: what, by whom's event, the comment, a link home. */
export async function decisionEmail(db: DbOrTrx, appUrl: string, review: ArtworkReview): Promise<MailMessage | null> {
  const row = await db
    .selectFrom('exhibiting_companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('artwork_requirements as r', (join) => join.on('r.id', '=', review.requirementId))
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['u.email', 'u.firstname', 'c.company_name', 'r.name as requirement', 'e.name as event'])
    .where('c.id', '=', review.companyId)
    .executeTakeFirst();
  if (!row) return null;
  return templateEmail(db, 'artwork-decision', row.email, {
    firstName: row.firstname,
    companyName: row.company_name,
    eventName: row.event,
    requirementName: row.requirement,
    decision: REVIEW_TEXTS.decisions[review.decision],
    comment: review.comment ?? '',
    link: `${appUrl.replace(/\/$/, '')}/`,
  });
}
