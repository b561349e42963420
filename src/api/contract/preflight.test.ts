import { describe, expect, it } from 'vitest';
import { selectorOf } from './annotations';
import { placedFindings, type PreflightFinding } from './preflight';
import { FINDING_WORDS, PREFLIGHT_TEXTS } from './texts';
import { findingText, worded } from './i18n/finding-text';

const at = (code: string, page: number, x: number, y: number): PreflightFinding => ({
  code,
  severity: 'warning',
  message: code,
  page,
  selector: selectorOf({ page, x, y, w: 0.1, h: 0.1 }, true),
});

describe('placedFindings', () => {
  it('numbers the findings with a place page by page, top down, then left to right', () => {
    const findings = [at('page2', 2, 0.1, 0.1), at('lowerRight', 1, 0.8, 0.5), { code: 'font', severity: 'error', ...worded(FINDING_WORDS.fontNotEmbedded('Helvetica-Bold', [1])), page: 1 } as const, at('lowerLeft', 1, 0.1, 0.5), at('top', 1, 0.9, 0.05)];
    expect(placedFindings(findings).map(({ number, finding, place }) => [number, finding.code, place.page])).toEqual([
      [1, 'top', 1],
      [2, 'lowerLeft', 1],
      [3, 'lowerRight', 1],
      [4, 'page2', 2],
    ]);
  });

  it('leaves out a finding whose selector names no place', () => {
    const line = { ...at('hairline', 1, 0.1, 0.9), selector: { type: 'FragmentSelector', conformsTo: 'http://www.w3.org/TR/media-frags/', value: 'xywh=percent:10,90,80,0' } } as const;
    expect(placedFindings([line, at('image', 1, 0.2, 0.2)]).map(({ number, finding }) => [number, finding.code])).toEqual([[1, 'image']]);
  });
});

/** Every error and warning the file check can give, with sample figures: what is wrong, then what to do. */
const T = PREFLIGHT_TEXTS;
const TO_FIX: Record<string, string> = {
  unreadable: T.unreadable,
  damaged: T.damaged,
  tooManyPixels: findingText(FINDING_WORDS.tooManyPixels(400e6, 300e6)),
  lowDpi: findingText(FINDING_WORDS.lowDpi(72, 3010, 'wide', { dpi: 100, distanceM: null, widthPx: 11850, heightPx: 7913 })),
  aspectOff: findingText(FINDING_WORDS.aspectOff('1:1', '3:2')),
  aspectSlightlyOff: findingText(FINDING_WORDS.aspectSlightlyOff('1.48:1', '1.5:1')),
  colourExpected: findingText(FINDING_WORDS.colourExpected('CMYK', { mode: 'RGB', palette: false, bits: 8, profile: undefined })),
  transparency: T.transparency,
  pdfEncrypted: T.pdfEncrypted,
  pages: findingText(FINDING_WORDS.pages('TIFF', 3)),
  pdfSizeOff: findingText(FINDING_WORDS.pdfSizeOff({ width: 210, height: 297 }, { width: 406, height: 306 })),
  pdfNoBleed: findingText(FINDING_WORDS.pdfNoBleed(3)),
  svgText: T.svgText,
  svgTooLargeToCheck: findingText(FINDING_WORDS.svgTooLargeToCheck(10 * 1024 * 1024)),
  svgTooComplexToCheck: findingText(FINDING_WORDS.svgTooComplexToCheck(100000)),
  svgNoSize: T.svgNoSize,
  pdfPageCount: findingText(FINDING_WORDS.pdfPageCount(3, 1)),
  pdfPageSizes: findingText(FINDING_WORDS.pdfPageSizes([2], { width: 210, height: 297 }, { width: 406, height: 306 })),
  pdfNoTrimBox: findingText(FINDING_WORDS.pdfNoTrimBox([1])),
  fontNotEmbedded: findingText(FINDING_WORDS.fontNotEmbedded('Helvetica-Bold', [1])),
  imageLowPpi: findingText(FINDING_WORDS.imageLowPpi(3, 102, { dpi: 150, distanceM: null, widthPx: 591, heightPx: 443 })),
  imageNotCmyk: findingText(FINDING_WORDS.imageNotCmyk('RGB', 1)),
  fillNotCmyk: findingText(FINDING_WORDS.fillNotCmyk('RGB', [1])),
  spotColour: findingText(FINDING_WORDS.spotColour('PANTONE 485 C', [1])),
  inkOver: findingText(FINDING_WORDS.inkOver(400, 1, 300)),
  inkOverImage: findingText(FINDING_WORDS.inkOverImage(380, 300)),
  hairline: findingText(FINDING_WORDS.hairline(0.05, 1)),
  transparencyInPdfx1a: findingText(FINDING_WORDS.transparencyInPdfx1a([1])),
  activeContent: findingText(FINDING_WORDS.activeContent('javascript')),
  pdfImageTooLarge: findingText(FINDING_WORDS.pdfImageTooLarge(1, 400e6, 300e6)),
  pageDamaged: findingText(FINDING_WORDS.pageDamaged(1)),
  pageTooSlow: findingText(FINDING_WORDS.pageTooSlow(1)),
};

describe('the file check’s errors and warnings', () => {
  it.each(Object.entries(TO_FIX))('%s says what is wrong, then what to do', (_name, message) => {
    // What is wrong first, then (after a full stop, colon or semicolon) what to do, said as an instruction.
    const [wrong, ...rest] = message.split(/(?<=[.:;]) +/);
    expect(wrong, message).toBeTruthy();
    expect(
      rest.some((part) => /^(Use|Set|Keep|Convert|Upload|Export|Extend|Give|Make|Reduce|Scale|Simplify|Flatten|Place|check|export|upload)\b/.test(part)),
      message,
    ).toBe(true);
  });
});
