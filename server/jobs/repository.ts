import type { ExpressionBuilder } from 'kysely';
import { type Database, type DbOrTrx, nowIso } from '../db/schema';
import type { JobRow } from '../db/tables/jobs';

export interface NewJob {
  kind: string;
  /** The one piece of work this is: a job whose key exists already is not made again. */
  key: string;
  payload: object;
  runAt: Date;
}

/** Makes each job whose key is new; answers how many were made. */
export async function enqueueJobs(db: DbOrTrx, jobs: readonly NewJob[], now = new Date()): Promise<number> {
  if (jobs.length === 0) return 0;
  let made = 0;
  // A few hundred rows a statement keeps within both dialects' bound-parameter limits.
  for (let start = 0; start < jobs.length; start += 500) {
    const rows = await db
      .insertInto('jobs')
      .values(
        jobs.slice(start, start + 500).map((job) => ({
          kind: job.kind,
          key: job.key,
          payload: JSON.stringify(job.payload),
          status: 'pending' as const,
          run_at: nowIso(job.runAt),
          created_at: nowIso(now),
        })),
      )
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('id')
      .execute();
    made += rows.length;
  }
  return made;
}

/**
 * Takes up to `limit` jobs that are due (or whose holder's lease ran out) under a lease for
 * `worker`; only jobs of `kinds`, when given. The due conditions are checked again on the row being updated, so of two workers
 * racing for one job only the first takes it: on PostgreSQL the second re-reads the locked row
 * once the first commits and finds it no longer due; SQLite runs one writer at a time.
 */
export async function claimDueJobs(db: DbOrTrx, worker: string, now: Date, leaseMs: number, limit: number, kinds?: readonly string[]): Promise<JobRow[]> {
  const at = nowIso(now);
  const due = (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([
      eb.or([eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]), eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)])]),
      ...(kinds ? [eb('kind', 'in', kinds)] : []),
    ]);
  return db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', locked_by: worker, locked_until: nowIso(new Date(now.getTime() + leaseMs)), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('jobs').select('id').where(due).orderBy('run_at').orderBy('id').limit(limit))
    .where(due)
    .returningAll()
    .execute();
}

/** The workers that hold a job's lease now. */
export async function leaseHolders(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('jobs').select('locked_by').distinct().where('status', '=', 'running').where('locked_by', 'is not', null).execute();
  return rows.map((row) => row.locked_by!);
}

/**
 * Gives back the jobs these workers hold, before their leases run out: each is due again at once,
 * and the try it was on counts. Answers how many.
 */
export async function releaseLeases(db: DbOrTrx, workers: readonly string[]): Promise<number> {
  if (workers.length === 0) return 0;
  const released = await db
    .updateTable('jobs')
    .set({ status: 'pending', locked_by: null, locked_until: null })
    .where('status', '=', 'running')
    .where('locked_by', 'in', workers)
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}

/** The worker still holds the job's lease: it may finish it. */
const held = (job: JobRow, worker: string) => (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([eb('id', '=', job.id), eb('locked_by', '=', worker), eb('status', '=', 'running')]);

export async function finishJob(db: DbOrTrx, job: JobRow, worker: string, now: Date, result: object = {}): Promise<boolean> {
  const done = await db
    .updateTable('jobs')
    .set({ status: 'done', finished_at: nowIso(now), locked_until: null, payload: JSON.stringify({ ...JSON.parse(job.payload), ...result }) })
    .where(held(job, worker))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Back to pending, to run at `runAt` (a retry, or work put off). */
export async function postponeJob(db: DbOrTrx, job: JobRow, worker: string, runAt: Date, error?: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'pending', run_at: nowIso(runAt), locked_by: null, locked_until: null, last_error: error ?? null })
    .where(held(job, worker))
    .execute();
}

export async function failJob(db: DbOrTrx, job: JobRow, worker: string, now: Date, error: string): Promise<void> {
  await db.updateTable('jobs').set({ status: 'failed', finished_at: nowIso(now), locked_until: null, last_error: error }).where(held(job, worker)).execute();
}

/** Keys are made of letters, digits, '-', ':' and ISO times, so a prefix needs no LIKE escapes. */
const keyStartsWith = (prefix: string) => (eb: ExpressionBuilder<Database, 'jobs'>) => eb('key', 'like', `${prefix}%`);

/** The newest finished job whose key starts with `prefix`, if any. */
export function lastFinished(db: DbOrTrx, prefix: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where(keyStartsWith(prefix)).where('status', '=', 'done').orderBy('finished_at', 'desc').limit(1).executeTakeFirst();
}

/** Whether a job whose key starts with `prefix` waits to run. */
export async function hasPending(db: DbOrTrx, prefix: string): Promise<boolean> {
  return (await db.selectFrom('jobs').select('id').where(keyStartsWith(prefix)).where('status', '=', 'pending').limit(1).executeTakeFirst()) !== undefined;
}

/** The keys of the jobs made under a key prefix, whatever their state. */
export async function jobKeysStartingWith(db: DbOrTrx, prefix: string): Promise<string[]> {
  return (await db.selectFrom('jobs').select('key').where(keyStartsWith(prefix)).execute()).map((row) => row.key);
}

/** Which of these keys have a job made already, whatever its state. */
export async function existingJobKeys(db: DbOrTrx, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db.selectFrom('jobs').select('key').where('key', 'in', keys.slice(start, start + 500)).execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** Deletes the job with this key if it has not begun; answers how many went (0 or 1). */
export async function deletePendingJob(db: DbOrTrx, key: string): Promise<number> {
  const deleted = await db.deleteFrom('jobs').where('key', '=', key).where('status', '=', 'pending').executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Makes the pending job with this key due at `runAt` if it was due later (work it waited for is done). */
export async function bringForward(db: DbOrTrx, key: string, runAt: Date): Promise<void> {
  await db.updateTable('jobs').set({ run_at: nowIso(runAt) }).where('key', '=', key).where('status', '=', 'pending').where('run_at', '>', nowIso(runAt)).execute();
}
