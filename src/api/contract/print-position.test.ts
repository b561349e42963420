import { describe, expect, it } from 'vitest';
import { printPositionOf, printPositionText } from './print-position';
import { PRINT_POSITION_TEXTS } from './texts';
import { translate } from './i18n/translate';

const t = (message: string, values?: Record<string, unknown>) => translate('en', message, values);

const a4 = { widthMm: 210, heightMm: 297, bleedMm: 3 };
const pin = (x: number, y: number, page = 1) => ({ page, x, y, w: 0, h: 0 });

describe('print position', () => {
  it('measures from the trim, inset by the bleed the artwork carries', () => {
    // 216 × 303 mm with the bleed: 15 mm in is 12 mm from the left trim.
    expect(printPositionOf(pin(15 / 216, 43 / 303), a4, false)).toEqual({ page: null, leftMm: 12, topMm: 40, widthMm: 0, heightMm: 0 });
    expect(printPositionText(printPositionOf(pin(15 / 216, 43 / 303), a4, false), t)).toBe('12 mm from the left trim, 40 mm from the top');
    expect(printPositionText(printPositionOf(pin(15 / 216, 43 / 303), a4, false), t)).toBe(`${t(PRINT_POSITION_TEXTS.fromLeft, { mm: 12, side: 'inside' })}, ${t(PRINT_POSITION_TEXTS.fromTop, { mm: 40, side: 'inside' })}`);
  });

  it('takes the artwork’s edges as the trim when there is no bleed', () => {
    expect(printPositionOf(pin(0.5, 0.25), { widthMm: 300, heightMm: 200, bleedMm: 0 }, false)).toMatchObject({ leftMm: 150, topMm: 50 });
  });

  it('gives a place in the bleed as outside the trim', () => {
    const position = printPositionOf(pin(0, 0), a4, false);
    expect(position).toMatchObject({ leftMm: -3, topMm: -3 });
    expect(printPositionText(position, t)).toBe('3 mm outside the left trim, 3 mm above the top trim');
    expect(printPositionText(position, t)).toBe(`${t(PRINT_POSITION_TEXTS.fromLeft, { mm: 3, side: 'outside' })}, ${t(PRINT_POSITION_TEXTS.fromTop, { mm: 3, side: 'outside' })}`);
    expect(t(PRINT_POSITION_TEXTS.fromLeft, { mm: 3, side: 'outside' })).not.toBe(t(PRINT_POSITION_TEXTS.fromLeft, { mm: 3, side: 'inside' }));
  });

  it('adds a box’s size and a PDF’s page, rounded to a tenth of a millimetre', () => {
    const position = printPositionOf({ page: 2, x: 0.5, y: 0.5, w: 1 / 3, h: 0.1 }, { widthMm: 100, heightMm: 100, bleedMm: 0 }, true);
    expect(position).toEqual({ page: 2, leftMm: 50, topMm: 50, widthMm: 33.3, heightMm: 10 });
    expect(printPositionText(position, t)).toBe([t(PRINT_POSITION_TEXTS.fromLeft, { mm: 50, side: 'inside' }), t(PRINT_POSITION_TEXTS.fromTop, { mm: 50, side: 'inside' }), t(PRINT_POSITION_TEXTS.size, { width: 33.3, height: 10 }), t(PRINT_POSITION_TEXTS.page, { page: 2 })].join(', '));
  });
});
