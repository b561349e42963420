import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail } from './index';
import { fixtures } from './test-fixtures';
import { THUMBNAIL_SIZE } from './thumbnail';

const { at, image, pdf, text, bombPng } = fixtures();

async function thumbnailOf(file: string, format: 'png' | 'jpg' | 'tiff' | 'svg' | 'pdf') {
  const out = at(`${path.basename(file)}.webp`);
  expect(await makeThumbnail(file, format, out), file).toBe(true);
  expect((await stat(out)).size).toBeGreaterThan(0);
  const meta = await sharp(out).metadata();
  expect(meta.format).toBe('webp');
  return { width: meta.width, height: meta.height };
}

describe('thumbnails', () => {
  it('are WebP of 480 px on the long side for images, SVG and a PDF’s first page', async () => {
    expect(THUMBNAIL_SIZE).toBe(480);
    expect(await thumbnailOf(await image('wide.png', 2400, 1600), 'png')).toEqual({ width: 480, height: 320 });
    expect(await thumbnailOf(await image('tall.tiff', 1000, 2000, { format: 'tiff', cmyk: true }), 'tiff')).toEqual({ width: 240, height: 480 });
    expect(await thumbnailOf(await image('turned.jpg', 600, 900, { format: 'jpeg', orientation: 6 }), 'jpg')).toEqual({ width: 480, height: 320 });
    expect(await thumbnailOf(await pdf('page.pdf', [[3010, 2010], [100, 100]]), 'pdf')).toEqual({ width: 480, height: 321 });
  });

  it('render an SVG at the thumbnail size, whatever size it declares', async () => {
    const drawing = (width: string, height: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200"><rect width="300" height="200" fill="#c33"/></svg>`;
    expect(await thumbnailOf(await text('small.svg', drawing('30', '20')), 'svg')).toEqual({ width: 480, height: 320 });
    // 30 metres wide: rendered at its declared size it would pass the pixel limit.
    expect(await thumbnailOf(await text('huge.svg', drawing('30000mm', '20000mm')), 'svg')).toEqual({ width: 480, height: 320 });
  });

  it('keep an image smaller than 480 px at its own size', async () => {
    expect(await thumbnailOf(await image('icon.png', 120, 80), 'png')).toEqual({ width: 120, height: 80 });
  });

  it('are not made of a file that cannot be read or is past the pixel limit', async () => {
    expect(await makeThumbnail(await text('garbage.pdf', '%PDF-1.7 not really'), 'pdf', at('none.webp'))).toBe(false);
    expect(await makeThumbnail(await bombPng('bomb.png', 20_000, 20_000), 'png', at('bomb.webp'))).toBe(false);
    expect(await makeThumbnail(at('missing.png'), 'png', at('missing.webp'))).toBe(false);
  });
});
