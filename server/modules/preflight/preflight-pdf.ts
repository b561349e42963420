import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { EncryptedPDFError, PDFArray, PDFDocument, PDFNumber } from 'pdf-lib';
import { aspectFinding, POINTS_TO_MM, withBleed } from './geometry';
import { type CheckResult, PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

/** Within this many millimetres a page has the size asked for. */
const SIZE_TOLERANCE_MM = 2;
const PDFINFO_TIMEOUT_MS = 20_000;

const run = promisify(execFile);

/**
 * Up to this size pdf-lib reads the PDF in memory (it needs the whole file); a larger one, up to
 * the upload limit, is read by poppler's pdfinfo in its own process, outside this one's memory.
 */
export const PDF_IN_MEMORY_MAX = 32 * 1024 * 1024;

interface Box {
  width: number;
  height: number;
}
/**
 * The first page's boxes in mm as seen: the page as shown (its crop box), its trim box (the
 * finished size) and its bleed box.
 */
type PdfFacts = { pageCount: number; page: Box; trim: Box; bleed: Box } | { refused: 'encrypted' | 'unreadable' };

/** A box's corners, in points: [left, bottom, right, top]. */
type Corners = readonly [number, number, number, number];

/**
 * The boxes as PDF readers take them (ISO 32000-1, 14.11.2): corners in either order; the crop box
 * defaults to the media box, the trim and bleed boxes to the crop box; each is cut to the media
 * box. Turned as the page is shown: a page rotated by 90° is seen on its side.
 */
function pageBoxes(boxes: { media: Corners; crop?: Corners; trim?: Corners; bleed?: Corners }, rotation: number) {
  const normal = ([x0, y0, x1, y1]: Corners): Corners => [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
  const media = normal(boxes.media);
  const clip = (box: Corners): Corners => {
    const [x0, y0, x1, y1] = normal(box);
    return [Math.max(x0, media[0]), Math.max(y0, media[1]), Math.min(x1, media[2]), Math.min(y1, media[3])];
  };
  const crop = clip(boxes.crop ?? media);
  const seen = ([x0, y0, x1, y1]: Corners): Box => {
    const [width, height] = [Math.max(0, Math.round((x1 - x0) * POINTS_TO_MM)), Math.max(0, Math.round((y1 - y0) * POINTS_TO_MM))];
    return Math.abs(rotation) % 180 === 90 ? { width: height, height: width } : { width, height };
  };
  return { page: seen(crop), trim: seen(boxes.trim ? clip(boxes.trim) : crop), bleed: seen(boxes.bleed ? clip(boxes.bleed) : crop) };
}

/** pdf-lib's build loses its error classes (instanceof fails), so its message is the sure sign. */
const isEncryptedError = (error: unknown) => error instanceof EncryptedPDFError || /\bis encrypted\b/i.test(String((error as Error | undefined)?.message));

const cornersOf = (array: PDFArray | undefined): Corners | undefined => {
  if (array?.size() !== 4) return undefined;
  const [x0, y0, x1, y1] = [0, 1, 2, 3].map((index) => array.lookup(index, PDFNumber).asNumber()) as [number, number, number, number];
  return [x0, y0, x1, y1];
};

/** The page count and first page's boxes by pdf-lib, in memory. */
export async function factsByPdfLib(file: string): Promise<PdfFacts> {
  try {
    const document = await PDFDocument.load(await readFile(file), { ignoreEncryption: false, updateMetadata: false, throwOnInvalidObject: false });
    // A file with a PDF header but no page tree fails here, not at load.
    const { node } = document.getPage(0);
    const media = cornersOf(node.MediaBox());
    if (!media) return { refused: 'unreadable' };
    const boxes = pageBoxes({ media, crop: cornersOf(node.CropBox()), trim: cornersOf(node.TrimBox()), bleed: cornersOf(node.BleedBox()) }, node.Rotate()?.asNumber() ?? 0);
    return { pageCount: document.getPageCount(), ...boxes };
  } catch (error) {
    return { refused: isEncryptedError(error) ? 'encrypted' : 'unreadable' };
  }
}

/** The same facts by poppler's pdfinfo, in its own process: a reading the tests hold pdf-lib's to. */
export async function factsByPdfinfo(file: string): Promise<PdfFacts> {
  try {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '1', '-box', file], { timeout: PDFINFO_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
    const pages = /^Pages:\s+(\d+)/m.exec(stdout);
    const rotation = Number(/^Page\s+1 rot:\s+(-?\d+)/m.exec(stdout)?.[1] ?? 0);
    // poppler prints every box already defaulted and cut to the media box.
    const box = (name: string): Corners | undefined => {
      const found = new RegExp(`^Page\\s+1 ${name}:\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)`, 'm').exec(stdout);
      return found ? (found.slice(1).map(Number) as unknown as Corners) : undefined;
    };
    const media = box('MediaBox');
    if (!pages || !media) return { refused: 'unreadable' };
    return { pageCount: Number(pages[1]), ...pageBoxes({ media, crop: box('CropBox'), trim: box('TrimBox'), bleed: box('BleedBox') }, rotation) };
  } catch (error) {
    return { refused: /password|encrypt/i.test(String((error as { stderr?: string }).stderr)) ? 'encrypted' : 'unreadable' };
  }
}

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
    return { code: 'bleed', severity: 'warning', message: PREFLIGHT_TEXTS.pdfNoBleed(spec.bleedMm) };
  }
  const aspect = aspectFinding(bleed.width, bleed.height, spec);
  if (aspect?.severity === 'error') return aspect;
  return { code: 'size', severity: 'warning', message: PREFLIGHT_TEXTS.pdfSizeOff(bleed.width, bleed.height, `${printed.widthMm} × ${printed.heightMm} mm`) };
}

/** A PDF: its page count and the first page's size against the printed size with bleed. */
export async function checkPdf(file: string, spec: PrintSpec): Promise<CheckResult> {
  const facts = (await stat(file)).size <= PDF_IN_MEMORY_MAX ? await factsByPdfLib(file) : await factsByPdfinfo(file);
  if ('refused' in facts) {
    const message = facts.refused === 'encrypted' ? PREFLIGHT_TEXTS.pdfEncrypted : PREFLIGHT_TEXTS.unreadable;
    return { findings: [{ code: facts.refused, severity: 'error', message }], facts: {} };
  }
  const { pageCount, page, trim, bleed } = facts;
  const same = (one: Box, other: Box) => one.width === other.width && one.height === other.height;
  const boxes = [
    PREFLIGHT_TEXTS.pdfPageSize(page.width, page.height),
    ...(same(trim, page) ? [] : [PREFLIGHT_TEXTS.pdfTrimBox(trim.width, trim.height)]),
    ...(same(bleed, page) || same(bleed, trim) ? [] : [PREFLIGHT_TEXTS.pdfBleedBox(bleed.width, bleed.height)]),
  ];
  const findings: PreflightFinding[] = [{ code: 'page', severity: 'info', message: boxes.join(' ') }];
  if (pageCount > 1) findings.push({ code: 'pages', severity: 'warning', message: PREFLIGHT_TEXTS.pages('PDF', pageCount) });
  const size = sizeFinding(facts, spec);
  if (size) findings.push(size);
  return { findings, facts: { pageCount, pageWidthMm: page.width, pageHeightMm: page.height } };
}
