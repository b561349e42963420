import type { Place } from './annotations';
import { PRINT_POSITION_TEXTS } from './texts';

/** The printed piece: its trimmed size and the bleed the artwork carries round it, in millimetres. */
export interface PrintSize {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}

/** A place in millimetres from the top-left corner of the trim, and its size (0 × 0 for a pin). */
export interface PrintPosition {
  page: number | null;
  leftMm: number;
  topMm: number;
  widthMm: number;
  heightMm: number;
}

const tenth = (mm: number) => Math.round(mm * 10) / 10;

/**
 * Where a place (fractions of the artwork's width and height) lies on the printed piece. The rule:
 * the artwork covers the printed size with its bleed on every side (width + 2 × bleed by height +
 * 2 × bleed, what the file check asks for), so the trim is inset by the bleed; with no bleed the
 * artwork's edges are the trim. Measured from the left and top trim, rounded to 0.1 mm; a place in
 * the bleed is negative. `paged` gives the page (a PDF's).
 */
export function printPositionOf(place: Place, size: PrintSize, paged: boolean): PrintPosition {
  const fullWidth = size.widthMm + 2 * size.bleedMm;
  const fullHeight = size.heightMm + 2 * size.bleedMm;
  return {
    page: paged ? place.page : null,
    leftMm: tenth(place.x * fullWidth - size.bleedMm),
    topMm: tenth(place.y * fullHeight - size.bleedMm),
    widthMm: tenth(place.w * fullWidth),
    heightMm: tenth(place.h * fullHeight),
  };
}

/**
 * "12 mm from the left trim, 40 mm from the top" (a box adds its size, a PDF its page), each part
 * worded by `say` in the reader's language: the screens' `t`, or the server's translator for an
 * email's reader.
 */
export function printPositionText(position: PrintPosition, say: (message: string, values: Record<string, unknown>) => string): string {
  const along = (mm: number) => ({ mm: Math.abs(mm), side: mm < 0 ? 'outside' : 'inside' });
  const parts = [say(PRINT_POSITION_TEXTS.fromLeft, along(position.leftMm)), say(PRINT_POSITION_TEXTS.fromTop, along(position.topMm))];
  if (position.widthMm > 0 || position.heightMm > 0) parts.push(say(PRINT_POSITION_TEXTS.size, { width: position.widthMm, height: position.heightMm }));
  if (position.page !== null) parts.push(say(PRINT_POSITION_TEXTS.page, { page: position.page }));
  return parts.join(', ');
}

/** The company's page opened at one annotation of a version: where an email's note leads. */
export const annotationPlacePath = (versionId: number, annotationId: number) => `/?version=${versionId}&annotation=${annotationId}`;
