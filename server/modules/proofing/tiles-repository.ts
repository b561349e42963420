import { type DbOrTrx, nowIso } from '../../db/schema';
import type { TilePageRow } from '../../db/tables/proofing';

export function tilePagesOf(db: DbOrTrx, versionId: number): Promise<TilePageRow[]> {
  return db.selectFrom('artwork_tile_pages').selectAll().where('version_id', '=', versionId).orderBy('page').execute();
}

export function findTilePage(db: DbOrTrx, versionId: number, page: number): Promise<TilePageRow | undefined> {
  return db.selectFrom('artwork_tile_pages').selectAll().where('version_id', '=', versionId).where('page', '=', page).executeTakeFirst();
}

export async function insertTilePage(db: DbOrTrx, row: Omit<TilePageRow, 'created_at'>): Promise<void> {
  await db.insertInto('artwork_tile_pages').values({ ...row, created_at: nowIso() }).execute();
}

/** How the job making a version's tiles stands, if there is one. */
export async function tileJobStatus(db: DbOrTrx, jobKey: string): Promise<'pending' | 'running' | 'done' | 'failed' | undefined> {
  return (await db.selectFrom('jobs').select('status').where('key', '=', jobKey).executeTakeFirst())?.status;
}

/** Versions that have no tiles yet and no job to make them, oldest first. */
export async function versionsWithoutTiles(db: DbOrTrx, jobPrefix: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('artwork_versions as v')
    .select('v.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('artwork_tile_pages as t').select('t.page').whereRef('t.version_id', '=', 'v.id'))))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('jobs as j').select('j.id').whereRef('j.key', '=', eb.fn<string>('concat', [eb.cast(eb.val(jobPrefix), 'text'), eb.cast('v.id', 'text')])))),
    )
    .orderBy('v.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Tile pages whose version is gone. */
export function orphanTilePages(db: DbOrTrx, limit: number): Promise<TilePageRow[]> {
  return db
    .selectFrom('artwork_tile_pages as t')
    .selectAll('t')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('artwork_versions as v').select('v.id').whereRef('v.id', '=', 't.version_id'))))
    .limit(limit)
    .execute();
}

export async function deleteTilePages(db: DbOrTrx, prefixes: readonly string[]): Promise<void> {
  if (prefixes.length > 0) await db.deleteFrom('artwork_tile_pages').where('tiles_prefix', 'in', prefixes).execute();
}

/** Forgets a version's tiles and the job that made them, so that they are made again. */
export async function forgetTiles(db: DbOrTrx, versionId: number, jobKey: string): Promise<TilePageRow[]> {
  const rows = await tilePagesOf(db, versionId);
  await db.deleteFrom('artwork_tile_pages').where('version_id', '=', versionId).execute();
  await db.deleteFrom('jobs').where('key', '=', jobKey).execute();
  return rows;
}
