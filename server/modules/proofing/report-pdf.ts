import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { FINDING_MARK_COLOUR, PROOF_REPORT_FINDING_TEXTS as F, PROOF_REPORT_TEXTS as T } from '../../../src/api/contract';
import type { Crop } from './annotation-crop';
import type { ReportFinding } from './report-findings';

/** One annotation as the report numbers and describes it; places are fractions of the page. */
export interface ReportAnnotation {
  number: number;
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** "Pin, page 2, from Version 1 · Open"-like heading parts, already worded. */
  heading: string;
  byline: string;
  body: string;
  replies: { byline: string; body: string }[];
  status: string;
  /** A JPEG of the artwork round it, or null when none could be made. */
  crop: Crop | null;
}

/** Everything the proof report shows, worded; the preview is a PNG of the first page. */
export interface ReportContent {
  title: string;
  lines: string[];
  preview: { png: Buffer; width: number; height: number } | null;
  annotations: ReportAnnotation[];
  /** Which notes carried from the version before were changed at their place, worded; or one line saying why that is not known. */
  changes?: { title: string; heading: string | null; notes: { text: string; status: string }[]; plain: string | null };
  fileCheck: { outcome: string; findings: string[] };
  /** The file check's findings with a place, numbered F1, F2, … with a crop of each place. */
  placedFindings?: ReportFinding[];
  decisions: { line: string; comment: string | null; reasons: string | null; proof?: string[] }[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const MARK = rgb(0.85, 0.1, 0.2);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** Text in the standard fonts' encoding: a character they cannot draw becomes '?'. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, ' ')].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Lines of at most `width` points: words kept whole unless one alone is wider. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of drawable(font, text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (font.widthOfTextAtSize(line + char, size) > width && line) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Writes text downwards from the top of the page, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  newPage() {
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  space(points: number) {
    this.y -= points;
  }
  /** The height `text` takes, wrapped as `text` wraps it. */
  heightOf(text: string, { size = 10, bold = false, indent = 0 } = {}): number {
    return wrap(bold ? this.fonts.bold : this.fonts.regular, size, text, A4[0] - 2 * MARGIN - indent).length * size * 1.35;
  }
  /** Starts a new page unless `points` fit on this one: what follows stays together. */
  keep(points: number) {
    if (this.y - points < MARGIN) this.newPage();
  }
  text(text: string, { size = 10, bold = false, indent = 0, colour = INK } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, size, text, A4[0] - 2 * MARGIN - indent)) {
      if (this.y - size < MARGIN) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: colour });
    }
  }
  /** An image `width` × `height` points, on a new page when this one has no room for it. */
  image(image: PDFImage, width: number, height: number, { indent = 0 } = {}) {
    if (this.y - height < MARGIN) this.newPage();
    this.y -= height + 2;
    this.page.drawImage(image, { x: MARGIN + indent, y: this.y, width, height });
    this.page.drawRectangle({ x: MARGIN + indent, y: this.y, width, height, borderColor: MUTED, borderWidth: 0.5 });
    this.y -= 2;
  }
}

/** A crop's longer side in the report, in points: its pixels at twice the screen's density. */
const CROP_PT = 120;

/** Draws the numbered pins and boxes of page 1 on the preview placed at (left, bottom) in `width` × `height` points. */
function drawMarks(page: PDFPage, font: PDFFont, annotations: readonly ReportAnnotation[], left: number, bottom: number, width: number, height: number) {
  for (const annotation of annotations.filter((each) => each.page === 1)) {
    const x = left + annotation.x * width;
    const top = bottom + height - annotation.y * height;
    const label = String(annotation.number);
    if (annotation.w > 0 && annotation.h > 0) {
      page.drawRectangle({ x, y: top - annotation.h * height, width: annotation.w * width, height: annotation.h * height, borderColor: MARK, borderWidth: 1.5 });
    }
    page.drawCircle({ x, y: top, size: 8, color: MARK, borderColor: rgb(1, 1, 1), borderWidth: 1 });
    page.drawText(label, { x: x - font.widthOfTextAtSize(label, 8) / 2, y: top - 2.8, size: 8, font, color: rgb(1, 1, 1) });
  }
}

/** The crop's size on the report page: half its pixels, in points. */
const CROP_SCALE = 0.5;
const FINDING = rgb(...([1, 3, 5].map((at) => parseInt(FINDING_MARK_COLOUR.slice(at, at + 2), 16) / 255) as [number, number, number]));

