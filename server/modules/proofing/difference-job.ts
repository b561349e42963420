import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Db, DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import type { DifferencePageRow, TilePageRow } from '../../db/tables/proofing';
import { bringForward, enqueueJobs } from '../../jobs/repository';
import type { JobHandler, JobPlanner } from '../../jobs/runner';
import { planRemoval } from '../../storage/file-removals';
import type { Storage } from '../../storage/storage';
import { findRequirement } from '../requirements/repository';
import { findVersion } from '../uploads/versions-repository';
import { BAND_OVERLAP_PX, type Comparison, startComparison } from './difference';
import {
  deleteDifferencePages,
  differencePagesOf,
  forgetDifference,
  insertDifferencePage,
  orphanDifferencePages,
  adjacentSubmittedVersion,
  versionsWithoutDifference,
} from './differences-repository';
import { pagesOf } from './pages';
import { levelsOf, levelSize, makePyramid, tileNames } from './pyramid';
import { storePyramid, tileJobKey } from './tiles-job';
import { tileJobStatus, tilePagesOf } from './tiles-repository';

export const MAKE_DIFFERENCE = 'make-difference';
export const differenceJobKey = (versionId: number) => `${MAKE_DIFFERENCE}:${versionId}`;

/**
 * The common grid's long side at most, in pixels. Both pages are compared on it at the printed
 * size: a 4 × 3 m banner at 0.75 px/mm (a 5 mm move is 4 px), an A4 flyer at its tiles' own
 * resolution. The pages are read and compared a band at a time; the mask is held whole (about 25 MB at 4 × 3).
 */
export const GRID_LONG_SIDE_PX = 3000;
const PLAN_BATCH = 50;
/** The grid is compared in bands of this many rows (a multiple of CELL_PX): about a tile row of a level at a time. */
export const BAND_ROWS = 256;
/** How far (in rows of the level, times its scale) lanczos3 reaches beyond the rows it makes. */
const KERNEL_REACH = 4;
/** A page's tiles are read this many at a time. */
const READING_AT_ONCE = 8;
/** Waiting for the earlier version's tiles, the job looks again after this long. */
const TILES_WAIT_MS = 30_000;

/** The job finding a version's difference, due now (made once: its key is the version's; one waiting for tiles is brought forward). */
export async function queueDifference(db: DbOrTrx, versionId: number, now = new Date()): Promise<void> {
  const key = differenceJobKey(versionId);
  if ((await enqueueJobs(db, [{ kind: MAKE_DIFFERENCE, key, payload: { versionId }, runAt: now }], now)) === 0) await bringForward(db, key, now);
}

/**
 * Once a version has its tiles: its difference from the version before, and the difference of the
 * version after it, which waited for these tiles. A draft has none until it is submitted (the
 * planner finds it then).
 */
export async function queueDifferencesAfterTiles(db: DbOrTrx, version: VersionRow, now = new Date()): Promise<void> {
  if (version.submitted_at === null) return;
  if (await adjacentSubmittedVersion(db, version)) await queueDifference(db, version.id, now);
  const next = await adjacentSubmittedVersion(db, version, 'after');
  if (next && (await tilePagesOf(db, next.id)).length >= pagesOf(next)) await queueDifference(db, next.id, now);
}

/** Each round, a job for every submitted version with tiles and an earlier version, and no difference. */
export const planDifferences =
  (db: Db): JobPlanner =>
  async (now) => {
    const ids = await versionsWithoutDifference(db, `${MAKE_DIFFERENCE}:`, PLAN_BATCH);
    await enqueueJobs(
      db,
      ids.map((versionId) => ({ kind: MAKE_DIFFERENCE, key: differenceJobKey(versionId), payload: { versionId }, runAt: now })),
      now,
    );
  };

/** Every stored key of these pages' masks. */
const maskKeysOf = (rows: readonly DifferencePageRow[]) => rows.flatMap((row) => tileNames(row.width, row.height, row.tile_size, 'png').map((name) => `${row.mask_prefix}/${name}`));

/** A version's masks that storage no longer has (a restored backup): forgotten and found again. */
export async function remakeDifference(db: Db, versionId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await planRemoval(trx, maskKeysOf(await forgetDifference(trx, versionId, differenceJobKey(versionId))));
    await queueDifference(trx, versionId);
  });
}

/** Each round, the masks of versions since deleted are written down for removal, with their rows. */
export const sweepDifferences =
  (db: Db): JobPlanner =>
  async (now) => {
    const orphans = await orphanDifferencePages(db, PLAN_BATCH);
    if (orphans.length === 0) return;
    await db.transaction().execute(async (trx) => {
      await planRemoval(trx, maskKeysOf(orphans), now);
      await deleteDifferencePages(
        trx,
        orphans.map((row) => row.mask_prefix),
      );
    });
  };

