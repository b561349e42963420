import type { EmailTemplateKey, EmailValues } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { enqueueJobs } from '../jobs/repository';
import { insertOutboxRows } from './repository';

/** The kind of job that sends one outbox row. */
export const EMAIL_JOB = 'email';

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

/**
 * Writes the emails to the outbox, each with the job that sends it, on `db`: the transaction of
 * the change they tell of, so that both land or neither does. The jobs are due at `at`.
 */
export async function queueEmails(db: DbOrTrx, emails: readonly QueuedEmail[], at = new Date()): Promise<void> {
  if (emails.length === 0) return;
  if (!db.isTransaction) return db.transaction().execute((trx) => queueEmails(trx, emails, at));
  const ids = await insertOutboxRows(db, emails, at);
  await enqueueJobs(
    db,
    ids.map((outboxId) => ({ kind: EMAIL_JOB, key: `${EMAIL_JOB}:${outboxId}`, payload: { outboxId }, runAt: at })),
    at,
  );
  queuedSince += 1;
}

/** Grows with every email queued in this process: an answer after which it grew may have mail to send. */
let queuedSince = 0;
export const queuedCount = () => queuedSince;
