import type { CheckProgress, PreflightFinding, PreflightReport } from '../../../src/api/contract';
import { type DbOrTrx, nowIso } from '../../db/schema';
import type { PreflightCheckRow } from '../../db/tables/preflight-checks';
import { enqueueJobs } from '../../jobs/repository';

/** The jobs that check a version's file, one per run. */
export const PREFLIGHT_CHECK = 'preflight-check';
export const checkJobKey = (versionId: number, run: number) => `${PREFLIGHT_CHECK}:${versionId}:${run}`;

/**
 * Queues a run of a version's file check: the first at upload, the next each time staff ask.
 * The progress and page findings of the run before go; the version's report stays until the new
 * run replaces it. Answers the run's number.
 */
export async function queueCheck(db: DbOrTrx, versionId: number, requestedBy: number | null, now = new Date()): Promise<number> {
  const fresh = { state: 'queued' as const, pages_done: 0, pages_total: null, requested_by: requestedBy, queued_at: nowIso(now), started_at: null, finished_at: null };
  const row = await db
    .insertInto('preflight_checks')
    .values({ version_id: versionId, run: 1, ...fresh })
    .onConflict((conflict) => conflict.column('version_id').doUpdateSet((eb) => ({ ...fresh, run: eb('preflight_checks.run', '+', 1) })))
    .returning('run')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('preflight_check_pages').where('version_id', '=', versionId).execute();
  await enqueueJobs(db, [{ kind: PREFLIGHT_CHECK, key: checkJobKey(versionId, row.run), payload: { versionId, run: row.run }, runAt: now }], now);
  return row.run;
}

export function findCheck(db: DbOrTrx, versionId: number): Promise<PreflightCheckRow | undefined> {
  return db.selectFrom('preflight_checks').selectAll().where('version_id', '=', versionId).executeTakeFirst();
}

/** The run begins (again, after a crash): what an earlier try of it stored goes. False if a newer run replaced it. */
export async function startCheck(db: DbOrTrx, versionId: number, run: number, now = new Date()): Promise<boolean> {
  const started = await db
    .updateTable('preflight_checks')
    .set({ state: 'checking', pages_done: 0, started_at: nowIso(now) })
    .where('version_id', '=', versionId)
    .where('run', '=', run)
    .where('state', 'in', ['queued', 'checking'])
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) === 0) return false;
  await db.deleteFrom('preflight_check_pages').where('version_id', '=', versionId).execute();
  return true;
}

/** One page checked: its findings are kept and the count goes up. Answers the progress stored, unless a newer run replaced this one. */
export async function recordCheckedPage(db: DbOrTrx, versionId: number, run: number, page: number, pageCount: number, findings: readonly PreflightFinding[]): Promise<CheckProgress | undefined> {
  await db
    .insertInto('preflight_check_pages')
    .values({ version_id: versionId, page, findings: JSON.stringify(findings) })
    .onConflict((conflict) => conflict.columns(['version_id', 'page']).doUpdateSet({ findings: JSON.stringify(findings) }))
    .execute();
  const row = await db
    .updateTable('preflight_checks')
    .set((eb) => ({
      pages_total: pageCount,
      pages_done: eb.selectFrom('preflight_check_pages').select((inner) => inner.fn.countAll<number>().as('pages')).where('version_id', '=', versionId),
    }))
    .where('version_id', '=', versionId)
    .where('run', '=', run)
    .returningAll()
    .executeTakeFirst();
  return row && progressOf(row, pageCount);
}

/**
 * The run is done: its report becomes the version's (in place of any earlier one), and the page
 * rows, which the report now holds, go. False if a newer run replaced it.
 */
export async function finishCheck(db: DbOrTrx, versionId: number, run: number, report: PreflightReport, now = new Date()): Promise<boolean> {
  const pages = report.facts.pageCount ?? 1;
  const finished = await db
    .updateTable('preflight_checks')
    .set({ state: 'done', pages_done: pages, pages_total: pages, finished_at: nowIso(now) })
    .where('version_id', '=', versionId)
    .where('run', '=', run)
    .executeTakeFirst();
  if (Number(finished.numUpdatedRows) === 0) return false;
  await db.updateTable('artwork_versions').set({ preflight: JSON.stringify(report), preflight_outcome: report.outcome }).where('id', '=', versionId).execute();
  await db.deleteFrom('preflight_check_pages').where('version_id', '=', versionId).execute();
  return true;
}

/** The run could not finish (its last try failed). */
export async function failCheck(db: DbOrTrx, versionId: number, run: number, now = new Date()): Promise<void> {
  await db.updateTable('preflight_checks').set({ state: 'failed', finished_at: nowIso(now) }).where('version_id', '=', versionId).where('run', '=', run).execute();
}

/** A version stored before checks ran as jobs has no row: its report was written at upload. */
const checkedAtUpload = (pageCount: number): CheckProgress => ({ state: 'done', pagesDone: pageCount, pagesTotal: pageCount });

export const progressOf = (row: PreflightCheckRow | undefined, pageCount: number): CheckProgress =>
  row ? { state: row.state, pagesDone: row.pages_done, pagesTotal: row.pages_total } : checkedAtUpload(pageCount);

/** The checks of these versions, by version. */
export async function checksOf(db: DbOrTrx, versionIds: readonly number[]): Promise<Map<number, PreflightCheckRow>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db.selectFrom('preflight_checks').selectAll().where('version_id', 'in', versionIds).execute();
  return new Map(rows.map((row) => [row.version_id, row]));
}

/** The findings of the pages a running check has done, page by page. */
export async function checkedPageFindings(db: DbOrTrx, versionId: number): Promise<PreflightFinding[]> {
  const rows = await db.selectFrom('preflight_check_pages').select('findings').where('version_id', '=', versionId).orderBy('page').execute();
  return rows.flatMap((row) => JSON.parse(row.findings) as PreflightFinding[]);
}
