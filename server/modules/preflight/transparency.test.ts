import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixtures } from './test-fixtures';
import { hasTransparentPixels } from './transparency';

const { at } = fixtures();

/** An RGBA PNG of 1240 × 840 pixels, opaque but for `alpha` at one pixel (16-bit alpha: see the corpus). */
async function onePixel(name: string, x: number, y: number, alpha: number) {
  const [width, height] = [1240, 840];
  const pixels = Buffer.alloc(width * height * 4, 255);
  pixels[(y * width + x) * 4 + 3] = alpha;
  await sharp(pixels, { raw: { width, height, channels: 4 } }).png().toFile(at(name));
  return { file: at(name), meta: await sharp(at(name)).metadata() };
}

describe('whether an image has transparent pixels', () => {
  it('finds a single pixel short of opaque, wherever it is, in a file read band by band', async () => {
    // Bands of 100 rows: the pixel is in the last band.
    const band = 1240 * 100;
    const last = await onePixel('last-row.png', 1239, 839, 254);
    expect(await hasTransparentPixels(last.file, last.meta, band)).toBe(true);
    const first = await onePixel('first-pixel.png', 0, 0, 0);
    expect(await hasTransparentPixels(first.file, first.meta, band)).toBe(true);
    const none = await onePixel('opaque.png', 0, 0, 255);
    expect(none.meta.hasAlpha).toBe(true);
    expect(await hasTransparentPixels(none.file, none.meta, band)).toBe(false);
  });
});
