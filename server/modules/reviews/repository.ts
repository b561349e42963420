import type { ArtworkReview, ReviewReason } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { ReviewRow } from '../../db/tables/artwork';

/** The latest decision per requirement for one company. */
export async function latestReviewsOf(db: DbOrTrx, companyId: number, requirementIds: readonly number[]): Promise<Map<number, ReviewRow>> {
  const latest = new Map<number, ReviewRow>();
  if (requirementIds.length === 0) return latest;
  const rows = await db
    .selectFrom('artwork_reviews')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('requirement_id', 'in', requirementIds)
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

/** Review rows as the API answers them, with each version's number and the reviewer's name. */
export async function toReviews(db: DbOrTrx, rows: readonly ReviewRow[]): Promise<ArtworkReview[]> {
  if (rows.length === 0) return [];
  const versions = await db.selectFrom('artwork_versions').select(['id', 'submission']).where('id', 'in', [...new Set(rows.map((row) => row.version_id))]).execute();
  const reviewerIds = [...new Set(rows.map((row) => row.reviewer_id).filter((id): id is number => id !== null))];
  const reviewers = reviewerIds.length === 0 ? [] : await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', 'in', reviewerIds).execute();
  const names = new Map(reviewers.map((user) => [user.id, `${user.firstname} ${user.lastname}`]));
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
    createdAt: row.created_at,
  }));
}
