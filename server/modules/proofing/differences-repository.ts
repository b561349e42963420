import { type DbOrTrx, nowIso } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import type { DifferencePageRow } from '../../db/tables/proofing';

export function differencePagesOf(db: DbOrTrx, versionId: number): Promise<DifferencePageRow[]> {
  return db.selectFrom('artwork_difference_pages').selectAll().where('version_id', '=', versionId).orderBy('page').execute();
}

export function findDifferencePage(db: DbOrTrx, versionId: number, page: number): Promise<DifferencePageRow | undefined> {
  return db.selectFrom('artwork_difference_pages').selectAll().where('version_id', '=', versionId).where('page', '=', page).executeTakeFirst();
}

export async function insertDifferencePage(db: DbOrTrx, row: Omit<DifferencePageRow, 'created_at'>): Promise<void> {
  await db.insertInto('artwork_difference_pages').values({ ...row, created_at: nowIso() }).execute();
}

/** The company's submitted version of the requirement just before this one (or just after it), if any. */
export function adjacentSubmittedVersion(db: DbOrTrx, version: Pick<VersionRow, 'requirement_id' | 'company_id' | 'version'>, side: 'before' | 'after' = 'before'): Promise<VersionRow | undefined> {
  return db
    .selectFrom('artwork_versions')
    .selectAll()
    .where('requirement_id', '=', version.requirement_id)
    .where('company_id', '=', version.company_id)
    .where('version', side === 'before' ? '<' : '>', version.version)
    .where('submitted_at', 'is not', null)
    .orderBy('version', side === 'before' ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Submitted versions with tiles and an earlier submitted version of theirs, that have no difference
 * yet and no job to find it, oldest first.
 */
export async function versionsWithoutDifference(db: DbOrTrx, jobPrefix: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('artwork_versions as v')
    .select('v.id')
    .where('v.submitted_at', 'is not', null)
    .where((eb) => eb.exists(eb.selectFrom('artwork_tile_pages as t').select('t.page').whereRef('t.version_id', '=', 'v.id')))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('artwork_versions as p')
          .select('p.id')
          .whereRef('p.requirement_id', '=', 'v.requirement_id')
          .whereRef('p.company_id', '=', 'v.company_id')
          .whereRef('p.version', '<', 'v.version')
          .where('p.submitted_at', 'is not', null),
      ),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('artwork_difference_pages as d').select('d.page').whereRef('d.version_id', '=', 'v.id'))))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('jobs as j').select('j.id').whereRef('j.key', '=', eb.fn<string>('concat', [eb.cast(eb.val(jobPrefix), 'text'), eb.cast('v.id', 'text')])))),
    )
    .orderBy('v.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Difference pages whose version is gone. */
export function orphanDifferencePages(db: DbOrTrx, limit: number): Promise<DifferencePageRow[]> {
  return db
    .selectFrom('artwork_difference_pages as d')
    .selectAll('d')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('artwork_versions as v').select('v.id').whereRef('v.id', '=', 'd.version_id'))))
    .limit(limit)
    .execute();
}

export async function deleteDifferencePages(db: DbOrTrx, prefixes: readonly string[]): Promise<void> {
  if (prefixes.length > 0) await db.deleteFrom('artwork_difference_pages').where('mask_prefix', 'in', prefixes).execute();
}

/** Forgets a version's difference and the job that found it, so that it is found again. */
export async function forgetDifference(db: DbOrTrx, versionId: number, jobKey: string): Promise<DifferencePageRow[]> {
  const rows = await differencePagesOf(db, versionId);
  await db.deleteFrom('artwork_difference_pages').where('version_id', '=', versionId).execute();
  await db.deleteFrom('jobs').where('key', '=', jobKey).execute();
  return rows;
}
