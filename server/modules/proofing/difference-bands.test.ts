import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BAND_OVERLAP_PX, CELL_PX, compareImages, startComparison } from './difference';

const WIDTH = 160;
const HEIGHT = 120;

/** Anti-aliased shapes (a ring and a slanted line) on white, in RGBA, the shapes shifted by `dx`, `dy`. */
async function drawing(dx: number, dy: number): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#fff"/><circle cx="${60 + dx}" cy="${50 + dy}" r="27" fill="#f4d03f" stroke="#1d2b53" stroke-width="9"/><line x1="${100 + dx}" y1="${10 + dy}" x2="${150 + dx}" y2="${110 + dy}" stroke="#c0392b" stroke-width="12"/></svg>`;
  const pixels = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
}

/** The same comparison made band by band, each band read with the overlap above and below, as the job reads a page. */
function inBands(before: Uint8Array, after: Uint8Array, bandRows: number, options: Parameters<typeof startComparison>[2] = {}) {
  const comparison = startComparison(WIDTH, HEIGHT, options);
  const rows = (pixels: Uint8Array, from: number, to: number) => pixels.subarray(from * WIDTH * 4, to * WIDTH * 4);
  for (let top = 0; top < HEIGHT; top += bandRows) {
    const bottom = Math.min(HEIGHT, top + bandRows);
    const from = Math.max(0, top - BAND_OVERLAP_PX);
    const to = Math.min(HEIGHT, bottom + BAND_OVERLAP_PX);
    comparison.add({ before: rows(before, from, to), after: rows(after, from, to), from, top, bottom });
  }
  return comparison.finish();
}

describe('a comparison made band by band', () => {
  it('finds what the whole comparison finds, anti-aliased edges across band borders included', async () => {
    const [before, after] = [await drawing(0, 0), await drawing(7, 5)];
    const whole = compareImages({ before, after, width: WIDTH, height: HEIGHT });
    expect(whole.regions.length).toBeGreaterThan(0);
    // A cell changed by any one differing pixel: an edge misread as a change at a band's border would show.
    const strict = { cellShare: 0.01 };
    const wholeStrict = compareImages({ before, after, width: WIDTH, height: HEIGHT }, strict);
    for (const bandRows of [2 * CELL_PX, 3 * CELL_PX, 5 * CELL_PX]) {
      const banded = inBands(before, after, bandRows);
      expect(banded.regions).toEqual(whole.regions);
      expect(banded.changedShare).toBe(whole.changedShare);
      expect(Buffer.from(banded.mask).equals(Buffer.from(whole.mask))).toBe(true);
      const bandedStrict = inBands(before, after, bandRows, strict);
      expect(bandedStrict.regions).toEqual(wholeStrict.regions);
      expect(bandedStrict.changedShare).toBe(wholeStrict.changedShare);
    }
  });

  it('merges a region that spans several bands into one', async () => {
    const [before, after] = [await drawing(0, 0), await drawing(0, 0)];
    // A black block of 24 × 40 px on the cells, across the borders of bands of 16 rows, in the after image only.
    for (let y = 32; y < 72; y += 1) for (let x = 16; x < 40; x += 1) after.set([0, 0, 0, 255], (y * WIDTH + x) * 4);
    const banded = inBands(before, after, 2 * CELL_PX);
    expect(banded.regions).toHaveLength(1);
    const [region] = banded.regions;
    expect(region!.y * HEIGHT).toBeCloseTo(32, 6);
    expect((region!.y + region!.h) * HEIGHT).toBeCloseTo(72, 6);
  });

  it('refuses bands out of order or off the cells', async () => {
    const pixels = await drawing(0, 0);
    const comparison = startComparison(WIDTH, HEIGHT);
    expect(() => comparison.add({ before: pixels, after: pixels, from: 0, top: CELL_PX, bottom: 2 * CELL_PX })).toThrow();
    expect(() => comparison.add({ before: pixels, after: pixels, from: 0, top: 0, bottom: CELL_PX + 1 })).toThrow();
    expect(() => comparison.finish()).toThrow();
  });
});
