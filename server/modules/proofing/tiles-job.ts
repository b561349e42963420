import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PreflightReport } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { callOff, carryOut, planRemoval } from '../../storage/file-removals';
import { newKey, type Storage } from '../../storage/storage';
import { findCheck } from '../uploads/check-repository';
import { findVersion } from '../uploads/versions-repository';
import { enqueueJobs } from '../../jobs/repository';
import type { JobHandler, JobPlanner } from '../../jobs/runner';
import { eachPage } from './page-workers';
import { pagesOf } from './pages';
import { makePyramid, pageDpi, pastTileLimit, type Pyramid, renderPdfPage, tileNames } from './pyramid';
import type { TilePageRow } from '../../db/tables/proofing';
import { deleteTilePages, forgetTiles, insertTilePage, orphanTilePages, tilePagesOf, versionsWithoutTiles } from './tiles-repository';

export const MAKE_TILES = 'make-tiles';
export const tileJobKey = (versionId: number) => `${MAKE_TILES}:${versionId}`;

/** Versions the planner takes up a round; the rest come in the next ones. */
const PLAN_BATCH = 50;
/** How long stored tiles may take to be recorded before their removal comes due. */
const RECORDING_MS = 60 * 60_000;
/** Tiles sent to storage at once. */
const STORING_AT_ONCE = 8;
/**
 * A claim of the job tiles pages for about this long, then hands the rest to the next claim (in the
 * same round): well within the job lease, however many pages a PDF has.
 */
const CLAIM_BUDGET_MS = 60_000;
/** How long tiling waits for a version's file check, which counts its pages, before it looks again. */
const CHECK_WAIT_MS = 5_000;
/** A vector drawing is rendered this many pixels on its long side. */
const SVG_LONG_SIDE_PX = 8192;

/** The job making a version's tiles, due now (made once: its key is the version's). */
export async function queueTiles(db: DbOrTrx, versionId: number): Promise<void> {
  await enqueueJobs(db, [{ kind: MAKE_TILES, key: tileJobKey(versionId), payload: { versionId }, runAt: new Date() }]);
}

/** Each round, a job for every version without tiles (one stored before tiles existed, or just now). */
export const planTiles =
  (db: Db): JobPlanner =>
  async (now) => {
    const ids = await versionsWithoutTiles(db, `${MAKE_TILES}:`, PLAN_BATCH);
    await enqueueJobs(
      db,
      ids.map((versionId) => ({ kind: MAKE_TILES, key: tileJobKey(versionId), payload: { versionId }, runAt: now })),
      now,
    );
  };

/** Every stored key of these pages' pyramids. */
const tileKeysOf = (rows: readonly TilePageRow[]) => rows.flatMap((row) => tileNames(row.width, row.height, row.tile_size).map((name) => `${row.tiles_prefix}/${name}`));

/**
 * A version's tiles that storage no longer has (a restored backup, which leaves these derived files
 * out): forgotten, what is left of them written down for removal, and made again, in one transaction.
 */
export async function remakeTiles(db: Db, versionId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await planRemoval(trx, tileKeysOf(await forgetTiles(trx, versionId, tileJobKey(versionId))));
    await queueTiles(trx, versionId);
  });
}

/** Each round, the tiles of versions since deleted are written down for removal, with their rows, in one transaction. */
export const sweepTiles =
  (db: Db): JobPlanner =>
  async (now) => {
    const orphans = await orphanTilePages(db, PLAN_BATCH);
    if (orphans.length === 0) return;
    await db.transaction().execute(async (trx) => {
      await planRemoval(trx, tileKeysOf(orphans), now);
      await deleteTilePages(
        trx,
        orphans.map((row) => row.tiles_prefix),
      );
    });
  };

/** Sends a pyramid's tiles to storage under `prefix`, a few at a time. */
async function storeTiles(storage: Storage, dir: string, prefix: string, names: readonly string[], kind: 'tiles' | 'masks'): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      await storage.adopt(path.join(dir, name), kind, { key: `${prefix}/${name}` });
    }
  };
  await Promise.all(Array.from({ length: STORING_AT_ONCE }, worker));
}

/**
 * Stores a pyramid's tiles under a new key of `kind` and records them with `record`. Their keys are
 * written down for removal before any tile is stored and the record's transaction calls that off,
 * so a crash in between leaves no tile no row names. Answers how many tiles were stored.
 */
