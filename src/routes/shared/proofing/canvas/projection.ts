import type { Place } from '../../../../api/contract';

/** A point in fractions of the page's width and height (0..1 inside it). */
export type Spot = { x: number; y: number };

/** Where a spot of the page is on the screen, in pixels from the stage's top-left corner. */
export type Projection = (spot: Spot) => { left: number; top: number };

/** The deep zoom's view as the canvas around it sees it: where the page is, how large, and its zoom controls. */
export interface View {
  project: Projection;
  /** Screen pixels per artwork pixel, in percent (100: the artwork's own pixels). */
  percent: number;
  zoomBy: (factor: number) => void;
  fit: () => void;
  actualSize: () => void;
}

export const clampSpot = (spot: Spot): Spot => ({ x: Math.min(1, Math.max(0, spot.x)), y: Math.min(1, Math.max(0, spot.y)) });

/** The box two opposite corners span on a page, or null for one too thin to see. */
export function boxBetween(page: number, from: Spot, to: Spot): Place | null {
  const x = Math.min(from.x, to.x);
  const y = Math.min(from.y, to.y);
  const w = Math.abs(from.x - to.x);
  const h = Math.abs(from.y - to.y);
  return w > MIN_BOX && h > MIN_BOX ? { page, x, y, w, h } : null;
}
/** A box narrower than this fraction of the page is a slip, not a box. */
const MIN_BOX = 0.001;

/** A performance mark: when the deep zoom first showed the whole view sharp. */
export const DRAWN_MARK = 'proof-canvas-drawn';
