import pixelmatch from 'pixelmatch';
import type { DifferenceRegion } from '../../../src/api/contract';

/**
 * pixelmatch's colour threshold (0..1 of its YIQ distance): a pixel differs past 0.03, a change of
 * about 2.5 % of full scale on every channel. Set from a measurement (`npx tsx
 * bench/diff-threshold.ts`, figures in docs/decisions.md): with cells changed at 75 % of their
 * pixels, a JPEG saved again at quality 85 (or 75) lights no cell, while a colour change of 3 % in
 * one area, and a moved logo, each light one region.
 */
export const PIXEL_THRESHOLD = 0.03;
/** The comparison is read in square cells of this many pixels of the common grid. */
export const CELL_PX = 8;
/**
 * A cell has changed when at least this share of its pixels differ: a re-saved JPEG's differences
 * are scattered and never fill three quarters of a cell; a real edit fills its cells.
 */
export const CELL_SHARE = 0.75;
/** Changed cells this many cells apart or closer make one region: the parts of one moved logo stay together. */
export const MERGE_GAP_CELLS = 1;

/** Two images of one size in RGBA, as sharp's raw output gives them. */
export interface RawPair {
  before: Uint8Array;
  after: Uint8Array;
  width: number;
  height: number;
}

export interface Comparison {
  /** The changed regions, merged where they touch, as fractions 0..1 of the grid (the page). */
  regions: Omit<DifferenceRegion, 'number'>[];
  /** The share of the page's pixels that changed, 0..1. */
  changedShare: number;
  /** RGBA at the grid's size: the changed pixels red, everything else transparent. */
  mask: Uint8Array;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes (in cells, right and bottom exclusive) overlap or touch, edge or corner, give or take MERGE_GAP_CELLS. */
const touches = (a: Box, b: Box) =>
  a.left <= b.right + MERGE_GAP_CELLS && b.left <= a.right + MERGE_GAP_CELLS && a.top <= b.bottom + MERGE_GAP_CELLS && b.top <= a.bottom + MERGE_GAP_CELLS;

/** Boxes merged until none touches another. */
export function mergeTouching(boxes: readonly Box[]): Box[] {
  const merged = boxes.map((box) => ({ ...box }));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < merged.length && !changed; i += 1) {
      for (let j = i + 1; j < merged.length; j += 1) {
        if (!touches(merged[i]!, merged[j]!)) continue;
        const [a, b] = [merged[i]!, merged[j]!];
        merged[i] = { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) };
        merged.splice(j, 1);
        changed = true;
        break;
      }
    }
  }
  return merged.sort((a, b) => a.top - b.top || a.left - b.left);
}

