import type { DbOrTrx } from '../../db/schema';
import type { ReviewRow } from '../../db/tables/artwork';

/** What the proof report names a version by: its requirement (with the printed size), event and company. */
export function reportSubjectOf(db: DbOrTrx, requirementId: number, companyId: number) {
  return db
    .selectFrom('artwork_requirements as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('exhibiting_companies as c', (join) => join.on('c.id', '=', companyId))
    .select(['r.name as requirement', 'r.width_mm', 'r.height_mm', 'r.bleed_mm', 'e.name as event', 'e.time_zone', 'c.company_name as company'])
    .where('r.id', '=', requirementId)
    .executeTakeFirstOrThrow();
}

/** The decisions made on one version, oldest first. */
export function decisionsOnVersion(db: DbOrTrx, versionId: number): Promise<ReviewRow[]> {
  return db.selectFrom('artwork_reviews').selectAll().where('version_id', '=', versionId).orderBy('id').execute();
}
