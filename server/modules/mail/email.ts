import type { EmailTemplateKey, EmailValues } from '../../../src/api/contract';

/**
 * The link an email carries, made when it is sent: a path in the app, a fresh set-password link
 * for its account valid so many minutes, or a fresh link confirming a sign-up valid so many hours
 * (made at each try, so it is never stale).
 */
export type EmailLink = { path: string } | { passwordMinutes: number } | { registrationId: number; validHours: number };

/** One email to send: its template, whom to, the values to fill in (the link is made when it is sent). */
export type QueuedEmail = {
  [K in EmailTemplateKey]: {
    template: K;
    to: string;
    /** The account it goes to, when it has one: a password link needs it, and staff see how its invitations went. */
    userId?: number | null;
    values: Omit<EmailValues<K>, 'link'>;
    link?: EmailLink;
  };
}[EmailTemplateKey];

/** What an outbox row keeps to render its email when it is sent. */
export interface TemplateValues {
  values: Record<string, string>;
  link?: EmailLink;
}
