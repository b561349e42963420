import * as z from 'zod/mini';
import { ARTWORK_MESSAGES, TILE_MESSAGES } from './texts';
import { positiveId } from './ids';

/**
 * Deep-zoom tiles of a version (Deep Zoom Image, DZI, as OpenSeadragon reads it): one pyramid per
 * page (an image has one page, a PDF one per page, rendered by poppler), made once by the server
 * after the version is stored and kept beside its file. Each page's descriptor is at `dziUrl`; its
 * tiles at `{dziUrl without .dzi}_files/{level}/{column}_{row}.jpeg`, read with the same access as
 * the version's file.
 */
export const TILE_STATUSES = ['ready', 'pending', 'failed'] as const;
export type TileStatus = (typeof TILE_STATUSES)[number];

export const tilePage = z.object({
  page: z.number().check(z.int()),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  tileSize: z.number().check(z.int()),
  overlap: z.number().check(z.int()),
  format: z.literal('jpeg'),
  dziUrl: z.string(),
});
export type TilePage = z.infer<typeof tilePage>;

/** GET /api/artwork/version/{id}/tiles: the pages' pyramids once ready; how many pages the version has either way. */
export const tileSet = z.object({ status: z.enum(TILE_STATUSES), pageCount: z.number().check(z.int()), pages: z.array(tilePage) });
export type TileSet = z.infer<typeof tileSet>;

const pageNumber = positiveId(TILE_MESSAGES.tileNotFound);

export const tilePageParams = z.object({ id: positiveId(ARTWORK_MESSAGES.versionNotFound), page: pageNumber });

/** A tile's place in its page's pyramid: the level, and `{column}_{row}.jpeg`. */
export const tileParams = z.object({
  id: positiveId(ARTWORK_MESSAGES.versionNotFound),
  page: pageNumber,
  level: z.pipe(z.string().check(z.regex(/^\d{1,2}$/, TILE_MESSAGES.tileNotFound)), z.transform(Number)),
  tile: z.string().check(z.regex(/^\d{1,6}_\d{1,6}\.jpeg$/, TILE_MESSAGES.tileNotFound)),
});