/** The comparison's grid: the printed size with its bleed, at the lower of the two pages' resolutions, its long side at most GRID_LONG_SIDE_PX. */
export function gridOf(printed: { widthMm: number; heightMm: number; bleedMm: number }, pages: readonly Pick<TilePageRow, 'width' | 'height'>[]) {
  const widthMm = printed.widthMm + 2 * printed.bleedMm;
  const heightMm = printed.heightMm + 2 * printed.bleedMm;
  const pxPerMm = Math.min(GRID_LONG_SIDE_PX / Math.max(widthMm, heightMm), ...pages.map((page) => Math.min(page.width / widthMm, page.height / heightMm)));
  return { width: Math.max(1, Math.round(widthMm * pxPerMm)), height: Math.max(1, Math.round(heightMm * pxPerMm)) };
}

type TiledPage = Pick<TilePageRow, 'width' | 'height' | 'tile_size' | 'overlap' | 'tiles_prefix'>;

/** The level of a page's pyramid the grid is read from: the smallest at least as large as the grid. */
function levelFor(row: TiledPage, grid: { width: number; height: number }): number {
  let level = levelsOf(row.width, row.height) - 1;
  while (level > 0) {
    const smaller = levelSize(row.width, row.height, level - 1);
    if (smaller.width < grid.width || smaller.height < grid.height) break;
    level -= 1;
  }
  return level;
}

/**
 * Rows `first` to `last` (exclusive) of a page at the grid's size in RGBA, read from its stored
 * tiles: the tile rows of its level that cover them (with the rows the resize kernel reaches
 * beyond), put together and resized onto the grid, so that a band's memory is a few tile rows,
 * whatever the page's size. The page covers the printed size with its bleed (the rule print
 * positions follow), so its trim lands on the grid's trim whatever its own pixel size.
 */
export async function bandOnGrid(storage: Pick<Storage, 'open'>, row: TiledPage, grid: { width: number; height: number }, first: number, last: number): Promise<Uint8Array> {
  const level = levelFor(row, grid);
  const size = levelSize(row.width, row.height, level);
  const { tile_size: tile, overlap } = row;
  const scale = size.height / grid.height;
  const reach = Math.ceil(KERNEL_REACH * scale) + 2;
  const fromRow = Math.floor(Math.max(0, Math.floor(first * scale) - reach) / tile);
  const toRow = Math.floor((Math.min(size.height, Math.ceil(last * scale) + reach) - 1) / tile);
  const top = fromRow * tile - (fromRow > 0 ? overlap : 0);
  const bottom = Math.min(size.height, (toRow + 1) * tile + overlap);
  const columns = Math.ceil(size.width / tile);
  const places = Array.from({ length: columns * (toRow - fromRow + 1) }, (_, index) => ({ column: index % columns, row: fromRow + Math.floor(index / columns) }));
  // The tiles are decoded one by one into the band's rows (libvips' composite of them all held far more).
  const band = Buffer.alloc(size.width * (bottom - top) * 3);
  let next = 0;
  const reader = async () => {
    while (next < places.length) {
      const place = places[next++]!;
      const input = await buffer(await storage.open(`${row.tiles_prefix}/${level}/${place.column}_${place.row}.jpeg`));
      const { data, info } = await sharp(input).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const left = place.column * tile - (place.column > 0 ? overlap : 0);
      const above = place.row * tile - (place.row > 0 ? overlap : 0) - top;
      const line = info.width * 3;
      for (let y = 0; y < info.height; y += 1) data.copy(band, ((above + y) * size.width + left) * 3, y * line, (y + 1) * line);
    }
  };
  await Promise.all(Array.from({ length: READING_AT_ONCE }, reader));
  // The band is resized at the page's own scale; the last band ends on the grid's last row.
  const offset = Math.round(top / scale);
  const height = bottom === size.height ? grid.height - offset : Math.round((bottom - top) / scale);
  const onGrid = await sharp(band, { raw: { width: size.width, height: bottom - top, channels: 3 } })
    .resize(grid.width, height, { fit: 'fill', kernel: 'lanczos3' })
    .extract({ left: 0, top: first - offset, width: grid.width, height: last - first })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(onGrid.buffer, onGrid.byteOffset, onGrid.byteLength);
}

/** A whole page at the grid's size in RGBA, read from its stored tiles (one band of every row). */
export const pageOnGrid = (storage: Pick<Storage, 'open'>, row: TiledPage, grid: { width: number; height: number }) => bandOnGrid(storage, row, grid, 0, grid.height);

/** Rows of a blank (white) page, for a page the earlier version does not have. */
const blankRows = (grid: { width: number; height: number }, rows: number) => new Uint8Array(grid.width * rows * 4).fill(255);

