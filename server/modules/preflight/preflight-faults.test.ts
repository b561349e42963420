import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pixelsNeeded, placeOf, FINDING_WORDS, type PreflightFinding, type PreflightReport } from '../../../src/api/contract';
import { preflight, READERS } from './index';

const run = promisify(execFile);
import { corpus } from './test-corpus';
import { poster } from './test-fixtures';
import { card, faultCorpus, HEAVY_PATCH_MM, job, PHOTO_MM, photoPixels } from './test-fault-corpus';
import type { PrintSpec } from './types';
import { findingText, worded } from '../../../src/api/contract/i18n/finding-text';

const { files } = faultCorpus();

/** The check's readers and the corpus's producers, with the Debian package of each (`.ci/run` installs them). */
const NEEDED = { ...READERS, 'rsvg-convert': 'librsvg2-bin', img2pdf: 'img2pdf', soffice: 'libreoffice-writer-nogui', prlimit: 'util-linux' } as const;

it('has every reader and producer it needs installed, or fails naming the package', async () => {
  const missing = [];
  for (const [command, pkg] of Object.entries(NEEDED)) {
    if (!(await run('sh', ['-c', `command -v ${command}`]).then(() => true, () => false))) missing.push(`${command} (apt-get install -y ${pkg})`);
  }
  expect(missing, `not installed: ${missing.join(', ')}`).toEqual([]);
});

/** Findings a company must act on: every warning and error. */
const toFix = (report: PreflightReport) => report.findings.filter((finding) => finding.severity !== 'info');
const check = async (file: string, spec: PrintSpec = job) => preflight(file, 'pdf', spec, { pageTimeoutMs: 10_000 });
/** The one finding of `code`, failing with the whole report when there is not exactly one. */
function only(report: PreflightReport, code: string): PreflightFinding {
  const found = report.findings.filter((finding) => finding.code === code);
  expect(found, JSON.stringify(report.findings, null, 1)).toHaveLength(1);
  return found[0]!;
}
/** A finding's region as the four percentages of its selector. */
function regionValues(finding: PreflightFinding): [number, number, number, number] {
  const value = finding.selector && 'refinedBy' in finding.selector ? finding.selector.refinedBy.value : '';
  expect(finding.selector).toMatchObject({ value: `page=${finding.page}` });
  // A place the annotations' model takes: a box with both sides (or a pin).
  expect(placeOf(finding.selector)).toMatchObject({ page: finding.page });
  return /xywh=percent:([\d.]+),([\d.]+),([\d.]+),([\d.]+)/.exec(value)!.slice(1).map(Number) as [number, number, number, number];
}
/** The effective ppi a photo of `ppi` at PHOTO_MM has, as the pixels give it. */
const ppiOf = (ppi: number) => Math.min(photoPixels(ppi).width / (PHOTO_MM.width / 25.4), photoPixels(ppi).height / (PHOTO_MM.height / 25.4));

describe('a clean file from any producer passes with nothing to fix', () => {
  it.each([
    ['Ghostscript (PostScript to PDF)', 'cleanGhostscript', job],
    ['Ghostscript, three pages', 'cleanGhostscriptPages', { ...job, pagesExpected: 3 }],
    ['pdf-lib', 'cleanPdfLib', job],
    ['pdf-lib, a PDF/X-4 with transparency', 'cleanPdfx4', job],
    ['img2pdf', 'cleanImg2pdf', card],
    ['cairo (rsvg-convert), in an RGB job', 'cleanCairo', { ...card, colourMode: 'RGB' }],
    ['LibreOffice Writer, in an RGB job', 'cleanLibreOffice', { ...card, colourMode: 'RGB' }],
    ['LibreOffice Writer, in a job of any colour', 'cleanLibreOffice', { ...card, colourMode: null }],
  ] as const)('%s', async (_producer, name, spec) => {
    const report = await check(await files[name](), spec);
    expect(toFix(report)).toEqual([]);
    expect(report.outcome).toBe('passed');
  });
});

