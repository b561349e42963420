import type { DbOrTrx } from '../../db/schema';
import type { MailMessage } from './mailer';
import { templateEmail } from './template-email';

/** Sent to a company added to an event with a new account: a link to set its password. */
export function inviteEmail(
  db: DbOrTrx,
  to: { email: string; firstname: string },
  companyName: string,
  eventName: string,
  link: string,
  validDays: number,
): Promise<MailMessage> {
  return templateEmail(db, 'invitation', to.email, { firstName: to.firstname, companyName, eventName, link, validDays: String(validDays) });
}
