import type { Metadata } from 'sharp';
import { aspectFinding, dpiFinding, effectiveDpi } from './geometry';
import { iccProfileName } from './icc-profile';
import { headerOf, openImage, PIXEL_LIMIT } from './open-image';
import { inkOfPixels, RENDER_LONG_SIDE_PX } from './pdf-ink';
import { hasTransparentPixels } from './transparency';
import { FINDING_WORDS, selectorOf } from '../../../src/api/contract';
import { worded } from '../../../src/api/contract/i18n/finding-text';
import { type CheckResult, DEFAULT_INK_LIMIT, PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

/** sharp's colour spaces in the words a printer uses. */
const COLOUR_NAMES: Record<string, string> = { srgb: 'RGB', rgb: 'RGB', rgb16: 'RGB', scrgb: 'RGB', cmyk: 'CMYK', 'b-w': 'greyscale', grey16: 'greyscale', lab: 'Lab' };

/** Bits per sample of libvips' pixel formats, for a file whose header does not say. */
const FORMAT_BITS: Record<string, number> = { uchar: 8, char: 8, ushort: 16, short: 16, uint: 32, int: 32, float: 32, complex: 64, double: 64, dpcomplex: 128 };


const unreadable: CheckResult = { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };

/**
 * Colour as print tools read it: the mode (an indexed image is RGB from a palette of 8-bit
 * colours), bits per sample, and the name of the embedded ICC profile.
 */
function colourOf(meta: Metadata) {
  const mode = COLOUR_NAMES[meta.space] ?? meta.space;
  const bitDepth = meta.isPalette ? 8 : (meta.bitsPerSample ?? FORMAT_BITS[meta.depth] ?? 8);
  const colourProfile = meta.icc ? iccProfileName(meta.icc) : undefined;
  return { mode, bitDepth, colourProfile, words: { mode, palette: Boolean(meta.isPalette), bits: bitDepth, profile: colourProfile } };
}

/**
 * Total ink of a CMYK image as the PDF's pages are measured: at most RENDER_LONG_SIDE_PX on its long
 * side (streamed, so a 20,000 × 14,000 px poster costs what a small one does), its CMYK kept as
 * stored (libvips works in CMYK, no round trip through RGB).
 */
async function inkOfImage(file: string, limit: number) {
  const { data, info } = await openImage(file)
    .pipelineColourspace('cmyk')
    .resize(RENDER_LONG_SIDE_PX, RENDER_LONG_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('cmyk')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return inkOfPixels(data, info.width, info.height, info.channels, limit);
}

/**
 * A PNG, JPEG, WebP or TIFF: its pixels at the printed size, proportions, colour, orientation,
 * pages, and transparency only where a pixel is less than opaque.
 */
export async function checkRaster(file: string, spec: PrintSpec): Promise<CheckResult> {
  const meta = await headerOf(file);
  if (!meta?.width || !meta.height) return unreadable;
  // As it will be printed: a photo turned by its EXIF orientation has its sides swapped.
  const { width, height } = meta.autoOrient;
  if (width * height > PIXEL_LIMIT) {
    return { findings: [{ code: 'pixels', severity: 'error', ...worded(FINDING_WORDS.tooManyPixels(width * height, PIXEL_LIMIT)) }], facts: { widthPx: width, heightPx: height } };
  }
  // Every pixel is decoded, streaming, so that a truncated or corrupt file shows itself.
  const transparent = await openImage(file)
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(() => hasTransparentPixels(file, meta))
    .catch(() => null);
  if (transparent === null) return { findings: [{ code: 'damaged', severity: 'error', message: PREFLIGHT_TEXTS.damaged }], facts: { widthPx: width, heightPx: height } };
  const dpi = effectiveDpi(width, height, spec);
  const colour = colourOf(meta);
  const findings: PreflightFinding[] = [{ code: 'pixels', severity: 'info', ...worded(FINDING_WORDS.pixelSize(width, height)) }];
  const turn = FINDING_WORDS.orientation(meta.orientation ?? 1);
  if (turn) findings.push({ code: 'orientation', severity: 'info', ...worded(turn) });
  findings.push(dpiFinding(dpi, spec));
  const aspect = aspectFinding(width, height, spec);
  if (aspect) findings.push(aspect);
  findings.push(
    spec.colourMode && colour.mode !== spec.colourMode
      ? { code: 'colour', severity: 'warning', ...worded(FINDING_WORDS.colourExpected(spec.colourMode, colour.words)) }
      : { code: 'colour', severity: 'info', ...worded(FINDING_WORDS.colour(colour.words)) },
  );
  const pages = meta.format === 'tiff' ? (meta.pages ?? 1) : 1;
  if (pages > 1) findings.push({ code: 'pages', severity: 'warning', ...worded(FINDING_WORDS.pages('TIFF', pages)) });
  if (transparent) findings.push({ code: 'alpha', severity: 'warning', message: PREFLIGHT_TEXTS.transparency });
  const ink = colour.mode === 'CMYK' && spec.colourMode !== 'RGB' ? await inkOfImage(file, spec.inkLimit ?? DEFAULT_INK_LIMIT) : null;
  if (ink?.over) {
    const limit = spec.inkLimit ?? DEFAULT_INK_LIMIT;
    findings.push({ code: 'ink', severity: 'error', ...worded(FINDING_WORDS.inkOverImage(ink.maxPercent, limit)), selector: selectorOf({ page: 1, ...ink.over }, false) });
  }
  const profile = colour.colourProfile === undefined ? {} : { colourProfile: colour.colourProfile };
  return {
    findings,
    facts: { widthPx: width, heightPx: height, effectiveDpi: dpi.dpi, colourSpace: colour.mode, bitDepth: colour.bitDepth, ...profile, hasAlpha: meta.hasAlpha, transparent },
  };
}
