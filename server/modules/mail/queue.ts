import type { DbOrTrx } from '../../db/schema';
import { enqueueJobs } from '../../jobs/repository';
import type { QueuedEmail } from './email';
import { insertOutboxRows } from './repository';

/** The kind of job that sends one outbox row. */
export const EMAIL_JOB = 'email';

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