export async function storePyramid(db: Db, storage: Storage, pyramid: Pyramid, kind: 'tiles' | 'masks', record: (trx: DbOrTrx, prefix: string) => Promise<void>): Promise<number> {
  const prefix = newKey(kind);
  const names = tileNames(pyramid.width, pyramid.height, pyramid.tileSize, kind === 'masks' ? 'png' : 'jpeg');
  const removal = await planRemoval(
    db,
    names.map((name) => `${prefix}/${name}`),
    new Date(Date.now() + RECORDING_MS),
  );
  try {
    await storeTiles(storage, pyramid.dir, prefix, names, kind);
    await db.transaction().execute(async (trx) => {
      await record(trx, prefix);
      await callOff(trx, removal);
    });
  } catch (error) {
    await carryOut(db, storage, removal);
    throw error;
  }
  return names.length;
}

/** The image a page's pyramid is made from, and how to read it. */
async function pageImage(version: VersionRow, file: string, page: number, dir: string): Promise<{ source: string; density?: number }> {
  if (version.format === 'pdf') {
    const { facts } = JSON.parse(version.preflight) as PreflightReport;
    return { source: await renderPdfPage(file, page, pageDpi(Math.max(facts.pageWidthMm ?? 0, facts.pageHeightMm ?? 0) || undefined), dir) };
  }
  if (version.format === 'svg') {
    const { facts } = JSON.parse(version.preflight) as PreflightReport;
    const longest = Math.max(facts.widthPx ?? 0, facts.heightPx ?? 0);
    // librsvg renders at 72 dpi by default: the density that makes the long side SVG_LONG_SIDE_PX.
    return { source: file, density: longest > 0 ? Math.min(2400, Math.max(1, (72 * SVG_LONG_SIDE_PX) / longest)) : 72 };
  }
  return { source: file };
}

/** Makes and stores one page's pyramid, and records it. */
async function tilePage(db: Db, storage: Storage, version: VersionRow, file: string, page: number, dir: string): Promise<number> {
  const pageDir = path.join(dir, `page-${page}`);
  await mkdir(pageDir);
  try {
    const image = await pageImage(version, file, page, dir);
    const pyramid = await makePyramid(image.source, pageDir, { density: image.density });
    if (image.source !== file) await rm(image.source, { force: true });
    return await storePyramid(db, storage, pyramid, 'tiles', (trx, prefix) =>
      insertTilePage(trx, { version_id: version.id, page, tiles_prefix: prefix, width: pyramid.width, height: pyramid.height, tile_size: pyramid.tileSize, overlap: pyramid.overlap }),
    );
  } finally {
    await rm(pageDir, { recursive: true, force: true });
  }
}

/**
 * The job's work: the version's file is fetched from storage, and each page it lacks tiles for is
 * tiled and stored (a PDF's pages side by side, one per core, each rendered by poppler), for
 * CLAIM_BUDGET_MS a claim. A version since deleted needs none; one whose file check still counts
 * its pages waits for it. Once every page has its tiles, `tiled` is told (the work that waits for
 * them: the difference from the version before).
 */
export const makeTilesJob =
  (db: Db, storage: Storage, claimBudgetMs = CLAIM_BUDGET_MS, tiled: (version: VersionRow, now: Date) => Promise<void> = async () => {}): JobHandler =>
  async (payload, { now }) => {
    const version = await findVersion(db, Number(payload.versionId));
    if (!version) return { result: { skipped: 'version deleted' } };
    const check = await findCheck(db, version.id);
    if (check?.state === 'queued' || check?.state === 'checking') return { postponeUntil: new Date(now.getTime() + CHECK_WAIT_MS) };
    const made = new Set((await tilePagesOf(db, version.id)).map((row) => row.page));
    const pages = pagesOf(version);
    if (made.size >= pages) return { result: { pages, tiles: 0 } };
    const started = Date.now();
    const dir = await mkdtemp(path.join(tmpdir(), 'eaum-tiles-'));
    try {
      const file = path.join(dir, 'source');
      await pipeline(await storage.open(version.storage_key), createWriteStream(file));
      // A raster past the limit is refused unread; its file check already says so. A PDF's pages and an SVG are rendered within it.
      if (version.format !== 'pdf' && version.format !== 'svg' && (await pastTileLimit(file))) return { result: { pages, tiles: 0, skipped: 'too many pixels' } };
      const todo = Array.from({ length: pages }, (_, index) => index + 1).filter((page) => !made.has(page));
      let tiles = 0;
      const { leftOver } = await eachPage(
        todo,
        async (page) => {
          tiles += await tilePage(db, storage, version, file, page, dir);
        },
        () => Date.now() - started < claimBudgetMs,
      );
      if (leftOver) return { postponeUntil: now };
      await tiled(version, now);
      return { result: { pages, tiles, ms: Date.now() - started } };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