/** The findings with a place: each under its number in the findings' colour, its words, then the crop of its place. */
async function writeFindings(document: PDFDocument, writer: Writer, findings: readonly ReportFinding[]) {
  // A finding's number, words and crop stay on one page, and the section's title with its first.
  const heightOf = (finding: ReportFinding) =>
    6 +
    writer.heightOf(F.heading(finding.number, finding.page), { bold: true }) +
    writer.heightOf(finding.message, { indent: 12 }) +
    (finding.crop ? finding.crop.height * CROP_SCALE + 4 : writer.heightOf(F.noCrop, { size: 9, indent: 12 }));
  writer.space(12);
  writer.keep(writer.heightOf(F.title, { size: 12, bold: true }) + (findings[0] ? heightOf(findings[0]) : 0));
  writer.text(F.title, { size: 12, bold: true });
  for (const finding of findings) {
    writer.keep(heightOf(finding));
    writer.space(6);
    writer.text(F.heading(finding.number, finding.page), { bold: true, colour: FINDING });
    writer.text(finding.message, { indent: 12 });
    if (!finding.crop) {
      writer.text(F.noCrop, { size: 9, colour: MUTED, indent: 12 });
      continue;
    }
    const image = await document.embedJpg(finding.crop.jpeg);
    const [width, height] = [finding.crop.width * CROP_SCALE, finding.crop.height * CROP_SCALE];
    writer.y -= height + 4;
    writer.page.drawImage(image, { x: MARGIN + 12, y: writer.y, width, height });
    writer.page.drawRectangle({ x: MARGIN + 12, y: writer.y, width, height, borderColor: MUTED, borderWidth: 0.5 });
  }
}

/** The proof report as a PDF: the preview with its marks, then each thread, the file check and the decisions. */
export async function renderProofReport(content: ReportContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(drawable(await document.embedFont(StandardFonts.Helvetica), content.title));
  document.setProducer(T.title);
  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(document, fonts);

  writer.text(content.title, { size: 18, bold: true });
  writer.space(4);
  for (const line of content.lines) writer.text(line, { size: 10, colour: MUTED });
  writer.space(12);
  if (content.preview) {
    const image = await document.embedPng(content.preview.png);
    const room = { width: A4[0] - 2 * MARGIN, height: writer.y - MARGIN - 24 };
    const scale = Math.min(room.width / content.preview.width, room.height / content.preview.height);
    const [width, height] = [content.preview.width * scale, content.preview.height * scale];
    const left = MARGIN + (room.width - width) / 2;
    const bottom = writer.y - height;
    writer.page.drawImage(image, { x: left, y: bottom, width, height });
    writer.page.drawRectangle({ x: left, y: bottom, width, height, borderColor: MUTED, borderWidth: 0.5 });
    drawMarks(writer.page, fonts.bold, content.annotations, left, bottom, width, height);
    writer.y = bottom - 4;
    writer.text(T.previewOfPage(1), { size: 9, colour: MUTED });
  } else {
    writer.text(T.noPreview, { colour: MUTED });
  }

  writer.space(20);
  writer.text(T.annotationsTitle, { size: 14, bold: true });
  writer.space(4);
  if (content.annotations.length === 0) writer.text(T.noAnnotations, { colour: MUTED });
  for (const annotation of content.annotations) {
    writer.space(6);
    writer.text(`${annotation.number}. ${annotation.heading}`, { bold: true });
    writer.text(annotation.byline, { size: 9, colour: MUTED });
    if (annotation.crop) {
      const scale = CROP_PT / Math.max(annotation.crop.width, annotation.crop.height);
      writer.image(await document.embedJpg(annotation.crop.jpeg), annotation.crop.width * scale, annotation.crop.height * scale, { indent: 12 });
    }
    writer.text(annotation.body, { indent: 12 });
    for (const reply of annotation.replies) {
      writer.text(reply.byline, { size: 9, colour: MUTED, indent: 24 });
      writer.text(reply.body, { indent: 24 });
    }
    writer.text(annotation.status, { size: 9, bold: true, colour: MUTED, indent: 12 });
  }

  if (content.changes) {
    writer.space(16);
    writer.text(content.changes.title, { size: 14, bold: true });
    if (content.changes.plain) writer.text(content.changes.plain, { colour: MUTED });
    if (content.changes.heading) writer.text(content.changes.heading, { colour: MUTED });
    for (const note of content.changes.notes) {
      writer.space(4);
      writer.text(note.text, { bold: true });
      writer.text(note.status, { indent: 12 });
    }
  }

  writer.space(16);
  writer.text(T.fileCheckTitle, { size: 14, bold: true });
  writer.text(content.fileCheck.outcome, { bold: true });
  if (content.fileCheck.findings.length === 0) writer.text(T.noFindings, { colour: MUTED });
  for (const finding of content.fileCheck.findings) writer.text(finding, { indent: 12 });
  if (content.placedFindings?.length) await writeFindings(document, writer, content.placedFindings);

  writer.space(16);
  writer.text(T.decisionsTitle, { size: 14, bold: true });
  if (content.decisions.length === 0) writer.text(T.noDecision, { colour: MUTED });
  for (const decision of content.decisions) {
    writer.space(4);
    writer.text(decision.line, { bold: true });
    if (decision.reasons) writer.text(decision.reasons, { indent: 12, colour: MUTED });
    if (decision.comment) writer.text(decision.comment, { indent: 12 });
    for (const line of decision.proof ?? []) writer.text(line, { indent: 12, size: 9, colour: MUTED });
  }

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const label = T.pageOf(index + 1, pages.length);
    page.drawText(label, { x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font: fonts.regular, color: MUTED });
  });
  return document.save();
}
