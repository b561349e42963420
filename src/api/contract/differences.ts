import * as z from 'zod/mini';
import { ARTWORK_MESSAGES, DIFFERENCE_TEXTS } from './texts';
import { positiveId } from './ids';

/**
 * What changed on a version since the company's previous submitted version of the requirement,
 * found by the server once both have their tiles: page by page, at a common scale (the printed
 * size), aligned on the trim. Each page has its changed regions (boxes as fractions 0..1 of the
 * page, merged where they touch, numbered from 1 across the pages), the share of it changed, and
 * a difference mask with its own Deep Zoom pyramid (transparent PNG tiles, red where it changed)
 * at `maskUrl`, drawn over the artwork. Each note carried from an earlier version (open, or resolved
 * while this version was reviewed) is marked `changed` when a changed region overlaps its place on
 * its page.
 */
export const DIFFERENCE_STATUSES = ['ready', 'pending', 'failed', 'none'] as const;
export type DifferenceStatus = (typeof DIFFERENCE_STATUSES)[number];

const fraction = z.number().check(z.gte(0), z.lte(1));

export const differenceRegion = z.object({ number: z.number().check(z.int()), x: fraction, y: fraction, w: fraction, h: fraction });
export type DifferenceRegion = z.infer<typeof differenceRegion>;

export const differencePage = z.object({
  page: z.number().check(z.int()),
  /** The share of the page changed, 0..1. */
  changedShare: fraction,
  regions: z.array(differenceRegion),
  mask: z.object({ width: z.number().check(z.int()), height: z.number().check(z.int()), tileSize: z.number().check(z.int()), overlap: z.number().check(z.int()), format: z.literal('png'), dziUrl: z.string() }),
});
export type DifferencePage = z.infer<typeof differencePage>;

/** A note carried to this version (open, or resolved on it), and whether a changed region overlaps its place. */
export const noteChange = z.object({ annotationId: z.string(), changed: z.boolean() });
export type NoteChange = z.infer<typeof noteChange>;

/** GET /api/artwork/version/{id}/difference. `none`: the version is a first one (or a draft), with nothing to compare. */
export const differenceSet = z.object({
  status: z.enum(DIFFERENCE_STATUSES),
  base: z.nullable(z.object({ versionId: z.number().check(z.int()), version: z.number().check(z.int()) })),
  pages: z.array(differencePage),
  notes: z.array(noteChange),
});
export type DifferenceSet = z.infer<typeof differenceSet>;

const pageNumber = positiveId(DIFFERENCE_TEXTS.notFound);
export const maskTileParams = z.object({
  id: positiveId(ARTWORK_MESSAGES.versionNotFound),
  page: pageNumber,
  level: z.pipe(z.string().check(z.regex(/^\d{1,2}$/, DIFFERENCE_TEXTS.notFound)), z.transform(Number)),
  tile: z.string().check(z.regex(/^\d{1,6}_\d{1,6}\.png$/, DIFFERENCE_TEXTS.notFound)),
});

/** "0.4 %": a share as the list shows it, to a tenth of a percent (less than that shows as "< 0.1 %"). */
export const sharePercent = (share: number) => (share > 0 && share < 0.001 ? '< 0.1 %' : `${(Math.round(share * 1000) / 10).toString()} %`);
