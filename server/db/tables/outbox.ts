import type { Generated, Selectable } from 'kysely';

/**
 * How an email's sending stands: waiting for its first try, sent, kept (no SMTP_URL: the row is
 * the delivery), failed and to be tried again, or failed for good after the last try.
 */
export type OutboxStatus = 'queued' | 'sent' | 'kept' | 'retrying' | 'failed';

/**
 * Every email the app sends, made in the transaction of the change it tells of and sent by an
 * `email` job. Subject, text and html are filled in from the template when it is sent (text and
 * html are emptied once it has gone: they may carry a set-password link).
 */
export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  sent_at: string | null;
  /** The last try's error, if it failed. */
  error: string | null;
  status: Generated<OutboxStatus>;
  /** The email template, and (JSON) its values and link, filled in when the email is sent. */
  template: string | null;
  template_values: string | null;
  /** The account the email goes to, when it has one. */
  user_id: number | null;
  attempts: Generated<number>;
  attempted_at: string | null;
}

export type OutboxRow = Selectable<OutboxTable>;