/**
 * Compares two pages on the grid band by band (BAND_ROWS rows, each read with BAND_OVERLAP_PX
 * more above and below), so that only a band of each page is held at once.
 */
export async function comparePages(storage: Pick<Storage, 'open'>, after: TiledPage, before: TiledPage | undefined, grid: { width: number; height: number }): Promise<Comparison> {
  const comparison = startComparison(grid.width, grid.height);
  for (let top = 0; top < grid.height; top += BAND_ROWS) {
    const bottom = Math.min(grid.height, top + BAND_ROWS);
    const from = Math.max(0, top - BAND_OVERLAP_PX);
    const to = Math.min(grid.height, bottom + BAND_OVERLAP_PX);
    const [afterBand, beforeBand] = await Promise.all([bandOnGrid(storage, after, grid, from, to), before ? bandOnGrid(storage, before, grid, from, to) : blankRows(grid, to - from)]);
    comparison.add({ before: beforeBand, after: afterBand, from, top, bottom });
  }
  return comparison.finish();
}

/**
 * Compares one page with the earlier version's same page (a page it lacks counts as blank), makes
 * the mask's own pyramid, and stores and records it.
 */
async function differencePage(db: Db, storage: Storage, version: VersionRow, base: VersionRow, after: TilePageRow, before: TilePageRow | undefined, printed: Parameters<typeof gridOf>[0], dir: string) {
  const grid = gridOf(printed, before ? [after, before] : [after]);
  const comparison = await comparePages(storage, after, before, grid);
  const pageDir = path.join(dir, `page-${after.page}`);
  await mkdir(pageDir);
  try {
    const maskFile = path.join(pageDir, 'mask.png');
    await sharp(comparison.mask, { raw: { width: grid.width, height: grid.height, channels: 4 } })
      .png()
      .toFile(maskFile);
    const pyramid = await makePyramid(maskFile, pageDir, { format: 'png' });
    await storePyramid(db, storage, pyramid, 'masks', (trx, prefix) =>
      insertDifferencePage(trx, {
        version_id: version.id,
        page: after.page,
        base_version_id: base.id,
        mask_prefix: prefix,
        width: pyramid.width,
        height: pyramid.height,
        tile_size: pyramid.tileSize,
        overlap: pyramid.overlap,
        regions: JSON.stringify(comparison.regions),
        changed_ppm: Math.round(comparison.changedShare * 1_000_000),
      }),
    );
    return comparison;
  } finally {
    await rm(pageDir, { recursive: true, force: true });
  }
}

/** Whether a version's tiles are all made; `failed` when their job has given up. */
async function tilesState(db: Db, version: VersionRow): Promise<{ rows: TilePageRow[]; state: 'ready' | 'waiting' | 'failed' }> {
  const rows = await tilePagesOf(db, version.id);
  if (rows.length >= pagesOf(version)) return { rows, state: 'ready' };
  return { rows, state: (await tileJobStatus(db, tileJobKey(version.id))) === 'failed' ? 'failed' : 'waiting' };
}

/**
 * The job's work: the version and the one before it are compared page by page from their stored
 * tiles, once both have them, and each page's regions, share changed and mask are recorded (a page
 * at a time, so a claim cut short goes on from the next page).
 */
export const makeDifferenceJob =
  (db: Db, storage: Storage): JobHandler =>
  async (payload, { now }) => {
    const version = await findVersion(db, Number(payload.versionId));
    if (!version || version.submitted_at === null) return { result: { skipped: 'no submitted version' } };
    const base = await adjacentSubmittedVersion(db, version);
    if (!base) return { result: { skipped: 'first version' } };
    const [after, before] = [await tilesState(db, version), await tilesState(db, base)];
    if (after.state === 'failed' || before.state === 'failed') return { result: { skipped: 'no tiles' } };
    if (after.state === 'waiting' || before.state === 'waiting') return { postponeUntil: new Date(now.getTime() + TILES_WAIT_MS) };
    const requirement = await findRequirement(db, version.requirement_id);
    if (!requirement) return { result: { skipped: 'requirement deleted' } };
    const printed = { widthMm: requirement.width_mm, heightMm: requirement.height_mm, bleedMm: requirement.bleed_mm };
    const made = new Set((await differencePagesOf(db, version.id)).map((row) => row.page));
    const started = Date.now();
    const dir = await mkdtemp(path.join(tmpdir(), 'eaum-difference-'));
    try {
      let regions = 0;
      for (const page of after.rows) {
        if (made.has(page.page)) continue;
        regions += (await differencePage(db, storage, version, base, page, before.rows.find((row) => row.page === page.page), printed, dir)).regions.length;
      }
      return { result: { pages: after.rows.length, regions, ms: Date.now() - started } };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
