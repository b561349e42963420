import { MAIL_TEXTS } from '../../../src/api/contract';
import { composeEmail } from './compose';
import type { MailMessage } from './mailer';

/** Sent to the address a user signed in with before, when their profile changes it. */
export function emailChangedEmail(previousEmail: string, user: { email: string; firstname: string }): MailMessage {
  return composeEmail({
    to: previousEmail,
    subject: MAIL_TEXTS.emailChangedSubject,
    before: [MAIL_TEXTS.resetGreeting(user.firstname), MAIL_TEXTS.emailChangedBody(user.email), MAIL_TEXTS.emailChangedWarning],
  });
}
