import { DECISION_MAIL_TEXTS, DIGEST_MAIL_TEXTS } from '../texts/mail';
import { MAIL_MESSAGES } from '../texts/mail-wording';

/**
 * The English texts of the emails that the mail catalogs translate (mail-catalogs/, read by the
 * server alone, so the screens' catalogs stay as small as the screens need): every worded email's
 * lines, and the values the server words in the recipient's language.
 */
export const MAIL_SOURCE_MESSAGES: readonly string[] = [...new Set([...MAIL_MESSAGES, DECISION_MAIL_TEXTS.reasons, DIGEST_MAIL_TEXTS.line, DIGEST_MAIL_TEXTS.lineAt])];
