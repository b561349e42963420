import { describe, expect, it } from 'vitest';
import { MEDIA_FRAGMENTS, PDF_FRAGMENTS, placeOf, selectorOf } from './annotations';
import { ANNOTATION_MESSAGES } from './texts';

const region = (value: string) => ({ type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value });

describe('annotation selectors', () => {
  it('reads a region as fractions and writes it back the same, to a ten-thousandth of a percent', () => {
    for (const value of ['xywh=percent:12.5,40,0,0', 'xywh=percent:33.3333,66.6667,33.3333,33.3333', 'xywh=percent:0,0,100,100', 'xywh=percent:99.9999,0.0001,0,0']) {
      const place = placeOf(region(value));
      expect(typeof place).toBe('object');
      expect(selectorOf(place as Exclude<typeof place, string>, false)).toEqual(region(value));
    }
    expect(placeOf(region('xywh=percent:25,50,10,5'))).toEqual({ page: 1, x: 0.25, y: 0.5, w: 0.1, h: 0.05 });
  });

  it('reads a PDF page refined by its region, and writes it so for a paged file', () => {
    const selector = { type: 'FragmentSelector', conformsTo: PDF_FRAGMENTS, value: 'page=3', refinedBy: region('xywh=percent:1,2,3,4') };
    const place = placeOf(selector);
    expect(place).toEqual({ page: 3, x: 0.01, y: 0.02, w: 0.03, h: 0.04 });
    expect(selectorOf(place as Exclude<typeof place, string>, true)).toEqual(selector);
  });

  it('says what is wrong with a selector', () => {
    expect(placeOf(region('xywh=percent:60,0,40.0001,1'))).toBe(ANNOTATION_MESSAGES.outside);
    expect(placeOf(region('xywh=percent:1,1,0,2'))).toBe(ANNOTATION_MESSAGES.boxNeedsSize);
    expect(placeOf(region('xywh=pixel:1,1,2,2'))).toBe(ANNOTATION_MESSAGES.selectorInvalid);
    expect(placeOf({ ...region('xywh=percent:1,1,0,0'), conformsTo: 'http://example.com/other' })).toBe(ANNOTATION_MESSAGES.selectorInvalid);
    expect(placeOf({ type: 'FragmentSelector', value: 'page=two', refinedBy: region('xywh=percent:1,1,0,0') })).toBe(ANNOTATION_MESSAGES.pageInvalid);
    expect(placeOf({ type: 'FragmentSelector', value: 'page=2' })).toBe(ANNOTATION_MESSAGES.selectorInvalid);
    expect(placeOf(null)).toBe(ANNOTATION_MESSAGES.selectorInvalid);
    expect(placeOf(region(`xywh=percent:${'1'.repeat(300)},1,0,0`))).toBe(ANNOTATION_MESSAGES.selectorInvalid);
  });
});
