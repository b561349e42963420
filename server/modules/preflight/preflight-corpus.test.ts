import { describe, expect, it } from 'vitest';
import { FINDING_WORDS, type FindingWords, PREFLIGHT_TEXTS as TEXTS, type ArtworkFormat, type PreflightFinding, type PreflightReport } from '../../../src/api/contract';
import { worded } from '../../../src/api/contract/i18n/finding-text';
import { preflight } from './index';
import { readStructure } from './pdf-structure';
import { poster } from './test-fixtures';
import { boxesByPdfinfo, corpus, identify } from './test-corpus';
import type { PrintSpec } from './types';

const { files } = corpus();

/** A finding as the check words it: its sentence alone, or (with figures) its key and values too. */
const found = (severity: PreflightFinding['severity']) => (code: string, said: string | FindingWords): PreflightFinding =>
  typeof said === 'string' ? { code, severity, message: said } : { code, severity, ...worded(said) };
const info = found('info');
const warning = found('warning');
/** `mode` as a print tool names it: "indexed RGB" is RGB from a palette. */
const colourOf = (mode: string, bits: number, profile?: string) => ({ mode: mode.replace('indexed ', ''), palette: mode.startsWith('indexed '), bits, profile });
const colour = (mode: string, bits: number, profile?: string) => info('colour', FINDING_WORDS.colour(colourOf(mode, bits, profile)));
const colourExpected = (expected: string, mode: string, bits: number, profile?: string) => warning('colour', FINDING_WORDS.colourExpected(expected, colourOf(mode, bits, profile)));

/** Every corpus image is 1240 × 840 pixels as shown: 101 dpi across the poster's 310 mm with bleed. */
const size = [info('pixels', FINDING_WORDS.pixelSize(1240, 840)), info('dpi', FINDING_WORDS.dpiOk(101, 310, 'wide', { dpi: 100, distanceM: null, widthPx: 1220, heightPx: 827 }))];
const measured = { widthPx: 1240, heightPx: 840, effectiveDpi: 101 };
const transparency = warning('alpha', TEXTS.transparency);
const anyColour: PrintSpec = { ...poster, colourMode: null };
const cmykWanted: PrintSpec = { ...poster, colourMode: 'CMYK' };

const report = (findings: PreflightFinding[], facts: PreflightReport['facts']): PreflightReport => ({
  outcome: findings.some((finding) => finding.severity === 'warning') ? 'warnings' : 'passed',
  findings,
  facts,
});

type Case = { name: keyof typeof files; format: ArtworkFormat; spec: PrintSpec; expected: PreflightReport };

/**
 * An image of the corpus: its size findings, then its colour finding and the rest. `alpha`: no
 * alpha channel, one that is opaque everywhere, or some pixel less than opaque.
 */
function raster(name: Case['name'], format: ArtworkFormat, spec: PrintSpec, found: { colour: PreflightFinding; rest?: PreflightFinding[]; orientation?: PreflightFinding }, facts: { mode: string; bits: number; alpha: 'none' | 'opaque' | 'transparent'; profile?: string }): Case {
  const [pixels, dpi] = size;
  const findings = [pixels!, ...(found.orientation ? [found.orientation] : []), dpi!, found.colour, ...(found.rest ?? [])];
  const { mode: colourSpace, bits: bitDepth, alpha, profile } = facts;
  const hasProfile = profile === undefined ? {} : { colourProfile: profile };
  return { name, format, spec, expected: report(findings, { ...measured, colourSpace, bitDepth, ...hasProfile, hasAlpha: alpha !== 'none', transparent: alpha === 'transparent' }) };
}

const pdf = (name: Case['name'], page: FindingWords, [width, height]: [number, number], pdfx?: { version: string; intent: string }): Case => ({
  name,
  format: 'pdf',
  spec: poster,
  expected: report([info('page', page), ...(pdfx ? [info('pdfx', FINDING_WORDS.pdfx(pdfx.version, pdfx.intent))] : [])], {
    pageCount: 1,
    pageWidthMm: width,
    pageHeightMm: height,
    ...(pdfx ? { pdfx: pdfx.version, outputIntent: pdfx.intent } : {}),
  }),
});

const SWOP = 'Artifex CMYK SWOP Profile';

