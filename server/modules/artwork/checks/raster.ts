import sharp, { type Metadata } from 'sharp';
import { aspectFinding, dpiFinding, effectiveDpi } from './geometry';
import { type CheckResult, PREFLIGHT_TEXTS, type PrintSpec } from './types';

// Each file is read once: libvips keeps no cache of decoded images between requests.
sharp.cache(false);

/** Above this many pixels an image is refused unread: sharp's own default, 16383 × 16383. */
export const PIXEL_LIMIT = 268_402_689;

/** sharp for a stored file: never past the pixel limit, and a damaged file is an error, not a guess. */
export const openImage = (file: string) => sharp(file, { limitInputPixels: PIXEL_LIMIT, failOn: 'error', sequentialRead: true });

const COLOUR_NAMES: Record<string, string> = { srgb: 'RGB', rgb: 'RGB', rgb16: 'RGB', scrgb: 'RGB', cmyk: 'CMYK', 'b-w': 'greyscale', grey16: 'greyscale', lab: 'Lab' };

/** A PNG, JPEG, WebP or TIFF: its pixels at the printed size, proportions, colour and transparency. */
export async function checkRaster(file: string, spec: PrintSpec): Promise<CheckResult> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
  }
  const { width, height } = meta;
  if (!width || !height) return { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
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
  const colourSpace = COLOUR_NAMES[meta.space ?? ''] ?? meta.space ?? 'unknown';
  const findings = [{ code: 'pixels', severity: 'info' as const, message: PREFLIGHT_TEXTS.pixelSize(width, height) }, dpiFinding(dpi, spec)];
  const aspect = aspectFinding(width, height, spec);
  if (aspect) findings.push(aspect);
  if (spec.colourMode && colourSpace !== spec.colourMode) {
    findings.push({ code: 'colour', severity: 'warning', message: PREFLIGHT_TEXTS.colourExpected(spec.colourMode, colourSpace) });
  }
  if (meta.hasAlpha) findings.push({ code: 'alpha', severity: 'warning', message: PREFLIGHT_TEXTS.transparency });
  return { findings, facts: { widthPx: width, heightPx: height, effectiveDpi: dpi, colourSpace, hasAlpha: Boolean(meta.hasAlpha) } };
}
