import { DIFFERENCE_TEXTS, type DifferencePage, type DifferenceSet, type NoteChange } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import type { DifferencePageRow } from '../../db/tables/proofing';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../events/actor';
import { readableVersion } from '../uploads/versions-service';
import { differenceJobKey, queueDifference } from './difference-job';
import { adjacentSubmittedVersion, differencePagesOf, findDifferencePage } from './differences-repository';
import { carriedNotesOf, regionsAtNote } from './note-changes';
import { pagesOf } from './pages';
import { hasTile } from './pyramid';
import { tileJobStatus } from './tiles-repository';
import { annotationIri, versionPath } from './web-annotation';

type Box = { x: number; y: number; w: number; h: number };

export const maskDziUrlOf = (versionId: number, page: number) => `${versionPath(versionId)}/page/${page}/difference.dzi`;

/** The pages' rows as the contract gives them, their regions numbered from 1 across the pages. */
function toPages(rows: readonly DifferencePageRow[]): DifferencePage[] {
  let number = 0;
  return rows.map((row) => ({
    page: row.page,
    changedShare: row.changed_ppm / 1_000_000,
    regions: (JSON.parse(row.regions) as Box[]).map((box) => ({ number: ++number, ...box })),
    mask: { width: row.width, height: row.height, tileSize: row.tile_size, overlap: row.overlap, format: 'png' as const, dziUrl: maskDziUrlOf(row.version_id, row.page) },
  }));
}

/** A version's difference as found so far, with no access check and nothing queued; `jobMissing`: it is pending and has no job yet. */
export async function foundDifferenceOf(db: DbOrTrx, version: VersionRow): Promise<Pick<DifferenceSet, 'status' | 'base' | 'pages'> & { jobMissing: boolean }> {
  const base = version.submitted_at === null ? undefined : await adjacentSubmittedVersion(db, version);
  if (!base) return { status: 'none', base: null, pages: [], jobMissing: false };
  const baseOf = { versionId: base.id, version: base.submission ?? base.version };
  const rows = await differencePagesOf(db, version.id);
  if (rows.length >= pagesOf(version)) return { status: 'ready', base: baseOf, pages: toPages(rows), jobMissing: false };
  const job = await tileJobStatus(db, differenceJobKey(version.id));
  return { status: job === 'failed' ? 'failed' : 'pending', base: baseOf, pages: [], jobMissing: job === undefined };
}

/**
 * What changed on a version since the one before, read by whoever may read its file, with each
 * note carried to it marked changed or unchanged by whether a changed region overlaps its place.
 * Not found yet: its job is queued if it has none (`queued` is then true).
 */
export async function differenceOf(db: Db, appUrl: string, actor: Actor, versionId: number): Promise<DifferenceSet & { queued: boolean }> {
  const version = await readableVersion(db, actor, versionId);
  const { status, base, pages, jobMissing } = await foundDifferenceOf(db, version);
  if (jobMissing) await queueDifference(db, version.id);
  if (status !== 'ready') return { status, base, pages: [], notes: [], queued: jobMissing };
  const notes: NoteChange[] = (await carriedNotesOf(db, version)).map((row) => ({ annotationId: annotationIri(appUrl, row), changed: regionsAtNote(pages, row).length > 0 }));
  return { status, base, pages, notes, queued: false };
}

/** One page's difference of a version the actor may read; 404 until it is found. */
export async function differencePageOf(db: Db, actor: Actor, versionId: number, page: number): Promise<DifferencePageRow> {
  const version = await readableVersion(db, actor, versionId);
  const row = await findDifferencePage(db, version.id, page);
  if (!row) throw new AppError('notFound', { message: DIFFERENCE_TEXTS.notFound });
  return row;
}

/** The storage key of one tile of a page's mask, if its pyramid has it. */
export async function maskKeyOf(db: Db, actor: Actor, versionId: number, page: number, level: number, tile: string): Promise<string> {
  const row = await differencePageOf(db, actor, versionId, page);
  const [column, rowIndex] = tile.replace('.png', '').split('_').map(Number) as [number, number];
  if (!hasTile(row.width, row.height, row.tile_size, level, column, rowIndex)) throw new AppError('notFound', { message: DIFFERENCE_TEXTS.notFound });
  return `${row.mask_prefix}/${level}/${tile}`;
}

/** The mask's Deep Zoom descriptor, as OpenSeadragon reads it. */
export const maskDziOf = (row: DifferencePageRow) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="png" Overlap="${row.overlap}" TileSize="${row.tile_size}"><Size Width="${row.width}" Height="${row.height}"/></Image>\n`;
