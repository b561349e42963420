import { aspectFinding, dpiFinding, effectiveDpi } from './geometry';
import { headerOf, openImage, PIXEL_LIMIT } from './open-image';
import { type CheckResult, PREFLIGHT_TEXTS, type PrintSpec } from './types';

/** sharp's colour spaces in the words a printer uses. */
const COLOUR_NAMES: Record<string, string> = { srgb: 'RGB', rgb: 'RGB', rgb16: 'RGB', scrgb: 'RGB', cmyk: 'CMYK', 'b-w': 'greyscale', grey16: 'greyscale', lab: 'Lab' };

const unreadable: CheckResult = { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };

/** A PNG, JPEG, WebP or TIFF: its pixels at the printed size, proportions, colour and transparency. */
export async function checkRaster(file: string, spec: PrintSpec): Promise<CheckResult> {
  const meta = await headerOf(file);
  if (!meta?.width || !meta.height) return unreadable;
  // As it will be printed: a photo turned by its EXIF orientation has its sides swapped.
  const { width, height } = meta.autoOrient;
  if (width * height > PIXEL_LIMIT) {
    return { findings: [{ code: 'pixels', severity: 'error', message: PREFLIGHT_TEXTS.tooManyPixels(width * height, PIXEL_LIMIT) }], facts: { widthPx: width, heightPx: height } };
  }
  // Every pixel is decoded once, streaming, so that a truncated or corrupt file shows itself.
  try {
    await openImage(file).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return { findings: [{ code: 'damaged', severity: 'error', message: PREFLIGHT_TEXTS.damaged }], facts: { widthPx: width, heightPx: height } };
  }
  const dpi = effectiveDpi(width, height, spec);
  const colourSpace = COLOUR_NAMES[meta.space] ?? meta.space;
  const findings = [{ code: 'pixels', severity: 'info' as const, message: PREFLIGHT_TEXTS.pixelSize(width, height) }, dpiFinding(dpi, spec)];
  const aspect = aspectFinding(width, height, spec);
  if (aspect) findings.push(aspect);
  if (spec.colourMode && colourSpace !== spec.colourMode) {
    findings.push({ code: 'colour', severity: 'warning', message: PREFLIGHT_TEXTS.colourExpected(spec.colourMode, colourSpace) });
  }
  if (meta.hasAlpha) findings.push({ code: 'alpha', severity: 'warning', message: PREFLIGHT_TEXTS.transparency });
  return { findings, facts: { widthPx: width, heightPx: height, effectiveDpi: dpi.dpi, colourSpace, hasAlpha: meta.hasAlpha } };
}
