import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
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
/** The first page's trim box (the finished size) and bleed box (with its bleed), in mm as seen. */
type PdfFacts = { pageCount: number; trim: Box; bleed: Box } | { refused: 'encrypted' | 'unreadable' };

/** Points to millimetres, turned as the page is shown (a page rotated by 90° is seen on its side). */
function asSeen(box: Box, rotation: number): Box {
  const [width, height] = [Math.round(box.width * POINTS_TO_MM), Math.round(box.height * POINTS_TO_MM)];
  return Math.abs(rotation) % 180 === 90 ? { width: height, height: width } : { width, height };
}

/** pdf-lib's build loses its error classes (instanceof fails), so its message is the sure sign. */
const isEncryptedError = (error: unknown) => error instanceof EncryptedPDFError || /\bis encrypted\b/i.test(String((error as Error | undefined)?.message));

async function factsByPdfLib(file: string): Promise<PdfFacts> {
  try {
    const document = await PDFDocument.load(await readFile(file), { ignoreEncryption: false, updateMetadata: false, throwOnInvalidObject: false });
    // A file with a PDF header but no page tree fails here, not at load.
    const page = document.getPage(0);
    const rotation = page.getRotation().angle;
    // pdf-lib falls back as PDF readers do: TrimBox and BleedBox to the CropBox, then the MediaBox.
    return { pageCount: document.getPageCount(), trim: asSeen(page.getTrimBox(), rotation), bleed: asSeen(page.getBleedBox(), rotation) };
  } catch (error) {
    return { refused: isEncryptedError(error) ? 'encrypted' : 'unreadable' };
  }
}

async function factsByPdfinfo(file: string): Promise<PdfFacts> {
  try {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '1', '-box', file], { timeout: PDFINFO_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
    const pages = /^Pages:\s+(\d+)/m.exec(stdout);
    const rotation = Number(/^Page\s+1 rot:\s+(-?\d+)/m.exec(stdout)?.[1] ?? 0);
    const box = (name: string): Box | null => {
      const found = new RegExp(`^Page\\s+1 ${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, 'm').exec(stdout);
      if (!found) return null;
      const [x0, y0, x1, y1] = found.slice(1).map(Number) as [number, number, number, number];
      return asSeen({ width: x1 - x0, height: y1 - y0 }, rotation);
    };
    const [trim, bleed] = [box('TrimBox'), box('BleedBox')];
    if (!pages || !trim || !bleed) return { refused: 'unreadable' };
    return { pageCount: Number(pages[1]), trim, bleed };
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
  const { pageCount, bleed } = facts;
  const findings: PreflightFinding[] = [{ code: 'page', severity: 'info', message: PREFLIGHT_TEXTS.pdfPageSize(bleed.width, bleed.height) }];
  if (pageCount > 1) findings.push({ code: 'pages', severity: 'warning', message: PREFLIGHT_TEXTS.pdfPages(pageCount) });
  const size = sizeFinding(facts, spec);
  if (size) findings.push(size);
  return { findings, facts: { pageCount, pageWidthMm: bleed.width, pageHeightMm: bleed.height } };
}
