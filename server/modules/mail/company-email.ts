import type { EmailTemplateKey, EmailValues } from '../../../src/api/contract';
import type { Locale } from '../../../src/api/contract/i18n/locales';
import type { QueuedEmail } from './email';

/** The company's account and the event an email to it is about. */
export interface CompanyRecipient {
  userId: number;
  email: string;
  firstname: string;
  company_name: string;
  event: string;
  /** The account's language: the email is sent in it, and the values the server words are worded in it. */
  language: Locale;
}

type CompanyTemplate = 'artwork-decision' | 'deadline-reminder';

/** The company's home opened at one requirement's item, where its file is dropped. */
export const requirementItemPath = (requirementId: number) => `/?requirement=${requirementId}`;

/**
 * An email to an exhibiting company about one event, with its personal sign-in link that opens
 * `path` of its home (made when the email is sent; see auth/sign-in-link.ts).
 */
export function companyEmail<K extends CompanyTemplate>(
  template: K,
  to: CompanyRecipient,
  values: Omit<EmailValues<K>, 'link' | 'firstName' | 'companyName' | 'eventName'>,
  path = '/',
): QueuedEmail {
  return {
    template: template as EmailTemplateKey,
    to: to.email,
    userId: to.userId,
    values: { firstName: to.firstname, companyName: to.company_name, eventName: to.event, ...values },
    link: { signInPath: path },
  } as QueuedEmail;
}
