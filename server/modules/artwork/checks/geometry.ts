import { PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

const MM_PER_INCH = 25.4;

/** The printed size with bleed on every side. */
export const withBleed = (spec: PrintSpec) => ({ widthMm: spec.widthMm + 2 * spec.bleedMm, heightMm: spec.heightMm + 2 * spec.bleedMm });

/** "3:2", or "1.46:1" when no small ratio fits. */
export function ratioText(width: number, height: number): string {
  for (let denominator = 1; denominator <= 16; denominator += 1) {
    const numerator = (width / height) * denominator;
    if (Math.abs(numerator - Math.round(numerator)) < 0.02 * denominator) return `${Math.round(numerator)}:${denominator}`;
  }
  return `${(width / height).toFixed(2)}:1`;
}

/** Beyond 5% the artwork would be visibly stretched or cropped: an error; beyond 1%, a warning. */
export function aspectFinding(width: number, height: number, spec: PrintSpec): PreflightFinding | null {
  const printed = withBleed(spec);
  const off = Math.abs(width / height / (printed.widthMm / printed.heightMm) - 1);
  if (off <= 0.01) return null;
  const texts = [ratioText(width, height), ratioText(printed.widthMm, printed.heightMm)] as const;
  return off > 0.05
    ? { code: 'aspect', severity: 'error', message: PREFLIGHT_TEXTS.aspectOff(...texts) }
    : { code: 'aspect', severity: 'warning', message: PREFLIGHT_TEXTS.aspectSlightlyOff(...texts) };
}

/** The lower of the two resolutions the pixels give at the printed size with bleed. */
export function effectiveDpi(widthPx: number, heightPx: number, spec: PrintSpec): number {
  const printed = withBleed(spec);
  return Math.floor(Math.min(widthPx / (printed.widthMm / MM_PER_INCH), heightPx / (printed.heightMm / MM_PER_INCH)));
}

export function dpiFinding(dpi: number, spec: PrintSpec): PreflightFinding {
  const width = withBleed(spec).widthMm;
  return spec.minDpi !== null && dpi < spec.minDpi
    ? { code: 'dpi', severity: 'error', message: PREFLIGHT_TEXTS.lowDpi(dpi, width, spec.minDpi) }
    : { code: 'dpi', severity: 'info', message: PREFLIGHT_TEXTS.dpiOk(dpi, width) };
}

export const POINTS_TO_MM = MM_PER_INCH / 72;
