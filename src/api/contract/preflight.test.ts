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