/** The bounding boxes of the groups of changed cells that touch (eight neighbours), in cells. */
function groupsOf(changed: Uint8Array, columns: number, rows: number): Box[] {
  const seen = new Uint8Array(changed.length);
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < changed.length; start += 1) {
    if (!changed[start] || seen[start]) continue;
    const box = { left: columns, top: rows, right: 0, bottom: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const x = cell % columns;
      const y = (cell - x) / columns;
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x + 1);
      box.bottom = Math.max(box.bottom, y + 1);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const next = ny * columns + nx;
          if (changed[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    boxes.push(box);
  }
  return boxes;
}

/**
 * Rows a band is read with beyond its own, above and below: pixelmatch tells anti-aliasing by a
 * pixel's neighbours, so an edge at a band's border is judged as it would be in the whole image.
 */
export const BAND_OVERLAP_PX = CELL_PX;

/** A band of both images: rows `top` to `bottom` (exclusive) of the grid, with up to BAND_OVERLAP_PX more rows each side. */
export interface Band {
  before: Uint8Array;
  after: Uint8Array;
  /** The first grid row the pixels hold (`top` less the overlap read above). */
  from: number;
  top: number;
  bottom: number;
}

/**
 * A comparison made band by band, so that only a band of each image is held at once: each band's
 * pixels are marked by pixelmatch (anti-aliasing aware), its cells with too few of them are noise,
 * and its changed cells are kept; `finish` makes the regions (merged where they touch, across
 * bands too), the share changed and the mask. Bands come top to bottom, each starting where the
 * last ended, on a multiple of CELL_PX.
 */
export function startComparison(width: number, height: number, { threshold = PIXEL_THRESHOLD, cellShare = CELL_SHARE, includeAA = false } = {}) {
  const columns = Math.ceil(width / CELL_PX);
  const rows = Math.ceil(height / CELL_PX);
  const changed = new Uint8Array(columns * rows);
  const mask = new Uint8Array(width * height * 4);
  let changedPixels = 0;
  let next = 0;
  const add = ({ before, after, from, top, bottom }: Band) => {
    if (top !== next || (bottom < height && bottom % CELL_PX !== 0) || bottom <= top || bottom > height) throw new Error(`A band of rows ${top}–${bottom} does not follow row ${next}`);
    const readRows = before.length / (width * 4);
    const marked = new Uint8Array(before.length);
    pixelmatch(before, after, marked, width, readRows, { threshold, includeAA, diffMask: true, diffColor: [220, 20, 60] });
    const firstCellRow = top / CELL_PX;
    const counts = new Uint32Array(columns * Math.ceil((bottom - top) / CELL_PX));
    for (let y = top; y < bottom; y += 1) {
      const row = (((y - top) / CELL_PX) | 0) * columns;
      const line = (y - from) * width * 4;
      for (let x = 0; x < width; x += 1) if (marked[line + x * 4 + 3] === 255) counts[row + ((x / CELL_PX) | 0)]! += 1;
    }
    for (let cell = 0; cell < counts.length; cell += 1) {
      const x = cell % columns;
      const y = (cell - x) / columns + firstCellRow;
      const area = (Math.min(CELL_PX, width - x * CELL_PX) * Math.min(CELL_PX, height - y * CELL_PX)) | 0;
      if (counts[cell]! >= Math.max(1, area * cellShare)) {
        changed[y * columns + x] = 1;
        changedPixels += counts[cell]!;
      }
    }
    // The mask keeps the changed cells' pixels only, a little see-through over the artwork.
    for (let y = top; y < bottom; y += 1) {
      const row = ((y / CELL_PX) | 0) * columns;
      const line = (y - from) * width * 4;
      for (let x = 0; x < width; x += 1) {
        const at = line + x * 4;
        if (marked[at + 3] !== 255 || !changed[row + ((x / CELL_PX) | 0)]) continue;
        const to = (y * width + x) * 4;
        mask.set(marked.subarray(at, at + 3), to);
        mask[to + 3] = 150;
      }
    }
    next = bottom;
  };
  const finish = (): Comparison => {
    if (next !== height) throw new Error(`The comparison ended at row ${next} of ${height}`);
    const regions = mergeTouching(groupsOf(changed, columns, rows)).map((box) => {
      const left = box.left * CELL_PX;
      const top = box.top * CELL_PX;
      return { x: left / width, y: top / height, w: (Math.min(width, box.right * CELL_PX) - left) / width, h: (Math.min(height, box.bottom * CELL_PX) - top) / height };
    });
    return { regions, changedShare: changedPixels / (width * height), mask };
  };
  return { add, finish };
}

/** Compares two whole images of the same grid: the comparison in one band. */
export function compareImages({ before, after, width, height }: RawPair, options: Parameters<typeof startComparison>[2] = {}): Comparison {
  const comparison = startComparison(width, height, options);
  comparison.add({ before, after, from: 0, top: 0, bottom: height });
  return comparison.finish();
}

/** Whether a note's place (a pin, or a box) overlaps a region: a pin inside it or on its edge, a box sharing any of it. */
export function overlaps(place: { x: number; y: number; w: number; h: number }, region: { x: number; y: number; w: number; h: number }): boolean {
  return place.x <= region.x + region.w && region.x <= place.x + place.w && place.y <= region.y + region.h && region.y <= place.y + place.h;
}
