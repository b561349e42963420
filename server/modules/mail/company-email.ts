import type { EmailTemplateKey, EmailValues } from '../../../src/api/contract';
import type { QueuedEmail } from './email';

/** The company's account and the event an email to it is about. */
export interface CompanyRecipient {
  userId: number;
  email: string;
  firstname: string;
  company_name: string;
  event: string;
}

type CompanyTemplate = 'artwork-decision' | 'deadline-reminder';

/** An email to an exhibiting company about one event, with the link to its home page. */
export function companyEmail<K extends CompanyTemplate>(
  template: K,
  to: CompanyRecipient,
  values: Omit<EmailValues<K>, 'link' | 'firstName' | 'companyName' | 'eventName'>,
): QueuedEmail {
  return {
    template: template as EmailTemplateKey,
    to: to.email,
    userId: to.userId,
    values: { firstName: to.firstname, companyName: to.company_name, eventName: to.event, ...values },
    link: { path: '/' },
  } as QueuedEmail;
}
