import type { DbOrTrx } from '../../db/schema';
import type { MailMessage } from './mailer';
import { templateEmail } from './template-email';

export function resetPasswordEmail(db: DbOrTrx, to: { email: string; firstname: string }, link: string, validMinutes: number): Promise<MailMessage> {
  return templateEmail(db, 'reset-link', to.email, { firstName: to.firstname, link, validMinutes: String(validMinutes) });
}
