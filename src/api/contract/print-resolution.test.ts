import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixelsNeeded, pixelSizeNeeded, resolutionNeed, viewingDistanceDpi, wholeDpi } from './print-resolution';

describe('the resolution a print needs', () => {
  it('gives the standard A4 with 3 mm bleed at 300 dpi as 2551 × 3579 px, and those pixels as 300 dpi', () => {
    expect(pixelSizeNeeded(216, 303, 300)).toEqual({ widthPx: 2551, heightPx: 3579 });
    expect(wholeDpi(2551, 216)).toBe(300);
    expect(wholeDpi(3579, 303)).toBe(300);
    expect(wholeDpi(2550, 216)).toBe(299);
  });

  it('says a file meets a resolution exactly when the whole dpi shown for it does (half a pixel’s tolerance)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 2400 }), (px, mm, dpi) => {
        expect(wholeDpi(px, mm) >= dpi).toBe(px >= pixelsNeeded(mm, dpi));
      }),
      { numRuns: 2000 },
    );
  });

  it('follows the one-arc-minute rule for a viewing distance: about 3438 ppi over the distance in inches', () => {
    expect(viewingDistanceDpi(0.3)).toBe(292);
    expect(viewingDistanceDpi(1)).toBe(88);
    expect(viewingDistanceDpi(3)).toBe(30);
    expect(viewingDistanceDpi(75)).toBe(2);
    // 3438 / (1 m in inches) = 87.3: the next whole ppi.
    expect(viewingDistanceDpi(1)).toBe(Math.ceil(3438 / (1000 / 25.4)));
  });

  it('needs the higher of the requirement’s minimum and its viewing distance’s, or nothing when it gives neither', () => {
    expect(resolutionNeed({ minDpi: null, viewingDistanceM: null })).toBeNull();
    expect(resolutionNeed({ minDpi: 150 })).toEqual({ dpi: 150, distanceM: null });
    expect(resolutionNeed({ minDpi: null, viewingDistanceM: 3 })).toEqual({ dpi: 30, distanceM: 3 });
    expect(resolutionNeed({ minDpi: 100, viewingDistanceM: 3 })).toEqual({ dpi: 100, distanceM: null });
    expect(resolutionNeed({ minDpi: 50, viewingDistanceM: 1 })).toEqual({ dpi: 88, distanceM: 1 });
  });
});
