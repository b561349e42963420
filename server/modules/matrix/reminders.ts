import { DAY_MS, formatInstant } from '../../../src/api/contract';
import { countdownOf } from '../../../src/api/contract/countdown';
import { type Db, type DbOrTrx, nowIso } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import { reminderDaysOf } from '../events/service';
import type { JobHandler } from '../../jobs/runner';
import { enqueueJobs, jobKeysStartingWith, type NewJob } from '../../jobs/repository';
import type { QueuedEmail } from '../mail/email';
import { queueEmails } from '../mail/queue';
import { companyEmail, requirementItemPath } from '../mail/company-email';
import { type OwedItem, owedByExhibitors } from './owed';
import { eventReminderDays, eventsWithDeadlinesBetween, reminderRecipient } from './repository';

/**
 * Deadline reminders. Before each deadline, at the days the event sets (say 7, 3 and 1), every
 * company that still owes artwork due then gets one email listing it. A company's own deadline
 * counts (an extension moves its reminders with it). Only the latest reminder that has come due is
 * sent: after a pause, a company hears "1 day left" once, not all three at the same moment.
 */

export const DEADLINE_REMINDER = 'deadline-reminder';
export const MANUAL_REMINDER = 'manual-reminder';

/** The days-before of the latest reminder due now for a deadline, or null (none yet, or past). */
export function dueReminder(deadline: string, days: readonly number[], now: Date): number | null {
  const left = Date.parse(deadline) - now.getTime();
  if (left <= 0) return null;
  const due = days.filter((day) => day * DAY_MS >= left);
  return due.length === 0 ? null : Math.min(...due);
}

/** The furthest any reminder goes before a deadline: the planner looks no further ahead. */
const LOOKAHEAD_MS = 61 * DAY_MS;

const reminderKey = (eventId: number, companyId: number, deadline: string, days: number) => `${DEADLINE_REMINDER}:${eventId}:${companyId}:${deadline}:${days}`;

/** Makes a job for each reminder that has come due and was not made before. */
export async function planDeadlineReminders(db: DbOrTrx, now: Date): Promise<number> {
  const from = nowIso(now);
  const to = nowIso(new Date(now.getTime() + LOOKAHEAD_MS));
  const [byRequirement, byExtension] = await eventsWithDeadlinesBetween(db, from, to);
  const eventIds = [...new Set([...byRequirement, ...byExtension].map((row) => row.event_id))];
  let made = 0;
  for (const eventId of eventIds) {
    const event = await eventReminderDays(db, eventId);
    if (!event) continue;
    const days = reminderDaysOf(event);
    const known = new Set(await jobKeysStartingWith(db, `${DEADLINE_REMINDER}:${eventId}:`));
    const jobs = new Map<string, NewJob>();
    for (const { company, owed } of await owedByExhibitors(db, eventId, now)) {
      for (const item of owed) {
        const due = dueReminder(item.deadline, days, now);
        if (due === null) continue;
        const key = reminderKey(eventId, company.id, item.deadline, due);
        if (!known.has(key)) jobs.set(key, { kind: DEADLINE_REMINDER, key, payload: { eventId, companyId: company.id, deadline: item.deadline, days: due }, runAt: now });
      }
    }
    made += await enqueueJobs(db, [...jobs.values()], now);
  }
  return made;
}

interface ReminderFacts {
  eventId: number;
  companyId: number;
  /** Whose request it was (a reminder on demand); null for the scheduled ones. */
  by: number | null;
}

/** Calendar days to the deadline's day on the event's clock, as the screens count them; 0 on the day and after. */
function daysLeftOf(deadline: string, zone: string, now: Date) {
  const countdown = countdownOf(deadline, zone, now);
  return countdown.due === 'ahead' ? countdown.days : 0;
}

/** The reminder email to a company for what it owes, due first at the earliest of their deadlines. */
async function reminderEmail(db: DbOrTrx, { eventId, companyId }: ReminderFacts, owed: OwedItem[], now: Date): Promise<QueuedEmail | null> {
  const row = await reminderRecipient(db, eventId, companyId);
  if (!row) return null;
  const first = owed.map((item) => item.deadline).sort()[0]!;
  // The link opens the item due first, where its file is dropped.
  const firstItem = owed.find((item) => item.deadline === first)!;
  return companyEmail(
    'deadline-reminder',
    row,
    {
      deadline: formatInstant(first, row.time_zone, row.language),
      daysLeft: String(daysLeftOf(first, row.time_zone, now)),
      missing: owed.map((item) => item.name).join('\n'),
    },
    requirementItemPath(firstItem.requirementId),
  );
}

/** Queues one reminder if the company still owes something in `pick`, with its audit row. */
async function remind(deps: ReminderDeps, facts: ReminderFacts, now: Date, pick: (owed: OwedItem[]) => OwedItem[]) {
  const [standing] = await owedByExhibitors(deps.db, facts.eventId, now, [facts.companyId]);
  const owed = pick(standing?.owed ?? []);
  if (owed.length === 0) return { result: { sent: false, reason: 'nothing owed' } };
  const email = await reminderEmail(deps.db, facts, owed, now);
  if (!email) return { result: { sent: false, reason: 'no company' } };
  await deps.db.transaction().execute(async (trx) => {
    await queueEmails(trx, [email], now);
    await recordAudit(trx, { actorId: facts.by, action: 'artwork.remind', subjectType: 'company', subjectId: facts.companyId });
  });
  return { result: { sent: true, owed: owed.map((item) => item.requirementId) } };
}

export interface ReminderDeps {
  db: Db;
}

/** A scheduled reminder: sent if it is still the latest due for its deadline and something due then is owed. */
export const deadlineReminderJob =
  (deps: ReminderDeps): JobHandler =>
  async (payload, { now }) => {
    const { eventId, companyId, deadline, days } = payload as { eventId: number; companyId: number; deadline: string; days: number };
    const event = await eventReminderDays(deps.db, eventId);
    if (!event || dueReminder(deadline, reminderDaysOf(event), now) !== days) return { result: { sent: false, reason: 'no longer due' } };
    return remind(deps, { eventId, companyId, by: null }, now, (owed) => owed.filter((item) => item.deadline === deadline));
  };

/** A reminder a reviewer asked for: everything the company still owes at the event. */
export const manualReminderJob =
  (deps: ReminderDeps): JobHandler =>
  async (payload, { now }) => {
    const { eventId, companyId, by } = payload as { eventId: number; companyId: number; by: number | null };
    return remind(deps, { eventId, companyId, by }, now, (owed) => owed);
  };
