import type { DbOrTrx } from '../../db/schema';

/** An event's requirements in the order they were made. */
export function requirementsInOrder(db: DbOrTrx, eventId: number) {
  return db.selectFrom('artwork_requirements').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}

/** An event's exhibitors by name, with their booths. */
export function exhibitorsByName(db: DbOrTrx, eventId: number) {
  return db
    .selectFrom('event_exhibitors as x')
    .innerJoin('exhibiting_companies as c', 'c.id', 'x.company_id')
    .select(['c.id', 'c.company_name', 'x.booth'])
    .where('x.event_id', '=', eventId)
    .orderBy('c.company_name')
    .execute();
}

/** Every decision on these versions, oldest first: the printer's list of approvals reads them. */
export function decisionsOnVersions(db: DbOrTrx, versionIds: readonly number[]) {
  if (versionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('artwork_reviews')
    .select(['id', 'version_id', 'decision', 'reviewer_id', 'created_at', 'sha256', 'stage_name', 'with_changes'])
    .where('version_id', 'in', [...versionIds])
    .orderBy('id')
    .execute();
}

/** The name of the reviewer who approved. */
export function reviewerName(db: DbOrTrx, userId: number) {
  return db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', userId).executeTakeFirst();
}
