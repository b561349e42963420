import type { Generated, Selectable } from 'kysely';

/** A pin (w = h = 0) or a box on one page of a version, as fractions 0..1 of the page's width and height. */
export interface ArtworkAnnotationsTable {
  id: Generated<number>;
  version_id: number;
  /** Given once when it is placed, counted per company and requirement: it never changes. */
  number: number;
  /** From 1; always 1 for an image. */
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The comment that opens the thread. */
  body: string;
  author_id: number | null;
  created_at: string;
  /** When it was last moved or reworded (its creation time until then). */
  updated_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
  /** The version being reviewed when it was resolved: its own, or a later one it was carried into. */
  resolved_on_version_id: number | null;
}
export type AnnotationRow = Selectable<ArtworkAnnotationsTable>;

/** The last note number given on a company's versions of a requirement. */
export interface ArtworkAnnotationNumbersTable {
  requirement_id: number;
  company_id: number;
  last_number: number;
}

/** A reply in an annotation's thread; never changed. */
export interface ArtworkAnnotationRepliesTable {
  id: Generated<number>;
  annotation_id: number;
  body: string;
  author_id: number | null;
  created_at: string;
}
export type ReplyRow = Selectable<ArtworkAnnotationRepliesTable>;

/** The stored deep-zoom pyramid of one page of a version. */
export interface ArtworkTilePagesTable {
  version_id: number;
  page: number;
  /** `tiles/3f/3f9c…`: each tile is `{prefix}/{level}/{column}_{row}.jpeg`. */
  tiles_prefix: string;
  width: number;
  height: number;
  tile_size: number;
  overlap: number;
  created_at: string;
}
export type TilePageRow = Selectable<ArtworkTilePagesTable>;

/** What changed on one page of a version since the previous submitted version, with its mask's pyramid. */
export interface ArtworkDifferencePagesTable {
  version_id: number;
  page: number;
  /** The version compared against: the company's previous submitted version of the requirement. */
  base_version_id: number;
  /** `masks/3f/3f9c…`: each tile is `{prefix}/{level}/{column}_{row}.png`. */
  mask_prefix: string;
  width: number;
  height: number;
  tile_size: number;
  overlap: number;
  /** JSON: the changed regions, boxes as fractions 0..1 of the page's width and height. */
  regions: string;
  /** The share of the page changed, in parts per million. */
  changed_ppm: number;
  created_at: string;
}
export type DifferencePageRow = Selectable<ArtworkDifferencePagesTable>;
