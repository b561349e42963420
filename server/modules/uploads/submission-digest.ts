import { DIGEST_MAIL_TEXTS } from '../../../src/api/contract';
import { translate } from '../../../src/api/contract/i18n/translate';
import { type Db, type DbOrTrx, nowIso } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import { enqueueJobs, hasPending, lastFinished } from '../../jobs/repository';
import { queueEmails } from '../mail/queue';
import { digestRecipient, organiserUsersOf, submissionsForDigest } from './digest-repository';

/**
 * New submissions, told to the event's organisers in digests: at most one email an hour to each.
 * A submission makes a digest job for each organiser who has none waiting; the job, when it runs,
 * lists every submission on the organiser's events since the last digest, or waits until an hour
 * after the last one sent.
 */
export const SUBMISSION_DIGEST = 'submission-digest';
const HOUR_MS = 60 * 60 * 1000;
const keyPrefix = (userId: number) => `${SUBMISSION_DIGEST}:${userId}:`;

interface DigestResult {
  /** Submissions up to this instant are told. */
  until: string;
  /** When the last email went to this organiser (this job's or an earlier one's). */
  sentAt: string | null;
}

const previousOf = async (db: DbOrTrx, userId: number): Promise<DigestResult | null> => {
  const last = await lastFinished(db, keyPrefix(userId));
  return last ? (JSON.parse(last.payload) as DigestResult) : null;
};

/** Called in the submitting transaction: a digest job for each of the event's organisers without one waiting. */
export async function queueSubmissionDigests(db: DbOrTrx, eventId: number, submittedAt: string): Promise<void> {
  const organisers = await organiserUsersOf(db, eventId);
  for (const { user_id: userId } of organisers) {
    if (await hasPending(db, keyPrefix(userId))) continue;
    const previous = await previousOf(db, userId);
    const earliest = previous?.sentAt ? Date.parse(previous.sentAt) + HOUR_MS : 0;
    const runAt = new Date(Math.max(Date.parse(submittedAt), earliest));
    await enqueueJobs(db, [{ kind: SUBMISSION_DIGEST, key: `${keyPrefix(userId)}${submittedAt}`, payload: { userId, since: submittedAt }, runAt }]);
  }
}

/** The digest: every submission on the organiser's events since the last one told. */
export const submissionDigestJob =
  (deps: { db: Db }): JobHandler =>
  async (payload, { now }) => {
    const { userId, since } = payload as { userId: number; since: string };
    const previous = await previousOf(deps.db, userId);
    if (previous?.sentAt && Date.parse(previous.sentAt) + HOUR_MS > now.getTime()) return { postponeUntil: new Date(Date.parse(previous.sentAt) + HOUR_MS) };
    const until = nowIso(now);
    const rows = await submissionsForDigest(deps.db, userId, until, previous?.until, since);
    const user = await digestRecipient(deps.db, userId);
    if (rows.length === 0 || !user) return { result: { until, sentAt: previous?.sentAt ?? null, sent: false } };
    const events = [...new Map(rows.map((row) => [row.eventId, row.event])).entries()];
    await queueEmails(
      deps.db,
      [
        {
          template: 'new-submission',
          to: user.email,
          userId,
          values: {
            firstName: user.firstname,
            eventName: events.map(([, name]) => name).join(', '),
            count: String(rows.length),
            submissions: rows
              .map((row) => {
                const line = { companyName: row.company, requirementName: row.requirement, version: row.submission, eventName: row.event };
                return translate(user.language, events.length > 1 ? DIGEST_MAIL_TEXTS.lineAt : DIGEST_MAIL_TEXTS.line, line);
              })
              .join('\n'),
          },
          // The organiser's personal sign-in link, unless an admin turned links off for staff.
          link: { signInPath: events.length === 1 ? `/event-details/${events[0]![0]}` : '/' },
        },
      ],
      now,
    );
    return { result: { until, sentAt: until, sent: true, count: rows.length } };
  };
