import type { PrintSize } from '../../../../api/contract';

/**
 * How far inside the trim text and logos should stay: the margin printers commonly ask for when a
 * job names none (neither the spec nor the requirement sets one), in millimetres.
 */
export const SAFE_MARGIN_MM = 5;

export type GuideName = 'bleed' | 'trim' | 'safe';
export const GUIDE_NAMES: readonly GuideName[] = ['trim', 'bleed', 'safe'];

/** A rectangle in fractions of the artwork's width and height. */
export type Frame = { x: number; y: number; w: number; h: number };

/**
 * Where each guide lies on the artwork: the artwork is the printed size with its bleed on every
 * side (as print-position.ts reads it), so its edge is the bleed line, the trim is inset by the
 * bleed, and the safe area by the bleed and the safe margin.
 */
export function guideFrames(size: PrintSize): Record<GuideName, Frame> {
  const fullWidth = size.widthMm + 2 * size.bleedMm;
  const fullHeight = size.heightMm + 2 * size.bleedMm;
  const inset = (mm: number): Frame => {
    const x = Math.min(mm / fullWidth, 0.5);
    const y = Math.min(mm / fullHeight, 0.5);
    return { x, y, w: 1 - 2 * x, h: 1 - 2 * y };
  };
  return { bleed: inset(0), trim: inset(size.bleedMm), safe: inset(size.bleedMm + SAFE_MARGIN_MM) };
}
