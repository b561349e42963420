import { describe, expect, it } from 'vitest';
import type { TilePage } from '../../../../api/contract';
import { thumbUrlOf } from './PageStrip';
import { guideFrames, SAFE_MARGIN_MM } from './print-guides';
import { boxBetween, clampSpot } from './projection';

describe('print guides', () => {
  it('puts the bleed at the artwork’s edge, the trim inside it by the bleed, and the safe area a margin further in', () => {
    // 200 × 100 mm with 5 mm bleed: the artwork is 210 × 110 mm.
    const frames = guideFrames({ widthMm: 200, heightMm: 100, bleedMm: 5 });
    expect(frames.bleed).toEqual({ x: 0, y: 0, w: 1, h: 1 });
    expect(frames.trim.x).toBeCloseTo(5 / 210, 10);
    expect(frames.trim.y).toBeCloseTo(5 / 110, 10);
    expect(frames.trim.w).toBeCloseTo(200 / 210, 10);
    expect(frames.trim.h).toBeCloseTo(100 / 110, 10);
    expect(frames.safe.x).toBeCloseTo((5 + SAFE_MARGIN_MM) / 210, 10);
    expect(frames.safe.h).toBeCloseTo((100 - 2 * SAFE_MARGIN_MM) / 110, 10);
  });

  it('without bleed, the trim is the artwork’s edge', () => {
    const frames = guideFrames({ widthMm: 3000, heightMm: 2000, bleedMm: 0 });
    expect(frames.trim).toEqual(frames.bleed);
  });

  it('keeps a safe area no larger than nothing on a piece smaller than its margins', () => {
    const { safe } = guideFrames({ widthMm: 6, heightMm: 6, bleedMm: 0 });
    expect(safe.w).toBeGreaterThanOrEqual(0);
    expect(safe.h).toBeGreaterThanOrEqual(0);
  });
});

describe('boxes and spots', () => {
  it('spans a box between two corners given in any order', () => {
    expect(boxBetween(2, { x: 0.6, y: 0.7 }, { x: 0.2, y: 0.3 })).toEqual({ page: 2, x: 0.2, y: 0.3, w: expect.closeTo(0.4, 10), h: expect.closeTo(0.4, 10) });
  });

  it('takes a box too thin to see for a slip', () => {
    expect(boxBetween(1, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.9 })).toBeNull();
  });

  it('keeps a spot on the page', () => {
    expect(clampSpot({ x: -0.2, y: 1.4 })).toEqual({ x: 0, y: 1 });
  });
});

describe('page thumbnails', () => {
  const page = (width: number, height: number): TilePage => ({ page: 3, width, height, tileSize: 510, overlap: 1, format: 'jpeg', dziUrl: '/api/artwork/version/9/page/3/image.dzi' });

  it('reads the pyramid level where the whole page fits one small tile', () => {
    // 20,000 px wide: 15 levels above 1 px; level 7 holds it in at most 128 px.
    expect(thumbUrlOf(page(20_000, 14_000))).toBe('/api/artwork/version/9/page/3/image_files/7/0_0.jpeg');
  });

  it('takes the page itself when it is smaller than that', () => {
    // 100 px: level 7 is its full size.
    expect(thumbUrlOf(page(100, 60))).toBe('/api/artwork/version/9/page/3/image_files/7/0_0.jpeg');
    expect(thumbUrlOf(page(40, 30))).toBe('/api/artwork/version/9/page/3/image_files/6/0_0.jpeg');
  });
});
