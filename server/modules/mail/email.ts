import type { EmailTemplateKey, EmailValues } from '../../../src/api/contract';
import type { Locale } from '../../../src/api/contract/i18n/locales';

/**
 * The link an email carries, made when it is sent: a path in the app, a fresh set-password link
 * for its account valid so many minutes, a fresh link confirming a sign-up valid so many hours, or
 * the account's personal sign-in link that opens a path of the app (made at each try, so it is
 * never stale).
 */
export type EmailLink = { path: string } | { passwordMinutes: number } | { registrationId: number; validHours: number } | { signInPath: string };

/** One email to send: its template, whom to, the values to fill in (the link is made when it is sent). */
export type QueuedEmail = {
  [K in EmailTemplateKey]: {
    template: K;
    to: string;
    /** The account it goes to, when it has one: a password link needs it, staff see how its invitations went, and it is sent in the account's language. */
    userId?: number | null;
    /** The language of an email to no account yet (a sign-up to confirm): the one its page was shown in. */
    language?: Locale;
    values: Omit<EmailValues<K>, 'link' | 'signInLink' | 'code'>;
    link?: EmailLink;
    /** A second link, the account's personal sign-in link to this path, as `{{signInLink}}` (an invitation carries both). */
    signInPath?: string;
    /** A fresh sign-in code for the account, made when the email is sent, as `{{code}}`. */
    signInCode?: boolean;
    /** The HTML of some variables, escaped by whoever made it; the text part keeps their value. */
    html?: Record<string, string>;
    /** Images the HTML shows by `cid:`, sent inline with the email. */
    images?: InlineImage[];
  };
}[EmailTemplateKey];

/** An image carried inside the email, shown by its HTML as `cid:<cid>` (what mail clients show without loading remote images). */
export interface InlineImage {
  cid: string;
  filename: string;
  contentType: 'image/jpeg' | 'image/png';
  /** The bytes, in base64. */
  content: string;
}

/** What an outbox row keeps to render its email when it is sent. */
export interface TemplateValues {
  values: Record<string, string>;
  link?: EmailLink;
  signInPath?: string;
  signInCode?: boolean;
  language?: Locale;
  html?: Record<string, string>;
  images?: InlineImage[];
}