describe('each fault alone is found, with its figure and its page', () => {
  it('a font not embedded, named with its page', async () => {
    const report = await check(await files.fontNotEmbedded());
    expect(toFix(report)).toEqual([{ code: 'font', severity: 'error', ...worded(FINDING_WORDS.fontNotEmbedded('Helvetica-Bold', [1])), page: 1 }]);
  });

  it('an RGB photo in a CMYK job', async () => {
    const report = await check(await files.rgbPhoto());
    const finding = only(report, 'imagecolour');
    expect(toFix(report)).toEqual([finding]);
    expect(finding).toMatchObject({ severity: 'warning', ...worded(FINDING_WORDS.imageNotCmyk('RGB', 1)), page: 1 });
    expect(Math.abs(regionValues(finding)[2] - (PHOTO_MM.width / 406) * 100)).toBeLessThan(0.5);
  });

  it('a photo of 50 ppi at the printed size, within 2 %', async () => {
    const report = await check(await files.lowPpi());
    const finding = only(report, 'imageppi');
    expect(toFix(report)).toEqual([finding]);
    expect(finding).toMatchObject({ severity: 'error', page: 1 });
    const ppi = Number(/(\d+) ppi/.exec(finding.message)?.[1]);
    expect(Math.abs(ppi - ppiOf(50)) / ppiOf(50)).toBeLessThanOrEqual(0.02);
    // The pixels the photo needs at 150 ppi, within a pixel of pdfimages' whole ppi.
    const [, width, height] = (/at least (\d+) × (\d+) px/.exec(finding.message) ?? []).map(Number);
    expect(Math.abs(width! - pixelsNeeded(PHOTO_MM.width, 150))).toBeLessThanOrEqual(1);
    expect(Math.abs(height! - pixelsNeeded(PHOTO_MM.height, 150))).toBeLessThanOrEqual(1);
    expect(finding.message).toBe(findingText(FINDING_WORDS.imageLowPpi(1, ppi, { dpi: 150, distanceM: null, widthPx: width!, heightPx: height! })));
  });

  it('judges the photo at the printed size: artwork at 1:10 for a 4 × 3 m banner', async () => {
    // The clean poster's 160 ppi photo, printed ten times larger, has 16 ppi.
    const report = await check(await files.cleanGhostscript(), { ...job, widthMm: 4000, heightMm: 3000, bleedMm: 30 });
    const finding = only(report, 'imageppi');
    const ppi = Number(/(\d+) ppi/.exec(finding.message)?.[1]);
    expect(Math.abs(ppi - ppiOf(160) / 10) / (ppiOf(160) / 10)).toBeLessThanOrEqual(0.02);
  });

  it('400 % black, within 2 points, at its place on the page', async () => {
    const report = await check(await files.ink400());
    const finding = only(report, 'ink');
    expect(toFix(report)).toEqual([finding]);
    expect(finding.message).toBe(findingText(FINDING_WORDS.inkOver(400, 1, 300)));
    expect(Math.abs(report.facts.maxInkPercent! - 400)).toBeLessThanOrEqual(2);
    expect(finding.page).toBe(1);
    // The patch's place as percentages of the page as shown (406 × 306 mm), within a rendered pixel.
    const [x, y, w, h] = regionValues(finding);
    const page = { width: job.widthMm + 2 * job.bleedMm, height: job.heightMm + 2 * job.bleedMm };
    const near = (actual: number, mm: number, of: number) => expect(Math.abs(actual - (mm / of) * 100)).toBeLessThan(1);
    near(x, HEAVY_PATCH_MM.x, page.width);
    near(y, HEAVY_PATCH_MM.y, page.height);
    near(w, HEAVY_PATCH_MM.size, page.width);
    near(h, HEAVY_PATCH_MM.size, page.height);
  });

  it('a Pantone spot colour, named, an error unless the job allows spot colours', async () => {
    const file = await files.spot();
    expect(toFix(await check(file))).toEqual([{ code: 'spot', severity: 'error', ...worded(FINDING_WORDS.spotColour('PANTONE 485 C', [1])), page: 1 }]);
    const allowed = await check(file, { ...job, spotColoursAllowed: true });
    expect(toFix(allowed)).toEqual([]);
    expect(allowed.findings).toContainEqual({ code: 'spot', severity: 'info', ...worded(FINDING_WORDS.spotColourAllowed('PANTONE 485 C', [1])), page: 1 });
  });

  it('no trim box, read from the file itself', async () => {
    const report = await check(await files.noTrimBox());
    expect(toFix(report)).toEqual([{ code: 'trimbox', severity: 'warning', ...worded(FINDING_WORDS.pdfNoTrimBox([1])), page: 1 }]);
  });

  it('a 0.05 pt hairline, at its place', async () => {
    const report = await check(await files.hairline());
    const finding = only(report, 'hairline');
    expect(toFix(report)).toEqual([finding]);
    expect(finding).toMatchObject({ severity: 'warning', page: 1, ...worded(FINDING_WORDS.hairline(0.05, 1)) });
    // The rule runs from 40 to 360 mm across, 30 mm above the page's foot (306 mm high).
    const [x, y, w] = regionValues(finding);
    expect(Math.abs(x - (40 / 406) * 100)).toBeLessThan(0.5);
    expect(Math.abs(w - (320 / 406) * 100)).toBeLessThan(0.5);
    expect(Math.abs(y - (276 / 306) * 100)).toBeLessThan(0.5);
  });

  it('places a coarse photo where it is drawn: its matrix at Do applied to the unit square', async () => {
    const finding = only(await check(await files.lowPpi()), 'imageppi');
    const [x, y, w, h] = regionValues(finding);
    // The photo: 100 × 75 mm, its foot 60 mm above the page's, 40 mm from its left.
    expect(Math.abs(x - (40 / 406) * 100)).toBeLessThan(0.5);
    expect(Math.abs(w - (100 / 406) * 100)).toBeLessThan(0.5);
    expect(Math.abs(y - ((306 - 60 - 75) / 306) * 100)).toBeLessThan(0.5);
    expect(Math.abs(h - (75 / 306) * 100)).toBeLessThan(0.5);
  });

  it('a low-resolution photo on page 3', async () => {
    const report = await check(await files.lowPpiOnPage3(), { ...job, pagesExpected: 3 });
    const finding = only(report, 'imageppi');
    expect(toFix(report)).toEqual([finding]);
    expect(finding.page).toBe(3);
    expect(finding.message).toMatch(/^Image on page 3: /);
  });

  it('JavaScript run by /OpenAction', async () => {
    const report = await check(await files.javascript());
    expect(toFix(report)).toEqual([{ code: 'active', severity: 'error', ...worded(FINDING_WORDS.activeContent('javascript')) }]);
  });

  it('a PDF/X-4 is read with its output intent, and its transparency is no fault', async () => {
    const report = await check(await files.cleanPdfx4());
    expect(report.facts).toMatchObject({ pdfx: 'PDF/X-4', outputIntent: 'CGATS TR 001' });
    expect(report.findings).toContainEqual({ code: 'pdfx', severity: 'info', ...worded(FINDING_WORDS.pdfx('PDF/X-4', 'CGATS TR 001')) });
    expect(toFix(report)).toEqual([]);
  });

  it('PDF/X read and reported; transparency in a PDF/X-1a file is an error', async () => {
    const report = await check(await files.transparentPdfx1a());
    expect(report.facts.pdfx).toBe('PDF/X-1a:2001');
    expect(report.findings).toContainEqual({ code: 'pdfx', severity: 'info', ...worded(FINDING_WORDS.pdfx('PDF/X-1a:2001', null)) });
    expect(toFix(report)).toEqual([{ code: 'transparency', severity: 'error', ...worded(FINDING_WORDS.transparencyInPdfx1a([1])), page: 1 }]);
  });

  it('form fields and a launch action', async () => {
    const report = await check(await files.formAndLaunch());
    // pdf-lib's form field draws with Helvetica, not embedded: a finding of its own.
    expect(toFix(report).filter((finding) => finding.code !== 'font')).toEqual([
      { code: 'active', severity: 'error', ...worded(FINDING_WORDS.activeContent('launch')) },
      { code: 'active', severity: 'error', ...worded(FINDING_WORDS.activeContent('formFields')) },
    ]);
  });

  it('reports each page as it finishes, in order: "Checking page 2 of 3"', async () => {
    const seen: string[] = [];
    await preflight(await files.lowPpiOnPage3(), 'pdf', { ...job, pagesExpected: 3 }, { onPage: ({ page, pageCount, findings }) => void seen.push(`${page}/${pageCount}:${findings.map((finding) => finding.code).join(',')}`) });
    expect(seen).toEqual(['1/3:', '2/3:', '3/3:imageppi']);
  });
});

