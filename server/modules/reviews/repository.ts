import { type ArtworkReview, personName, type ReviewReason } from '../../../src/api/contract';
import type { Insertable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema';
import type { ReviewRow } from '../../db/tables/artwork';

/** The latest decision that settled a version, per requirement, for one company. */
export async function latestReviewsOf(db: DbOrTrx, companyId: number, requirementIds: readonly number[]): Promise<Map<number, ReviewRow>> {
  const latest = new Map<number, ReviewRow>();
  if (requirementIds.length === 0) return latest;
  const rows = await db
    .selectFrom('artwork_reviews')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('requirement_id', 'in', requirementIds)
    .where('settles', '=', 1)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) if (!latest.has(row.requirement_id)) latest.set(row.requirement_id, row);
  return latest;
}

/** The decision that stands on a submitted version: the latest review, if it is about that version. */
export const decisionOn = (versionId: number, latest: Pick<ReviewRow, 'version_id' | 'decision'> | undefined) => (latest && latest.version_id === versionId ? latest.decision : null);

export function reviewsOf(db: DbOrTrx, requirementId: number, companyId: number): Promise<ReviewRow[]> {
  return db.selectFrom('artwork_reviews').selectAll().where('requirement_id', '=', requirementId).where('company_id', '=', companyId).orderBy('id', 'desc').execute();
}

/** The names of these reviewers (staff accounts), by id: first name and last name, as every decision shows them. */
export async function reviewerNames(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', 'in', unique).execute();
  return new Map(users.map((user) => [user.id, personName(user)]));
}

/** Review rows as the API answers them, with each version's number and the reviewer's name. */
export async function toReviews(db: DbOrTrx, rows: readonly ReviewRow[]): Promise<ArtworkReview[]> {
  if (rows.length === 0) return [];
  const versions = await db.selectFrom('artwork_versions').select(['id', 'submission']).where('id', 'in', [...new Set(rows.map((row) => row.version_id))]).execute();
  const names = await reviewerNames(db, rows.map((row) => row.reviewer_id).filter((id): id is number => id !== null));
  const numbers = new Map(versions.map((version) => [version.id, version.submission]));
  return rows.map((row) => ({
    id: row.id,
    versionId: row.version_id,
    version: numbers.get(row.version_id) ?? 0,
    requirementId: row.requirement_id,
    companyId: row.company_id,
    decision: row.decision,
    comment: row.comment,
    reasons: row.reasons ? (row.reasons.split(',') as ReviewReason[]) : [],
    reviewer: row.reviewer_id === null ? null : (names.get(row.reviewer_id) ?? null),
    reviewerId: row.reviewer_id,
    createdAt: row.created_at,
    sha256: row.sha256,
    stage: row.stage,
    stageName: row.stage_name,
    withChanges: row.with_changes === 1,
    settles: row.settles === 1,
  }));
}

export function insertReviewRow(db: DbOrTrx, review: Insertable<Database['artwork_reviews']>): Promise<ReviewRow> {
  return db.insertInto('artwork_reviews').values(review).returningAll().executeTakeFirstOrThrow();
}

/** Every decision on the requirements, each reviewer's at each stage, oldest first. */
export function decisionsOnRequirements(db: DbOrTrx, requirementIds: readonly number[]): Promise<ReviewRow[]> {
  return db.selectFrom('artwork_reviews').selectAll().where('requirement_id', 'in', requirementIds).orderBy('id').execute();
}

/** Every decision that settled a version on the requirements, oldest first. */
export function reviewsOfRequirements(db: DbOrTrx, requirementIds: readonly number[]): Promise<ReviewRow[]> {
  return db.selectFrom('artwork_reviews').selectAll().where('requirement_id', 'in', requirementIds).where('settles', '=', 1).orderBy('id').execute();
}

/** The companies with each event they exhibit at and their booth there (a company at no event comes once, without). */
export function companiesWithBooths(db: DbOrTrx, companyIds: readonly number[]) {
  return db
    .selectFrom('exhibiting_companies as c')
    .leftJoin('event_exhibitors as x', 'x.company_id', 'c.id')
    .select(['c.id', 'c.company_name', 'x.event_id', 'x.booth'])
    .where('c.id', 'in', companyIds)
    .execute();
}

/** Who hears of a decision on a company's artwork for a requirement, and the names the email gives. */
export function decisionRecipient(db: DbOrTrx, companyId: number, requirementId: number) {
  return db
    .selectFrom('exhibiting_companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('artwork_requirements as r', (join) => join.on('r.id', '=', requirementId))
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['u.id as userId', 'u.email', 'u.firstname', 'c.company_name', 'r.name as requirement', 'e.name as event', 'u.language'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

/** The active accounts of these reviewers, as the emails to them need them. */
export function reviewerRecipients(db: DbOrTrx, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'email', 'firstname', 'role', 'language']).where('id', 'in', [...userIds]).where('status', '=', 'Active').orderBy('id').execute();
}

/**
 * The versions in review on an approval flow: each company's latest submitted version of a
 * requirement that follows a flow (its own or its event's), submitted at or before `submittedBy`,
 * with no decision settling it since its last reopening. Only what its place in the flow is read
 * from (not its file check's report, which may be large).
 */
export function versionsInFlowReview(db: DbOrTrx, submittedBy: string) {
  return db
    .selectFrom('artwork_versions as v')
    .innerJoin('artwork_requirements as r', 'r.id', 'v.requirement_id')
    .select(['v.id', 'v.requirement_id', 'v.company_id', 'v.sha256', 'v.submitted_at'])
    .where('v.submitted_at', 'is not', null)
    .where('v.submitted_at', '<=', submittedBy)
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('approval_flows as f')
            .select('f.id')
            .whereRef('f.event_id', '=', 'r.event_id')
            .where((flow) => flow.or([flow('f.requirement_id', 'is', null), flow('f.requirement_id', '=', flow.ref('r.id'))])),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('artwork_versions as newer')
              .select('newer.id')
              .whereRef('newer.requirement_id', '=', 'v.requirement_id')
              .whereRef('newer.company_id', '=', 'v.company_id')
              .where('newer.submitted_at', 'is not', null)
              .whereRef('newer.version', '>', 'v.version'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('artwork_reviews as a')
              .select('a.id')
              .whereRef('a.version_id', '=', 'v.id')
              .where('a.settles', '=', 1)
              .where('a.decision', '<>', 'reopened')
              .where((later) => later.not(later.exists(later.selectFrom('artwork_reviews as b').select('b.id').whereRef('b.version_id', '=', 'v.id').where('b.decision', '=', 'reopened').whereRef('b.id', '>', 'a.id')))),
          ),
        ),
      ]),
    )
    .orderBy('v.id')
    .execute();
}
