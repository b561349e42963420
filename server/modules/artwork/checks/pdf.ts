import { readFile } from 'node:fs/promises';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { aspectFinding, POINTS_TO_MM, withBleed } from './geometry';
import { type CheckResult, PREFLIGHT_TEXTS, type PreflightFinding, type PrintSpec } from './types';

/** Within this many millimetres a page has the size asked for. */
const SIZE_TOLERANCE_MM = 2;

const near = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_MM;

/** A PDF: its page count and the first page's trim size against the printed size with bleed. */
export async function checkPdf(file: string, spec: PrintSpec): Promise<CheckResult> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(await readFile(file), { updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    const message = error instanceof EncryptedPDFError ? PREFLIGHT_TEXTS.pdfEncrypted : PREFLIGHT_TEXTS.unreadable;
    return { findings: [{ code: error instanceof EncryptedPDFError ? 'encrypted' : 'unreadable', severity: 'error', message }], facts: {} };
  }
  let pageCount: number;
  let box: { width: number; height: number };
  try {
    // A file with a PDF header but no page tree fails here, not at load.
    pageCount = document.getPageCount();
    box = document.getPage(0).getTrimBox();
  } catch {
    return { findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
  }
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
