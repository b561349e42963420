import type { Generated, Selectable } from 'kysely';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/** Scheduled work (reminders, digests, decision emails), claimed under a lease. Times are ISO UTC. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** Unique: the one piece of work this job is, so it is made once whoever plans it. */
  key: string;
  /** JSON. */
  payload: string;
  status: JobStatus;
  run_at: string;
  attempts: Generated<number>;
  /** The worker holding the lease, and until when. */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export type JobRow = Selectable<JobsTable>;
