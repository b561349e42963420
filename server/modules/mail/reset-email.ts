import { MAIL_TEXTS } from '../../../src/api/contract';
import { composeEmail } from './compose';
import type { MailMessage } from './mailer';

export function resetPasswordEmail(to: { email: string; firstname: string }, link: string, validMinutes: number): MailMessage {
  return composeEmail({
    to: to.email,
    subject: MAIL_TEXTS.resetSubject,
    before: [MAIL_TEXTS.resetGreeting(to.firstname), MAIL_TEXTS.resetIntro],
    action: { label: MAIL_TEXTS.resetAction, href: link },
    after: [MAIL_TEXTS.resetExpiry(validMinutes), MAIL_TEXTS.resetIgnore],
  });
}
