/**
 * The resolution a printed piece needs, and the pixels that give it (docs/decisions.md, decision 17).
 * The file check and the requirement card both read it, so that what the company is asked for
 * before uploading is what the check decides on.
 */

const MM_PER_INCH = 25.4;

/**
 * Pixels per inch at one inch away that make a pixel one arc-minute of sight, 1 / tan(1′) ≈ 3438.
 * One arc-minute is the resolving angle of normal (20/20) vision, so from `d` inches away pixels of
 * 3438 / d per inch cannot be told apart: the widely published rule of thumb "ppi ≈ 3438 / viewing
 * distance in inches", derived in the answers to "How to calculate viewing distance for a print
 * size" (photo.stackexchange.com/questions/17835). It is not the Ghent Workgroup's Sign & Display
 * table, which ties the minimum to viewing distance too but whose figures we could not cite.
 */
export const ARC_MINUTE_PPI_AT_ONE_INCH = 1 / Math.tan(Math.PI / (180 * 60));

/** The whole ppi that makes a pixel at most one arc-minute of sight from `metres` away (88 at 1 m, 30 at 3 m). */
export const viewingDistanceDpi = (metres: number) => Math.ceil(ARC_MINUTE_PPI_AT_ONE_INCH / ((metres * 1000) / MM_PER_INCH));

/** What a requirement asks of the resolution, and whether its viewing distance is what sets it. */
export interface ResolutionNeed {
  dpi: number;
  /** Metres, when the viewing distance's rule asks more than the requirement's own minimum. */
  distanceM: number | null;
}

/**
 * The resolution a requirement needs: the higher of its own minimum and its viewing distance's
 * (so neither figure an organiser typed is ignored); null when it gives neither.
 */
export function resolutionNeed(spec: { minDpi: number | null; viewingDistanceM?: number | null }): ResolutionNeed | null {
  const byDistance = spec.viewingDistanceM ? viewingDistanceDpi(spec.viewingDistanceM) : null;
  if (byDistance !== null && (spec.minDpi === null || byDistance > spec.minDpi)) return { dpi: byDistance, distanceM: spec.viewingDistanceM ?? null };
  return spec.minDpi === null ? null : { dpi: spec.minDpi, distanceM: null };
}

/**
 * The pixels a printed length needs at `dpi`, with half a pixel's tolerance: 216 mm at 300 dpi is
 * 2551.18 px, so 2551 px is enough (the standard A4 with 3 mm bleed, 2551 × 3579 px).
 */
export const pixelsNeeded = (mm: number, dpi: number) => Math.max(1, Math.ceil((mm / MM_PER_INCH) * dpi - 0.5));

/**
 * The whole dpi that `px` pixels give over `mm`, by the same half-pixel tolerance: the highest dpi
 * whose `pixelsNeeded` they meet. So a file meets a minimum exactly when the figure shown does.
 */
export const wholeDpi = (px: number, mm: number) => Math.floor((px + 0.5) / (mm / MM_PER_INCH));

/** The pixel size a printed size with bleed needs at a resolution. */
export const pixelSizeNeeded = (widthMm: number, heightMm: number, dpi: number) => ({ widthPx: pixelsNeeded(widthMm, dpi), heightPx: pixelsNeeded(heightMm, dpi) });
