import type { DbOrTrx } from '../../db/schema';
import type { MailMessage } from './mailer';
import { templateEmail } from './template-email';

/** Sent to the address a user signed in with before, when their profile changes it. */
export function emailChangedEmail(db: DbOrTrx, previousEmail: string, user: { email: string; firstname: string }): Promise<MailMessage> {
  return templateEmail(db, 'email-changed', previousEmail, { firstName: user.firstname, newEmail: user.email });
}
