import { FINDING_WORDS, pixelSizeNeeded, resolutionNeed, selectorOf } from '../../../src/api/contract';
import { worded } from '../../../src/api/contract/i18n/finding-text';
import { aspectFinding, MM_PER_INCH, withBleed } from './geometry';
import type { Box } from './pdf-boxes';
import { fontsNotEmbedded } from './pdf-fonts';
import { contentOfPage, type PageContent, regionOf } from './pdf-content';
import { notCmykSpace, placedImages } from './pdf-images';
import { inkOfPage } from './pdf-ink';
import { PIXEL_LIMIT } from './open-image';
import { type PageStructure, type PdfStructure, readStructure } from './pdf-structure';
import { type CheckOptions, type CheckResult, DEFAULT_INK_LIMIT, PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

/** Within this many millimetres a page has the size asked for. */
const SIZE_TOLERANCE_MM = 2;
/** Ghostscript's time on one page: past it the page is reported, never waited for. */
export const PAGE_TIMEOUT_MS = 30_000;

const near = (box: Box, width: number, height: number) => Math.abs(box.width - width) <= SIZE_TOLERANCE_MM && Math.abs(box.height - height) <= SIZE_TOLERANCE_MM;
const covers = (box: Box, width: number, height: number) => box.width >= width - SIZE_TOLERANCE_MM && box.height >= height - SIZE_TOLERANCE_MM;

/**
 * The first page against the printed size with bleed. Right: its bleed box (or, without one, the
 * page) has that size, or its trim box has the finished size and the bleed box reaches round it.
 * The finished size without bleed is a warning. Other proportions are an error; the right
 * proportions at another size are a warning, not an error: large prints are often supplied to
 * scale (a PDF page can be at most 5080 mm long).
 */
function sizeFinding({ trim, bleed }: { trim: Box; bleed: Box }, spec: PrintSpec): PreflightFinding | null {
  const printed = withBleed(spec);
  if (near(bleed, printed.widthMm, printed.heightMm)) return null;
  if (near(trim, spec.widthMm, spec.heightMm) && covers(bleed, printed.widthMm, printed.heightMm)) return null;
  if (spec.bleedMm > 0 && (near(trim, spec.widthMm, spec.heightMm) || near(bleed, spec.widthMm, spec.heightMm))) {
    return { code: 'bleed', severity: 'warning', ...worded(FINDING_WORDS.pdfNoBleed(spec.bleedMm)) };
  }
  const aspect = aspectFinding(bleed.width, bleed.height, spec);
  if (aspect?.severity === 'error') return aspect;
  return { code: 'size', severity: 'warning', ...worded(FINDING_WORDS.pdfSizeOff(bleed, { width: printed.widthMm, height: printed.heightMm })) };
}

/** The pages of items grouped by the names each carries (a font, a spot colour, a size). */
function grouped<T>(items: readonly T[], key: (item: T) => string[], page: (item: T) => number): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const item of items) {
    for (const name of key(item)) groups.set(name, [...new Set([...(groups.get(name) ?? []), page(item)])]);
  }
  return groups;
}

/** How much larger than the page it will be printed: page 400 mm for a 4,000 mm banner is 10. */
function enlargement(page: PageStructure, spec: PrintSpec): number {
  const [finished, printed] = page.hasTrimBox ? [page.trim, { widthMm: spec.widthMm, heightMm: spec.heightMm }] : [page.size, withBleed(spec)];
  return Math.max(printed.widthMm / Math.max(finished.width, 1), printed.heightMm / Math.max(finished.height, 1));
}

/** The boxes of every page: the first against the printed size, then trim boxes and equal sizes. */
function boxFindings(pages: readonly PageStructure[], spec: PrintSpec): PreflightFinding[] {
  const [first] = pages as [PageStructure];
  const { size, trim, bleed } = first;
  const same = (one: Box, other: Box) => one.width === other.width && one.height === other.height;
  const boxes = FINDING_WORDS.pdfPage(size, same(trim, size) ? null : trim, same(bleed, size) || same(bleed, trim) ? null : bleed);
  const findings: PreflightFinding[] = [{ code: 'page', severity: 'info', ...worded(boxes) }];
  const expected = spec.pagesExpected ?? 1;
  if (pages.length !== expected) {
    findings.push({ code: 'pages', severity: spec.pagesExpected ? 'error' : 'warning', ...worded(FINDING_WORDS.pdfPageCount(pages.length, expected)) });
  }
  const sized = sizeFinding(first, spec);
  if (sized) findings.push(sized);
  // Without bleed a page of the finished size is its own trim; otherwise the cut must be guessed.
  const untrimmed = pages.filter((page) => !page.hasTrimBox && (spec.bleedMm > 0 || !near(page.size, spec.widthMm, spec.heightMm)));
  if (untrimmed.length > 0) {
    findings.push({ code: 'trimbox', severity: 'warning', ...worded(FINDING_WORDS.pdfNoTrimBox(untrimmed.map((page) => page.page))), page: untrimmed[0]!.page });
  }
  const otherSizes = grouped(
    pages.filter((page) => !near(page.trim, trim.width, trim.height)),
    (page) => [`${page.trim.width} × ${page.trim.height}`],
    (page) => page.page,
  );
  for (const [dimensions, on] of otherSizes) {
    const [width, height] = dimensions.split(' × ').map(Number) as [number, number];
    findings.push({ code: 'pagesizes', severity: 'error', ...worded(FINDING_WORDS.pdfPageSizes(on, { width, height }, trim)), page: on[0]! });
  }
  return findings;
}

