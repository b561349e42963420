import { describe, expect, it } from 'vitest';
import { actualSize, fit, MAX_SCALE, panBy, percentOf, zoomAt } from './viewport';

const stage = { width: 800, height: 600 };

describe('the preview’s viewport', () => {
  it('fits a large artwork whole and centred', () => {
    const view = fit(stage, { width: 4000, height: 1000 });
    expect(view.scale).toBe(0.2);
    expect(view).toEqual({ scale: 0.2, x: 0, y: 200 });
  });

  it('fits a small artwork by enlarging it', () => {
    expect(fit(stage, { width: 100, height: 100 }).scale).toBe(6);
  });

  it('shows 1:1 before the sizes are known', () => {
    expect(fit({ width: 0, height: 0 }, { width: 100, height: 100 }).scale).toBe(1);
  });

  it('shows one image pixel per screen pixel at 100%, centred', () => {
    expect(actualSize(stage, { width: 200, height: 100 })).toEqual({ scale: 1, x: 300, y: 250 });
  });

  it('keeps the point under the pointer in place while zooming', () => {
    const before = { scale: 1, x: 100, y: 50 };
    const at = { x: 300, y: 250 };
    const after = zoomAt(before, 2, at);
    // The image point under `at` before: ((300-100)/1, (250-50)/1) = (200, 200); after it is still under `at`.
    expect(after.scale).toBe(2);
    expect(after.x + 200 * after.scale).toBe(at.x);
    expect(after.y + 200 * after.scale).toBe(at.y);
  });

  it('zooms no further than its limits', () => {
    expect(zoomAt({ scale: MAX_SCALE, x: 0, y: 0 }, 2, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  });

  it('pans and says its zoom in percent', () => {
    expect(panBy({ scale: 1.5, x: 10, y: 10 }, -30, 20)).toEqual({ scale: 1.5, x: -20, y: 30 });
    expect(percentOf({ scale: 0.333, x: 0, y: 0 })).toBe(33);
  });
});
