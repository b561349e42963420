import { PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

const MM_PER_INCH = 25.4;
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
    ? { code: 'aspect', severity: 'error', message: PREFLIGHT_TEXTS.aspectOff(...texts) }
    : { code: 'aspect', severity: 'warning', message: PREFLIGHT_TEXTS.aspectSlightlyOff(...texts) };
}

/** The resolution the pixels give along each printed side with bleed; the lower one counts. */
export function effectiveDpi(widthPx: number, heightPx: number, spec: PrintSpec): { dpi: number; side: 'wide' | 'high'; mm: number } {
  const printed = withBleed(spec);
  const across = widthPx / (printed.widthMm / MM_PER_INCH);
  const down = heightPx / (printed.heightMm / MM_PER_INCH);
  // The width is named unless the height gives a lower whole number.
  return Math.floor(down) < Math.floor(across) ? { dpi: Math.floor(down), side: 'high', mm: printed.heightMm } : { dpi: Math.floor(across), side: 'wide', mm: printed.widthMm };
}

/** Below the requirement's minimum the print would look coarse: an error, in plain words. */
export function dpiFinding({ dpi, side, mm }: ReturnType<typeof effectiveDpi>, spec: PrintSpec): PreflightFinding {
  return spec.minDpi !== null && dpi < spec.minDpi
    ? { code: 'dpi', severity: 'error', message: PREFLIGHT_TEXTS.lowDpi(dpi, mm, spec.minDpi, side) }
    : { code: 'dpi', severity: 'info', message: PREFLIGHT_TEXTS.dpiOk(dpi, mm, side) };
}
