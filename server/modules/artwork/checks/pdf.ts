import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { aspectFinding, POINTS_TO_MM, withBleed } from './geometry';
import { type CheckResult, PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

/** Within this many millimetres a page has the size asked for. */
const SIZE_TOLERANCE_MM = 2;

const near = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_MM;
const run = promisify(execFile);

/** Up to this size pdf-lib reads the PDF in memory; a larger one is read by poppler's pdfinfo, outside it. */
export const PDF_IN_MEMORY_MAX = 32 * 1024 * 1024;

type PdfFacts = { pageCount: number; box: { width: number; height: number } } | { refused: 'encrypted' | 'unreadable' };

async function factsByPdfLib(file: string): Promise<PdfFacts> {
  try {
    const document = await PDFDocument.load(await readFile(file), { updateMetadata: false, throwOnInvalidObject: false });
    // A file with a PDF header but no page tree fails here, not at load.
    return { pageCount: document.getPageCount(), box: document.getPage(0).getTrimBox() };
  } catch (error) {
    return { refused: error instanceof EncryptedPDFError ? 'encrypted' : 'unreadable' };
  }
}

async function factsByPdfinfo(file: string): Promise<PdfFacts> {
  try {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '1', '-box', file], { timeout: 20_000, maxBuffer: 1024 * 1024 });
    const pages = /^Pages:\s+(\d+)/m.exec(stdout);
    const trim = /^Page\s+1 TrimBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/m.exec(stdout);
    if (!pages || !trim) return { refused: 'unreadable' };
    const [x0, y0, x1, y1] = trim.slice(1).map(Number) as [number, number, number, number];
    return { pageCount: Number(pages[1]), box: { width: x1 - x0, height: y1 - y0 } };
  } catch (error) {
    return { refused: /password/i.test(String((error as { stderr?: string }).stderr)) ? 'encrypted' : 'unreadable' };
  }
}

/** A PDF: its page count and the first page's trim size against the printed size with bleed. */
export async function checkPdf(file: string, spec: PrintSpec): Promise<CheckResult> {
  const facts = (await stat(file)).size <= PDF_IN_MEMORY_MAX ? await factsByPdfLib(file) : await factsByPdfinfo(file);
  if ('refused' in facts) {
    const message = facts.refused === 'encrypted' ? PREFLIGHT_TEXTS.pdfEncrypted : PREFLIGHT_TEXTS.unreadable;
    return { findings: [{ code: facts.refused, severity: 'error', message }], facts: {} };
  }
  const { pageCount, box } = facts;
  const [width, height] = [Math.round(box.width * POINTS_TO_MM), Math.round(box.height * POINTS_TO_MM)];
  const findings: PreflightFinding[] = [{ code: 'page', severity: 'info', message: PREFLIGHT_TEXTS.pdfPageSize(width, height) }];
  if (pageCount > 1) findings.push({ code: 'pages', severity: 'warning', message: PREFLIGHT_TEXTS.pdfPages(pageCount) });
  const printed = withBleed(spec);
  const aspect = aspectFinding(width, height, spec);
  if (near(width, printed.widthMm) && near(height, printed.heightMm)) {
    // The size asked for, bleed included.
  } else if (spec.bleedMm > 0 && near(width, spec.widthMm) && near(height, spec.heightMm)) {
    findings.push({ code: 'bleed', severity: 'warning', message: PREFLIGHT_TEXTS.pdfNoBleed(spec.bleedMm) });
  } else if (aspect?.severity === 'error') {
    findings.push(aspect);
  } else {
    findings.push({ code: 'size', severity: 'warning', message: PREFLIGHT_TEXTS.pdfSizeOff(width, height, `${printed.widthMm} × ${printed.heightMm} mm`) });
  }
  return { findings, facts: { pageCount, pageWidthMm: width, pageHeightMm: height } };
}
