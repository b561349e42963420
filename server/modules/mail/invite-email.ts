import { INVITE_MAIL_TEXTS } from '../../../src/api/contract';
import { composeEmail } from './compose';
import type { MailMessage } from './mailer';

export function inviteEmail(to: { email: string; firstname: string }, company: string, eventName: string, link: string, validDays: number): MailMessage {
  return composeEmail({
    to: to.email,
    subject: INVITE_MAIL_TEXTS.subject,
    before: [INVITE_MAIL_TEXTS.greeting(to.firstname), INVITE_MAIL_TEXTS.intro(company, eventName)],
    action: { label: INVITE_MAIL_TEXTS.action, href: link },
    after: [INVITE_MAIL_TEXTS.expiry(validDays), INVITE_MAIL_TEXTS.later],
  });
}