/** Spot colours, other-than-CMYK fills, PDF/X and active content, from the file's structure. */
function structureFindings({ pages, pdfx, outputIntent, active }: PdfStructure, spec: PrintSpec): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  for (const [name, on] of grouped(pages, (page) => page.spots, (page) => page.page)) {
    findings.push(
      spec.spotColoursAllowed
        ? { code: 'spot', severity: 'info', ...worded(FINDING_WORDS.spotColourAllowed(name, on)), page: on[0]! }
        : { code: 'spot', severity: 'error', ...worded(FINDING_WORDS.spotColour(name, on)), page: on[0]! },
    );
  }
  if (spec.colourMode === 'CMYK') {
    for (const [space, on] of grouped(pages, (page) => page.fillSpaces, (page) => page.page)) {
      findings.push({ code: 'fillcolour', severity: 'warning', ...worded(FINDING_WORDS.fillNotCmyk(space, on)), page: on[0]! });
    }
  }
  if (pdfx) findings.push({ code: 'pdfx', severity: 'info', ...worded(FINDING_WORDS.pdfx(pdfx, outputIntent)) });
  const transparent = pages.filter((page) => page.transparency).map((page) => page.page);
  if (pdfx?.startsWith('PDF/X-1') && transparent.length > 0) {
    findings.push({ code: 'transparency', severity: 'error', ...worded(FINDING_WORDS.transparencyInPdfx1a(transparent)), page: transparent[0]! });
  }
  for (const kind of active) findings.push({ code: 'active', severity: 'error', ...worded(FINDING_WORDS.activeContent(kind)) });
  return findings;
}

/** Strokes thinner than this at the printed size may vanish in print (PRINT.md: about 0.25 pt, 0.09 mm). */
const HAIRLINE_PT = 0.25;

/** A place has both sides or neither (a box or a pin): a straight line's missing side is widened to this share of the page, round the line. */
const MIN_SIDE = 0.005;
function widened(start: number, size: number): [number, number] {
  if (size >= MIN_SIDE) return [start, size];
  return [Math.min(1 - MIN_SIDE, Math.max(0, start + size / 2 - MIN_SIDE / 2)), MIN_SIDE];
}

/** The place of a box on its page, as the selector the annotations use. */
const placed = (page: PageStructure, box: Parameters<typeof regionOf>[0]) => {
  const region = regionOf(box, page);
  const [x, w] = widened(region.x, region.w);
  const [y, h] = widened(region.y, region.h);
  return { page: page.page, selector: selectorOf({ page: page.page, x, y, w, h }, true) };
};

/** Each page's strokes thinner than a hairline at the printed size: the thinnest, at the place of them all. */
function hairlineFindings(pages: readonly PageStructure[], contents: ReadonlyMap<number, PageContent>, spec: PrintSpec): PreflightFinding[] {
  return pages.flatMap((page) => {
    const scale = 1 / enlargement(page, spec);
    const thin = (contents.get(page.page)?.strokes ?? []).filter((stroke) => stroke.widthPt / scale < HAIRLINE_PT);
    if (thin.length === 0) return [];
    const width = Math.min(...thin.map((stroke) => stroke.widthPt / scale));
    const box = [Math.min(...thin.map((s) => s.box[0])), Math.min(...thin.map((s) => s.box[1])), Math.max(...thin.map((s) => s.box[2])), Math.max(...thin.map((s) => s.box[3]))] as const;
    return [{ code: 'hairline', severity: 'warning' as const, ...worded(FINDING_WORDS.hairline(Number(width.toFixed(2)), page.page)), ...placed(page, [...box]) }];
  });
}

/**
 * Each placed image against the minimum resolution at the printed size, and its colour in a CMYK
 * job; at its place when the content stream's images match pdfimages' list of the page one for one.
 */