/** Each file of the corpus, what it is checked against, and its whole report: every finding, none more. */
const CASES: Case[] = [
  raster('opaqueRgbaPng', 'png', poster, { colour: colour('RGB', 8) }, { mode: 'RGB', bits: 8, alpha: 'opaque' }),
  raster('partlyTransparentPng', 'png', poster, { colour: colour('RGB', 8), rest: [transparency] }, { mode: 'RGB', bits: 8, alpha: 'transparent' }),
  raster('rgb16Png', 'png', poster, { colour: colour('RGB', 16) }, { mode: 'RGB', bits: 16, alpha: 'none' }),
  raster('almostOpaque16Png', 'png', poster, { colour: colour('RGB', 16), rest: [transparency] }, { mode: 'RGB', bits: 16, alpha: 'transparent' }),
  raster('greyAlpha16Png', 'png', anyColour, { colour: colour('greyscale', 16) }, { mode: 'greyscale', bits: 16, alpha: 'opaque' }),
  raster('greyPng', 'png', poster, { colour: colourExpected('RGB', 'greyscale', 8) }, { mode: 'greyscale', bits: 8, alpha: 'none' }),
  raster('palettePng', 'png', poster, { colour: colour('indexed RGB', 8) }, { mode: 'RGB', bits: 8, alpha: 'none' }),
  raster('transparentPalettePng', 'png', poster, { colour: colour('indexed RGB', 8), rest: [transparency] }, { mode: 'RGB', bits: 8, alpha: 'transparent' }),
  raster('progressiveJpeg', 'jpg', poster, { colour: colour('RGB', 8) }, { mode: 'RGB', bits: 8, alpha: 'none' }),
  raster(
    'exifRotatedJpeg',
    'jpg',
    poster,
    { orientation: info('orientation', FINDING_WORDS.orientation(6)!), colour: colour('RGB', 8, 'sRGB') },
    { mode: 'RGB', bits: 8, alpha: 'none', profile: 'sRGB' },
  ),
  raster('cmykJpeg', 'jpg', poster, { colour: colourExpected('RGB', 'CMYK', 8, SWOP) }, { mode: 'CMYK', bits: 8, alpha: 'none', profile: SWOP }),
  raster('cmykJpeg', 'jpg', cmykWanted, { colour: colour('CMYK', 8, SWOP) }, { mode: 'CMYK', bits: 8, alpha: 'none', profile: SWOP }),
  raster('multiPageTiff', 'tiff', poster, { colour: colour('RGB', 8), rest: [warning('pages', FINDING_WORDS.pages('TIFF', 3))] }, { mode: 'RGB', bits: 8, alpha: 'none' }),
  pdf('pdfx', FINDING_WORDS.pdfPage({ width: 330, height: 230 }, { width: 300, height: 200 }, null), [330, 230], { version: 'PDF/X-3:2002', intent: 'CGATS TR 001' }),
  pdf('boxedPdf', FINDING_WORDS.pdfPage({ width: 340, height: 240 }, { width: 300, height: 200 }, { width: 310, height: 210 }), [340, 240]),
  pdf('oddBoxesPdf', FINDING_WORDS.pdfPage({ width: 310, height: 210 }, { width: 300, height: 200 }, null), [310, 210]),
];

/** ImageMagick's names for colour spaces and EXIF orientations, in the check's words. */
const IMAGEMAGICK_COLOURS: Record<string, string> = { sRGB: 'RGB', RGB: 'RGB', Gray: 'greyscale', CMYK: 'CMYK' };
const SIDEWAYS = ['LeftTop', 'RightTop', 'RightBottom', 'LeftBottom'];

describe('the preflight of real files made by ImageMagick, Ghostscript, sharp and pdf-lib', () => {
  for (const { name, format, spec, expected } of CASES) {
    it(`reports on ${name} (${spec.colourMode ?? 'any colour'}) every finding that holds and nothing else`, async () => {
      expect(await preflight(await files[name](), format, spec)).toEqual(expected);
    });
  }

  it('passes an RGBA PNG whose every pixel is opaque, with no warning to acknowledge', async () => {
    const opaque = await preflight(await files.opaqueRgbaPng(), 'png', poster);
    expect(opaque.outcome).toBe('passed');
    expect(opaque.findings.map((finding) => finding.message)).not.toContain(TEXTS.transparency);
  });

  it('reads colour, bit depth, ICC profile, transparency and turned size as ImageMagick reads them', async () => {
    const rasters = CASES.filter((one) => one.format !== 'pdf');
    for (const { name, format, spec } of rasters) {
      const file = await files[name]();
      const [{ facts }, seen] = await Promise.all([preflight(file, format, spec), identify(file)]);
      const sideways = SIDEWAYS.includes(seen.orientation ?? '');
      expect(
        { widthPx: facts.widthPx, heightPx: facts.heightPx, colourSpace: facts.colourSpace, bitDepth: facts.bitDepth, profile: facts.colourProfile, transparent: facts.transparent },
        name,
      ).toEqual({
        widthPx: sideways ? seen.height : seen.width,
        heightPx: sideways ? seen.width : seen.height,
        colourSpace: IMAGEMAGICK_COLOURS[seen.colourspace ?? ''],
        bitDepth: seen.depth,
        profile: seen.profile,
        transparent: !seen.opaque,
      });
    }
  });

  it('reads the page boxes of every PDF as poppler reads them', async () => {
    for (const name of ['pdfx', 'boxedPdf', 'oddBoxesPdf'] as const) {
      const file = await files[name]();
      const reading = await readStructure(file);
      if (!('structure' in reading)) throw new Error(`${name} was not read: ${reading.refused}`);
      const { size, trim, bleed } = reading.structure.pages[0]!;
      expect({ size, trim, bleed }, name).toEqual(await boxesByPdfinfo(file));
    }
  });
});
