import type { FastifyBaseLogger } from 'fastify';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema';
import type { JobRow } from '../db/tables/jobs';
import { claimDueJobs, failJob, finishJob, leaseHolders, postponeJob, releaseLeases } from './repository';

/** What a job's work answers: done (with facts kept on the row), or put off until later. */
export type JobOutcome = { result?: object } | { postponeUntil: Date } | void;
/** `lastAttempt`: should this try fail, the job is failed for good rather than tried again. */
export type JobHandler = (payload: Record<string, unknown>, context: { now: Date; job: JobRow; lastAttempt: boolean }) => Promise<JobOutcome>;
/** Makes the jobs that have come due (by their keys, so planning twice makes nothing twice). */
export type JobPlanner = (now: Date) => Promise<unknown>;

export interface JobRunner {
  readonly worker: string;
  /** The work for jobs of a kind; `maxAttempts` overrides the runner's for them. */
  handle(kind: string, handler: JobHandler, options?: { maxAttempts?: number }): void;
  /** Run before each round to make the jobs that have come due. */
  plan(planner: JobPlanner): void;
  /**
   * One round: plan, then claim and run every due job, and the jobs those made that are due too.
   * With `kinds`, only jobs of those kinds, and no planning. Answers how many ran.
   */
  runDue(now?: Date, kinds?: readonly string[]): Promise<number>;
  /** Rounds every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  /**
   * A round soon, for a job just made (once rounds have started). With a kind: a round of that
   * kind's due jobs alone, started or not, and one more if kicked while it runs.
   */
  kick(kind?: string): void;
  /** Resolves once the rounds of this kind that kick started (and any kicked again meanwhile) end. */
  settled(kind: string): Promise<void>;
  /**
   * Gives back, at once, the jobs held by workers of this host whose process is gone (a crash, a
   * kill -9), rather than when their leases run out: run as a process starts. Answers how many.
   */
  releaseDeadWorkers(): Promise<number>;
  /** No more rounds; resolves once the running one ends. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Names this worker on the rows it holds. Default: host, process and a random tag. */
  worker?: string;
  /** How long a claimed job is this worker's alone; longer than any job's work. */
  leaseMs?: number;
  batch?: number;
  maxAttempts?: number;
}

/** A worker's name: its host, its process and a tag of its own (two runners of one process differ). */
export const workerName = (host: string, pid: number, tag = randomBytes(3).toString('hex')) => `${host}:${pid}:${tag}`;

/** The host and process of a worker named by workerName; null for a name of another form. */
export function holderOf(worker: string): { host: string; pid: number } | null {
  const match = /^(.+):(\d+):[0-9a-z]+$/.exec(worker);
  return match ? { host: match[1]!, pid: Number(match[2]) } : null;
}

/** Whether a process of this host is running (one we may not signal is running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The workers named on these leases that ran on this host and whose process is gone. A name of
 * another form, another host's worker, or a process number taken again by a live process is left
 * to its lease. The processes that share a host name share its process numbers (one machine, or
 * one container).
 */
export function deadWorkersOfHost(workers: readonly string[], host = hostname()): string[] {
  return workers.filter((worker) => {
    const holder = holderOf(worker);
    return holder !== null && holder.host === host && holder.pid !== process.pid && !isRunning(holder.pid);
  });
}

const MINUTE = 60_000;
/** 1, 4, 9, 16… minutes between tries, at most an hour. */
const retryDelay = (attempts: number) => Math.min(attempts * attempts, 60) * MINUTE;
/** Rounds stop here, should jobs keep making due jobs. */
const MAX_PASSES = 100;

/**
 * Runs scheduled work from the jobs table. Every app process runs one; the lease on each claimed
 * row keeps two from doing the same job, and a job whose holder died is taken again once its
 * lease runs out, or at once when a process of the holder's host starts, so a restart loses none. A job may run twice only if its holder dies after the
 * work and before marking it done.
 */
export function createJobRunner({ db, log, worker = workerName(hostname(), process.pid), leaseMs = 5 * MINUTE, batch = 50, maxAttempts = 5 }: JobRunnerOptions): JobRunner {
  const handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  const planners: JobPlanner[] = [];
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;
  let stopped = false;

  async function runOne(job: JobRow, now: Date) {
    const known = handlers.get(job.kind);
    if (!known) return failJob(db, job, worker, now, `No work is known for jobs of kind ${job.kind}`);
    const lastAttempt = job.attempts >= known.maxAttempts;
    try {
      const outcome = await known.handler(JSON.parse(job.payload) as Record<string, unknown>, { now, job, lastAttempt });
      if (outcome && 'postponeUntil' in outcome) await postponeJob(db, job, worker, outcome.postponeUntil);
      else await finishJob(db, job, worker, now, outcome?.result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, job: job.key }, 'Job failed');
      if (lastAttempt) await failJob(db, job, worker, now, message);
      else await postponeJob(db, job, worker, new Date(now.getTime() + retryDelay(job.attempts)), message);
    }
  }

  async function runDue(now = new Date(), kinds?: readonly string[]): Promise<number> {
    if (!kinds) for (const planner of planners) await planner(now);
    let ran = 0;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const jobs = await claimDueJobs(db, worker, now, leaseMs, batch, kinds);
      for (const job of jobs) await runOne(job, now);
      ran += jobs.length;
      if (jobs.length === 0) break;
    }
    return ran;
  }

  /** Rounds of one kind's jobs: one at a time, and one more when kicked during one. */
  const kindRounds = new Map<string, { running: Promise<void>; again: boolean }>();
  function kickKind(kind: string) {
    const current = kindRounds.get(kind);
    if (current) {
      current.again = true;
      return;
    }
    const state = { running: Promise.resolve(), again: false };
    state.running = (async () => {
      do {
        state.again = false;
        await runDue(new Date(), [kind]).catch((error: unknown) => log.error({ err: error, kind }, 'Scheduled work failed'));
      } while (state.again && !stopped);
      kindRounds.delete(kind);
    })();
    kindRounds.set(kind, state);
  }

  function tick(): Promise<number> {
    round ??= runDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'Scheduled work failed');
        return 0;
      })
      .finally(() => (round = undefined));
    return round;
  }

  return {
    worker,
    handle: (kind, handler, options = {}) => void handlers.set(kind, { handler, maxAttempts: options.maxAttempts ?? maxAttempts }),
    plan: (planner) => void planners.push(planner),
    runDue,
    start(intervalMs) {
      const again = () => {
        if (stopped) return;
        timer = setTimeout(() => void tick().finally(again), intervalMs);
        timer.unref();
      };
      again();
    },
    kick(kind) {
      if (stopped) return;
      if (kind) kickKind(kind);
      else if (timer) setImmediate(() => void tick());
    },
    settled: (kind) => kindRounds.get(kind)?.running ?? Promise.resolve(),
    async releaseDeadWorkers() {
      const dead = deadWorkersOfHost(await leaseHolders(db));
      const released = await releaseLeases(db, dead);
      if (released > 0) log.info({ workers: dead, jobs: released }, 'Released the jobs of workers whose process is gone');
      return released;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([round, ...[...kindRounds.values()].map((state) => state.running)]);
    },
  };
}
