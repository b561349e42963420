import { formatDayIn, GUEST_PATHS, ROLES, type StageRules, type VersionStanding } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import type { QueuedEmail } from '../mail/email';
import { queueEmails } from '../mail/queue';
import { versionSubjectRow } from '../uploads/versions-repository';
import { flowPlaceOf } from './flow-standing';
import { reachStageGuests } from './guest-reach';
import { reviewerRecipients } from './repository';

/** The review page of a version, where its reviewers decide. */
export const reviewPath = (versionId: number) => `/review/${versionId}`;

/**
 * The open stage of a version in review whose reviewers are named (a stage of an approval flow),
 * with who it waits for and its last day; null when it is settled or at the default one stage of
 * an event without a flow, which emails no one (the organisers' digest of submissions tells them).
 */
export function namedOpenStage(rules: readonly StageRules[], standing: VersionStanding) {
  if (standing.status !== 'in_progress' || standing.stage === null) return null;
  const stage = standing.stages[standing.stage]!;
  if (rules[standing.stage]?.reviewerIds === null || stage.awaited === null || stage.awaited.length === 0) return null;
  return { position: standing.stage, name: stage.name, awaited: stage.awaited, openedAt: stage.openedAt, dueOn: stage.dueOn };
}

/**
 * One email of `template` to each reviewer the version's open stage waits for (active accounts
 * only): the event, company, requirement, version, stage and its last day on the event's clock,
 * with the reviewer's personal sign-in link to the review page (a guest's own, for a guest).
 */
export async function stageEmails(db: DbOrTrx, template: 'stage-opened' | 'stage-overdue', rules: readonly StageRules[], version: VersionRow, standing: VersionStanding): Promise<QueuedEmail[]> {
  const open = namedOpenStage(rules, standing);
  if (!open) return [];
  const [subject, reviewers] = await Promise.all([versionSubjectRow(db, version.requirement_id, version.company_id), reviewerRecipients(db, open.awaited)]);
  return reviewers.map((reviewer) => ({
    template,
    to: reviewer.email,
    userId: reviewer.id,
    values: {
      firstName: reviewer.firstname,
      eventName: subject.event,
      companyName: subject.company_name,
      requirementName: subject.requirement,
      version: String(version.submission ?? ''),
      stageName: open.name,
      dueOn: open.dueOn === null ? '' : formatDayIn(open.dueOn, subject.time_zone, reviewer.language),
    },
    // A guest reviews on a page of its own.
    link: { signInPath: reviewer.role === ROLES.guest ? GUEST_PATHS.review(version.id) : reviewPath(version.id) },
  }));
}

/**
 * Queues, on `db` (the transaction of the change), the email to the reviewers of the stage the
 * version has just reached: its first stage on submission or reopening (`before` null or settled),
 * the next one when a decision settled the one before. A decision that leaves the stage open
 * emails no one.
 */
export async function queueStageOpened(db: DbOrTrx, version: VersionRow, before: VersionStanding | null): Promise<void> {
  const after = await flowPlaceOf(db, version);
  // The guests of the stage it reached see it from now on, emailed or not.
  await reachStageGuests(db, version, after);
  const opened = namedOpenStage(after.rules, after.standing);
  if (!opened) return;
  if (before && before.status === 'in_progress' && before.stage === opened.position) return;
  await queueEmails(db, await stageEmails(db, 'stage-opened', after.rules, version, after.standing));
}

/** A submission opens its version's first stage (or the first not skipped): handed to uploads by the app. */
export const queueFirstStageOpened = (db: DbOrTrx, version: VersionRow) => queueStageOpened(db, version, null);