describe('a CMYK TIFF or JPEG gets the same ink check', () => {
  const { files: rasters } = corpus();
  it.each([
    ['TIFF', 'cmykTiff400', 'tiff'],
    ['JPEG', 'cmykJpeg400', 'jpg'],
  ] as const)('%s: 400 % within 2 points, at its place', async (_kind, name, format) => {
    const report = await preflight(await rasters[name](), format, { ...poster, colourMode: 'CMYK' });
    const finding = only(report, 'ink');
    const percent = Number(/(\d+) %/.exec(finding.message)?.[1]);
    expect(Math.abs(percent - 400)).toBeLessThanOrEqual(2);
    expect(finding.message).toBe(findingText(FINDING_WORDS.inkOverImage(percent, 300)));
    // The patch: 100 × 100 px at (800, 200) of 1240 × 840 px.
    const value = finding.selector && !('refinedBy' in finding.selector) ? finding.selector.value : '';
    const [x, y, w, h] = /xywh=percent:([\d.]+),([\d.]+),([\d.]+),([\d.]+)/.exec(value)!.slice(1).map(Number) as [number, number, number, number];
    expect([x, y, w, h].map((n) => Math.round(n))).toEqual([Math.round((800 / 1240) * 100), Math.round((200 / 840) * 100), Math.round((100 / 1240) * 100), Math.round((100 / 840) * 100)]);
    // In an RGB job the printer converts, within its own limits: no finding.
    expect((await preflight(await rasters[name](), format, poster)).findings.filter((one) => one.code === 'ink')).toEqual([]);
  });
});

