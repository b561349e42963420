import { DAY_MS, wallClockOf } from '../../../src/api/contract';
import { type Db, type DbOrTrx, nowIso } from '../../db/schema';
import type { JobHandler, JobPlanner } from '../../jobs/runner';
import { enqueueJobs, existingJobKeys, finishJob, type NewJob } from '../../jobs/repository';
import { queueEmails } from '../mail/queue';
import { findVersion, latestSubmittedVersion } from '../uploads/versions-repository';
import { flowPlaceOf, flowPlacesOf } from './flow-standing';
import { versionsInFlowReview } from './repository';
import { namedOpenStage, stageEmails } from './stage-emails';

/**
 * Reminders of overdue approval stages. Once the last day a stage allows has passed on the event's
 * clock, the reviewers it still waits for get one email, once per opening of the stage: the job's
 * key names the version, the stage and when it opened, so planning again makes nothing new, and a
 * reopening (the stage opened again) may remind again.
 */
export const STAGE_OVERDUE = 'stage-overdue';

interface OverduePayload {
  versionId: number;
  stage: number;
  openedAt: string;
}

const overdueKey = ({ versionId, stage, openedAt }: OverduePayload) => `${STAGE_OVERDUE}:${versionId}:${stage}:${openedAt}`;

/**
 * Whether a stage's last day (`YYYY-MM-DD` on the event's clock) is behind the event's clock at
 * `now`, for many stages at one instant: each zone's date is read once.
 */
export function pastDueAt(now: Date) {
  const today = new Map<string, string>();
  return (dueOn: string | null, timeZone: string) => {
    if (dueOn === null) return false;
    if (!today.has(timeZone)) today.set(timeZone, wallClockOf(now, timeZone).date);
    return today.get(timeZone)! > dueOn;
  };
}

/**
 * Makes a job for each open stage past its last day that has none for this opening. A stage allows
 * a day at least, so versions submitted within the last day are not read.
 */
export async function planStageReminders(db: DbOrTrx, now: Date): Promise<number> {
  const versions = await versionsInFlowReview(db, nowIso(new Date(now.getTime() - DAY_MS)));
  const places = await flowPlacesOf(db, versions, true);
  const due: NewJob[] = [];
  const overdue = pastDueAt(now);
  for (const version of versions) {
    const place = places.get(version.id)!;
    const open = namedOpenStage(place.rules, place.standing);
    if (!open || open.openedAt === null || !overdue(open.dueOn, place.timeZone)) continue;
    const payload: OverduePayload = { versionId: version.id, stage: open.position, openedAt: open.openedAt };
    due.push({ kind: STAGE_OVERDUE, key: overdueKey(payload), payload, runAt: now });
  }
  const known = await existingJobKeys(db, due.map((job) => job.key));
  return enqueueJobs(db, due.filter((job) => !known.has(job.key)), now);
}

/** How often a process looks for overdue stages: their last days are days, so a reminder comes at most this late. */
export const STAGE_SCAN_MS = 10 * 60_000;

/**
 * planStageReminders for the jobs runner's rounds: at most once every STAGE_SCAN_MS of the rounds'
 * clock going forward (a round for a moment before the last scan, a test's or a clock set back,
 * scans again). The scan reads every version in review on a flow; the keys keep it from making
 * anything twice, whichever process scans.
 */
export function stageReminderPlanner(db: DbOrTrx): JobPlanner {
  let last: number | null = null;
  return async (now) => {
    const at = now.getTime();
    if (last !== null && at >= last && at < last + STAGE_SCAN_MS) return 0;
    last = at;
    return planStageReminders(db, now);
  };
}

/**
 * The reminder: sent if the version is still the company's latest, in review at the same opening
 * of the same stage, and past its last day; to the reviewers the stage waits for now (one who
 * decided meanwhile is not reminded). The emails and the job's end commit together, so a retry or
 * a second worker that took the job when this one's lease ran out sends nothing again.
 */
export const stageOverdueJob =
  (deps: { db: Db }): JobHandler =>
  async (payload, { now, job }) => {
    const { versionId, stage, openedAt } = payload as unknown as OverduePayload;
    return deps.db.transaction().execute(async (trx) => {
      const result = await remindersFor(trx, versionId, stage, openedAt, now);
      if (!(await finishJob(trx, job, job.locked_by!, now, result))) throw new Error('Another worker holds this reminder now');
      return { result };
    });
  };

/** Queues the reminders of one stage opening, if still due; answers whom they went to. */
async function remindersFor(db: DbOrTrx, versionId: number, stage: number, openedAt: string, now: Date): Promise<{ sent: number[] }> {
  const version = await findVersion(db, versionId);
  if (!version || (await latestSubmittedVersion(db, version.requirement_id, version.company_id))?.id !== version.id) return { sent: [] };
  const place = await flowPlaceOf(db, version);
  const open = namedOpenStage(place.rules, place.standing);
  if (!open || open.position !== stage || open.openedAt !== openedAt || !pastDueAt(now)(open.dueOn, place.timeZone)) return { sent: [] };
  const emails = await stageEmails(db, 'stage-overdue', place.rules, version, place.standing);
  await queueEmails(db, emails, now);
  return { sent: emails.map((email) => email.userId!) };
}