async function imageFindings(file: string, pages: readonly PageStructure[], contents: ReadonlyMap<number, PageContent>, spec: PrintSpec): Promise<PreflightFinding[]> {
  const findings: PreflightFinding[] = [];
  const images = await placedImages(file);
  const need = resolutionNeed(spec);
  for (const image of images) {
    const page = pages[image.page - 1];
    if (!page) continue;
    const boxes = contents.get(image.page)?.images ?? [];
    const box = boxes.length === images.filter((other) => other.page === image.page).length ? boxes[image.order] : undefined;
    const where = box ? placed(page, box) : { page: image.page };
    if (image.width * image.height > PIXEL_LIMIT) {
      findings.push({ code: 'imagepixels', severity: 'error', ...worded(FINDING_WORDS.pdfImageTooLarge(image.page, image.width * image.height, PIXEL_LIMIT)), page: image.page });
      continue;
    }
    const space = notCmykSpace(image);
    if (spec.colourMode === 'CMYK' && space) findings.push({ code: 'imagecolour', severity: 'warning', ...worded(FINDING_WORDS.imageNotCmyk(space, image.page)), ...where });
    const scale = enlargement(page, spec);
    const ppi = Math.round(Math.min(image.xPpi, image.yPpi) / scale);
    if (need && ppi < need.dpi) {
      // The image's printed size, from its pixels and its resolution on the page.
      const pixels = pixelSizeNeeded((image.width / image.xPpi) * scale * MM_PER_INCH, (image.height / image.yPpi) * scale * MM_PER_INCH, need.dpi);
      findings.push({ code: 'imageppi', severity: 'error', ...worded(FINDING_WORDS.imageLowPpi(image.page, ppi, { ...need, ...pixels })), ...where });
    }
  }
  return findings;
}

/**
 * A PDF, every page: its boxes against the printed size, fonts, placed images at the printed size,
 * colour, spot colours, PDF/X, active content, and each page rendered for its total ink and to
 * find damage. Every reader runs in its own process with a time limit. Pages are reported to
 * `onPage` as they finish.
 */
export async function checkPdf(file: string, spec: PrintSpec, options: CheckOptions = {}): Promise<CheckResult> {
  const reading = await readStructure(file);
  if ('refused' in reading) {
    const message = reading.refused === 'encrypted' ? PREFLIGHT_TEXTS.pdfEncrypted : PREFLIGHT_TEXTS.unreadable;
    return { findings: [{ code: reading.refused, severity: 'error', message }], facts: {} };
  }
  const { structure } = reading;
  const { pages } = structure;
  const first = pages[0];
  if (!first) return { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
  const fonts = (await fontsNotEmbedded(file, pages.length)).map(
    ({ font, pages: on }): PreflightFinding => ({ code: 'font', severity: 'error', ...worded(FINDING_WORDS.fontNotEmbedded(font, on)), page: on[0] }),
  );
  const contents = new Map<number, PageContent>();
  for (const page of pages) {
    const content = await contentOfPage(file, page, structure.objects);
    contents.set(page.page, content);
    if (content.deviceRgb && !page.fillSpaces.includes('RGB')) page.fillSpaces.push('RGB');
  }
  const findings = [
    ...boxFindings(pages, spec),
    ...structureFindings(structure, spec),
    ...fonts,
    ...(await imageFindings(file, pages, contents, spec)),
    ...hairlineFindings(pages, contents, spec),
  ];
  // A page with an image built to overload is not rendered: it is already an error, and would only take time.
  const overloaded = new Set(findings.filter((finding) => finding.code === 'imagepixels').map((finding) => finding.page));

  // Ink is the press's concern: an RGB job's file is converted by the printer within its limits.
  const limit = spec.inkLimit ?? DEFAULT_INK_LIMIT;
  let maxInk: number | undefined;
  for (const page of pages) {
    const [x0, y0, x1, y1] = page.cropCorners;
    if (overloaded.has(page.page)) {
      await options.onPage?.({ page: page.page, pageCount: pages.length, findings: findings.filter((finding) => finding.page === page.page) });
      continue;
    }
    const ink = await inkOfPage(file, page.page, Math.max(x1 - x0, y1 - y0) / 72, limit, options.pageTimeoutMs ?? PAGE_TIMEOUT_MS);
    const found: PreflightFinding[] = [];
    if (ink.kind === 'damaged') found.push({ code: 'damaged', severity: 'error', ...worded(FINDING_WORDS.pageDamaged(page.page)), page: page.page });
    if (ink.kind === 'timedOut') found.push({ code: 'damaged', severity: 'error', ...worded(FINDING_WORDS.pageTooSlow(page.page)), page: page.page });
    if (ink.kind === 'read' && spec.colourMode !== 'RGB') {
      maxInk = Math.max(maxInk ?? 0, ink.maxPercent);
      if (ink.over) {
        found.push({
          code: 'ink',
          severity: 'error',
          ...worded(FINDING_WORDS.inkOver(ink.maxPercent, page.page, limit)),
          page: page.page,
          selector: selectorOf({ page: page.page, ...ink.over }, true),
        });
      }
    }
    findings.push(...found);
    await options.onPage?.({ page: page.page, pageCount: pages.length, findings: [...found, ...findings.filter((finding) => finding.page === page.page && !found.includes(finding))] });
  }
  return {
    findings,
    facts: {
      pageCount: pages.length,
      pageWidthMm: first.size.width,
      pageHeightMm: first.size.height,
      ...(structure.pdfx ? { pdfx: structure.pdfx } : {}),
      ...(structure.outputIntent ? { outputIntent: structure.outputIntent } : {}),
      ...(maxInk === undefined ? {} : { maxInkPercent: maxInk }),
    },
  };
}