describe('hostile files are each an error naming the page, in bounded time', () => {
  it('a decompression bomb', async () => {
    const report = await check(await files.bomb());
    expect(report.outcome).toBe('errors');
    expect(report.findings).toContainEqual(expect.objectContaining({ code: 'imagepixels', severity: 'error', page: 1 }));
  });

  it('image data cut short', async () => {
    const report = await check(await files.truncatedImage());
    expect(report.findings).toContainEqual({ code: 'damaged', severity: 'error', ...worded(FINDING_WORDS.pageDamaged(1)), page: 1 });
  });

  it('a content stream that never ends, stopped at its memory cap or its time limit', async () => {
    const report = await preflight(await files.endlessContent(), 'pdf', job, { pageTimeoutMs: 3_000 });
    const damaged = only(report, 'damaged');
    expect(damaged).toMatchObject({ severity: 'error', page: 1 });
    expect([findingText(FINDING_WORDS.pageDamaged(1)), findingText(FINDING_WORDS.pageTooSlow(1))]).toContain(damaged.message);
  });

  it('a page of 5 × 5 m, rendered at a few dots per inch and judged by its size', async () => {
    const report = await check(await files.hugePage());
    expect(report.facts).toMatchObject({ pageCount: 1, pageWidthMm: 5000, pageHeightMm: 5000 });
    expect(report.findings).toContainEqual(expect.objectContaining({ code: 'aspect', severity: 'error' }));
    expect(report.findings.filter((finding) => finding.code === 'damaged')).toEqual([]);
  });
});
