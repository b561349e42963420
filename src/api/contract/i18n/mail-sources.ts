import { DIFFERENCE_TEXTS } from '../texts/differences';
import { DECISION_MAIL_TEXTS, DIGEST_MAIL_TEXTS } from '../texts/mail';
import { DECISION_NOTES_TEXTS } from '../texts/proofing';
import { MAIL_MESSAGES } from '../texts/mail-wording';

/**
 * The English texts of the emails that the mail catalogs translate (mail-catalogs/, read by the
 * server alone, so the screens' catalogs stay as small as the screens need): every worded email's
 * lines, the values the server words in the recipient's language, and a decision's notes.
 */
export const MAIL_SOURCE_MESSAGES: readonly string[] = [
  ...new Set([
    ...MAIL_MESSAGES,
    DECISION_MAIL_TEXTS.reasons,
    DIGEST_MAIL_TEXTS.line,
    DIGEST_MAIL_TEXTS.lineAt,
    // A decision's open notes and the notes carried from the version before, as its email words them.
    DECISION_NOTES_TEXTS.heading,
    DECISION_NOTES_TEXTS.cropAlt,
    DECISION_NOTES_TEXTS.reply,
    DIFFERENCE_TEXTS.firstVersion,
    DIFFERENCE_TEXTS.unchangedHere,
    DIFFERENCE_TEXTS.carriedHeading,
    DIFFERENCE_TEXTS.carriedNone,
    DIFFERENCE_TEXTS.carriedPending,
    DIFFERENCE_TEXTS.carriedFailed,
    DIFFERENCE_TEXTS.regionAt,
    DIFFERENCE_TEXTS.changedAt,
    DIFFERENCE_TEXTS.carriedNote,
  ]),
];
