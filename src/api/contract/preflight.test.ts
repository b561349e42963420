import { describe, expect, it } from 'vitest';
import { selectorOf } from './annotations';
import { placedFindings, type PreflightFinding } from './preflight';
import { PREFLIGHT_TEXTS } from './texts';

const at = (code: string, page: number, x: number, y: number): PreflightFinding => ({
  code,
  severity: 'warning',
  message: code,
  page,
  selector: selectorOf({ page, x, y, w: 0.1, h: 0.1 }, true),
});

describe('placedFindings', () => {
  it('numbers the findings with a place page by page, top down, then left to right', () => {
    const findings = [at('page2', 2, 0.1, 0.1), at('lowerRight', 1, 0.8, 0.5), { code: 'font', severity: 'error', message: PREFLIGHT_TEXTS.fontNotEmbedded('Helvetica-Bold', [1]), page: 1 } as const, at('lowerLeft', 1, 0.1, 0.5), at('top', 1, 0.9, 0.05)];
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
  tooManyPixels: T.tooManyPixels(400e6, 300e6),
  lowDpi: T.lowDpi(72, 3010, 'wide', T.resolutionNeeded(100, null, 11850, 7913)),
  aspectOff: T.aspectOff('1:1', '3:2'),
  aspectSlightlyOff: T.aspectSlightlyOff('1.48:1', '1.5:1'),
  colourExpected: T.colourExpected('CMYK', T.colourDescription('RGB', 8, undefined)),
  transparency: T.transparency,
  pdfEncrypted: T.pdfEncrypted,
  pages: T.pages('TIFF', 3),
  pdfSizeOff: T.pdfSizeOff(210, 297, '406 × 306 mm'),
  pdfNoBleed: T.pdfNoBleed(3),
  svgText: T.svgText,
  svgTooLargeToCheck: T.svgTooLargeToCheck('10 MB'),
  svgTooComplexToCheck: T.svgTooComplexToCheck('100,000'),
  svgNoSize: T.svgNoSize,
  pdfPageCount: T.pdfPageCount(3, 1),
  pdfPageSizes: T.pdfPageSizes([2], 210, 297, '406 × 306 mm'),
  pdfNoTrimBox: T.pdfNoTrimBox([1]),
  pdfBleedShort: T.pdfBleedShort([1, 2], 3),
  fontNotEmbedded: T.fontNotEmbedded('Helvetica-Bold', [1]),
  imageLowPpi: T.imageLowPpi(3, 102, T.resolutionNeeded(150, null, 591, 443)),
  imageNotCmyk: T.imageNotCmyk('RGB', 1),
  fillNotCmyk: T.fillNotCmyk('RGB', [1]),
  spotColour: T.spotColour('PANTONE 485 C', [1]),
  inkOver: T.inkOver(400, 1, 300),
  inkOverImage: T.inkOverImage(380, 300),
  hairline: T.hairline(0.05, 1),
  transparencyInPdfx1a: T.transparencyInPdfx1a([1]),
  activeContent: T.activeContent(T.activeContentKinds.javascript),
  pdfImageTooLarge: T.pdfImageTooLarge(1, 400e6, 300e6),
  pageDamaged: T.pageDamaged(1),
  pageTooSlow: T.pageTooSlow(1),
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
