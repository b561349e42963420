import { TILE_MESSAGES, type TileSet } from '../../../src/api/contract';
import type { Db } from '../../db/schema';
import type { TilePageRow } from '../../db/tables/proofing';
import { AppError } from '../../lib/app-error';
import { readableVersion } from '../uploads/versions-service';
import type { Actor } from '../events/actor';
import { pagesOf } from './pages';
import { hasTile } from './pyramid';
import { queueTiles, tileJobKey } from './tiles-job';
import { findTilePage, tileJobStatus, tilePagesOf } from './tiles-repository';
import { versionPath } from './web-annotation';

export const dziUrlOf = (versionId: number, page: number) => `${versionPath(versionId)}/page/${page}/image.dzi`;

/**
 * A version's tiles, read by whoever may read its file. Not made yet: its job is queued if it has
 * none (`queued` is then true, so that the caller starts it at once).
 */
export async function tileSetOf(db: Db, actor: Actor, versionId: number): Promise<TileSet & { queued: boolean }> {
  const version = await readableVersion(db, actor, versionId);
  const pageCount = pagesOf(version);
  const rows = await tilePagesOf(db, version.id);
  if (rows.length >= pageCount) {
    const pages = rows.map((row) => ({ page: row.page, width: row.width, height: row.height, tileSize: row.tile_size, overlap: row.overlap, format: 'jpeg' as const, dziUrl: dziUrlOf(version.id, row.page) }));
    return { status: 'ready', pageCount, pages, queued: false };
  }
  const job = await tileJobStatus(db, tileJobKey(version.id));
  // Done without every page: the job declined the file (too many pixels to tile), and will not try again.
  if (job === 'failed' || job === 'done') return { status: 'failed', pageCount, pages: [], queued: false };
  if (job === undefined) await queueTiles(db, version.id);
  return { status: 'pending', pageCount, pages: [], queued: job === undefined };
}

/** One page's pyramid of a version the actor may read; 404 until it is made. */
export async function tilePageOf(db: Db, actor: Actor, versionId: number, page: number): Promise<TilePageRow> {
  const version = await readableVersion(db, actor, versionId);
  const row = await findTilePage(db, version.id, page);
  if (!row) throw new AppError('notFound', { message: page > pagesOf(version) ? TILE_MESSAGES.tileNotFound : TILE_MESSAGES.notReady });
  return row;
}

/** The storage key of one tile, if the page's pyramid has it. */
export async function tileKeyOf(db: Db, actor: Actor, versionId: number, page: number, level: number, tile: string): Promise<string> {
  const row = await tilePageOf(db, actor, versionId, page);
  const [column, rowIndex] = tile.replace('.jpeg', '').split('_').map(Number) as [number, number];
  if (!hasTile(row.width, row.height, row.tile_size, level, column, rowIndex)) throw new AppError('notFound', { message: TILE_MESSAGES.tileNotFound });
  return `${row.tiles_prefix}/${level}/${tile}`;
}


/** The page's Deep Zoom descriptor, as OpenSeadragon reads it. */
export const dziOf = (row: TilePageRow) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="jpeg" Overlap="${row.overlap}" TileSize="${row.tile_size}"><Size Width="${row.width}" Height="${row.height}"/></Image>\n`;
