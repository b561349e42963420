import { pixelSizeNeeded, resolutionNeed, wholeDpi } from '../../../src/api/contract';
import { FINDING_WORDS } from '../../../src/api/contract';
import { worded } from '../../../src/api/contract/i18n/finding-text';
import type { PreflightFinding, PrintSpec } from './types';

export const MM_PER_INCH = 25.4;
export const POINTS_TO_MM = MM_PER_INCH / 72;

/** The printed size with bleed on every side. */
export const withBleed = (spec: PrintSpec) => ({ widthMm: spec.widthMm + 2 * spec.bleedMm, heightMm: spec.heightMm + 2 * spec.bleedMm });

/** "3:2" or "16:9" when a ratio of small numbers is within 0.5%, else "1.48:1". */
export function ratioText(width: number, height: number): string {
  const ratio = width / height;
  for (let denominator = 1; denominator <= 16; denominator += 1) {
    const numerator = Math.round(ratio * denominator);
    if (numerator >= 1 && Math.abs(numerator / denominator / ratio - 1) <= 0.005) return `${numerator}:${denominator}`;
  }
  return `${ratio.toFixed(2)}:1`;
}

/**
 * The artwork's proportions against the printed size with bleed. Up to 1% apart they match (a
 * few pixels of rounding); beyond 1% a sliver will be cropped: a warning; beyond 5% the artwork
 * would be visibly stretched or lose a real part of itself: an error.
 */
export function aspectFinding(width: number, height: number, spec: PrintSpec): PreflightFinding | null {
  const printed = withBleed(spec);
  const off = Math.abs(width / height / (printed.widthMm / printed.heightMm) - 1);
  if (off <= 0.01) return null;
  const texts = [ratioText(width, height), ratioText(printed.widthMm, printed.heightMm)] as const;
  return off > 0.05
    ? { code: 'aspect', severity: 'error', ...worded(FINDING_WORDS.aspectOff(...texts)) }
    : { code: 'aspect', severity: 'warning', ...worded(FINDING_WORDS.aspectSlightlyOff(...texts)) };
}

/**
 * The resolution the pixels give along each printed side with bleed, as whole dpi within half a
 * pixel (src/api/contract/print-resolution.ts); the lower one counts.
 */
export function effectiveDpi(widthPx: number, heightPx: number, spec: PrintSpec): { dpi: number; side: 'wide' | 'high'; mm: number } {
  const printed = withBleed(spec);
  const across = wholeDpi(widthPx, printed.widthMm);
  const down = wholeDpi(heightPx, printed.heightMm);
  // The width is named unless the height gives a lower whole number.
  return down < across ? { dpi: down, side: 'high', mm: printed.heightMm } : { dpi: across, side: 'wide', mm: printed.widthMm };
}

/**
 * Below what the requirement needs (its minimum, or its viewing distance's) the print would look
 * coarse: an error giving the pixels needed. The figure shown and the decision are the same number.
 */
export function dpiFinding({ dpi, side, mm }: ReturnType<typeof effectiveDpi>, spec: PrintSpec): PreflightFinding {
  const need = resolutionNeed(spec);
  if (!need) return { code: 'dpi', severity: 'info', ...worded(FINDING_WORDS.dpiOk(dpi, mm, side)) };
  const printed = withBleed(spec);
  const needed = { ...need, ...pixelSizeNeeded(printed.widthMm, printed.heightMm, need.dpi) };
  return dpi < need.dpi
    ? { code: 'dpi', severity: 'error', ...worded(FINDING_WORDS.lowDpi(dpi, mm, side, needed)) }
    : { code: 'dpi', severity: 'info', ...worded(FINDING_WORDS.dpiOk(dpi, mm, side, needed)) };
}
