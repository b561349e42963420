import { type ArtworkReview, DECISION_MAIL_TEXTS, REVIEW_TEXTS } from '../../../src/api/contract';
import { listIn, translatorFor } from '../../../src/api/contract/i18n/translate';
import type { DbOrTrx } from '../../db/schema';
import type { QueuedEmail } from '../mail/email';
import { companyEmail, requirementItemPath } from '../mail/company-email';
import type { DecisionNotes } from '../proofing/decision-notes';
import { type ChangesMade, changesMadeText } from '../proofing/changes-made';
import { decisionRecipient } from './repository';

/**
 * The company is told of every decision on its artwork: what, by whom's event, the reasons chosen,
 * the comment, a link home, and with a request for changes the open notes on the artwork (under
 * their numbers, each with its thread and its crop sent inline). A decision on a version says which
 * of the notes carried from the version before it changed at their place (`changes`).
 */
export async function decisionEmail(db: DbOrTrx, review: ArtworkReview, notes: DecisionNotes | null = null, changes: ChangesMade | null = null): Promise<QueuedEmail | null> {
  const row = await decisionRecipient(db, review.companyId, review.requirementId);
  if (!row) return null;
  const t = translatorFor(row.language);
  const reasons = review.reasons.map((reason) => t(REVIEW_TEXTS.reasons[reason]));
  const email = companyEmail('artwork-decision', row, {
    requirementName: row.requirement,
    decision: t(REVIEW_TEXTS.decisions[review.decision]),
    reasons: reasons.length === 0 ? '' : t(DECISION_MAIL_TEXTS.reasons, { reasons: listIn(row.language, reasons) }),
    comment: review.comment ?? '',
    changesMade: changes ? changesMadeText(changes, t) : '',
    annotations: notes?.text ?? '',
  }, requirementItemPath(review.requirementId));
  return notes ? { ...email, html: { annotations: notes.html }, images: notes.images } : email;
}
