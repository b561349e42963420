import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FINDING_WORDS, PREFLIGHT_TEXTS } from '../../../src/api/contract';
import { preflight } from './index';
import { PIXEL_LIMIT } from './open-image';
import { banner, fixtures, poster } from './test-fixtures';
import { findingText, worded } from '../../../src/api/contract/i18n/finding-text';

const { at, image, bombPng, lyingPng, truncated } = fixtures();

/** The findings that count (not the info lines), as severity:code. */
const flagged = (report: { findings: { code: string; severity: string }[] }) => report.findings.filter((f) => f.severity !== 'info').map((f) => `${f.severity}:${f.code}`);

describe('the preflight of a raster image', () => {
  it('passes an image with enough pixels at the printed size, in the right proportions and colour', async () => {
    const report = await preflight(await image('good.png', 1230, 840), 'png', poster);
    expect(report.outcome).toBe('passed');
    expect(report.facts).toEqual({ widthPx: 1230, heightPx: 840, effectiveDpi: 100, colourSpace: 'RGB', bitDepth: 8, hasAlpha: false, transparent: false });
    expect(report.findings).toEqual([
      { code: 'pixels', severity: 'info', ...worded(FINDING_WORDS.pixelSize(1230, 840)) },
      { code: 'dpi', severity: 'info', ...worded(FINDING_WORDS.dpiOk(100, 310, 'wide', { dpi: 100, distanceM: null, widthPx: 1220, heightPx: 827 })) },
      { code: 'colour', severity: 'info', ...worded(FINDING_WORDS.colour({ mode: 'RGB', palette: false, bits: 8, profile: undefined })) },
    ]);
  });

  it('says in plain words that a low-resolution image is too coarse at the printed width', async () => {
    const report = await preflight(await image('small.jpg', 4500, 3000, { format: 'jpeg' }), 'jpg', banner);
    expect(report.outcome).toBe('errors');
    const needed = { dpi: 100, distanceM: null, widthPx: 11850, heightPx: 7913 };
    expect(report.findings).toContainEqual({ code: 'dpi', severity: 'error', ...worded(FINDING_WORDS.lowDpi(37, 3010, 'wide', needed)) });
    expect(findingText(FINDING_WORDS.lowDpi(37, 3010, 'wide', needed))).toBe('37 dpi at 3010 mm wide; needs at least 11850 × 7913 px (100 dpi), so it will print soft. Use a larger original, not this one enlarged.');
  });

  it('takes the standard size: 2551 × 3579 px is 300 dpi for A4 with 3 mm bleed, and one pixel fewer is not', async () => {
    const a4 = { widthMm: 210, heightMm: 297, bleedMm: 3, minDpi: 300, colourMode: null };
    const needed = { dpi: 300, distanceM: null, widthPx: 2551, heightPx: 3579 };
    expect(findingText(FINDING_WORDS.lowDpi(299, 216, 'wide', needed))).toContain('needs at least 2551 × 3579 px (300 dpi)');
    const standard = await preflight(await image('a4.jpg', 2551, 3579, { format: 'jpeg' }), 'jpg', a4);
    expect(standard.outcome).toBe('passed');
    expect(standard.facts.effectiveDpi).toBe(300);
    expect(standard.findings).toContainEqual({ code: 'dpi', severity: 'info', ...worded(FINDING_WORDS.dpiOk(300, 216, 'wide', needed)) });
    const narrow = await preflight(await image('a4-narrow.jpg', 2550, 3579, { format: 'jpeg' }), 'jpg', a4);
    expect(narrow.findings).toContainEqual({ code: 'dpi', severity: 'error', ...worded(FINDING_WORDS.lowDpi(299, 216, 'wide', needed)) });
    const short = await preflight(await image('a4-short.jpg', 2551, 3578, { format: 'jpeg' }), 'jpg', a4);
    expect(short.findings).toContainEqual({ code: 'dpi', severity: 'error', ...worded(FINDING_WORDS.lowDpi(299, 303, 'high', needed)) });
  });

  it('needs what the viewing distance asks when it asks more than the minimum, naming the rule', async () => {
    const photo = await image('far.jpg', 4500, 3000, { format: 'jpeg' });
    // From 1 m the eye resolves one arc-minute: 88 dpi, above 37.
    const near = await preflight(photo, 'jpg', { ...banner, minDpi: null, viewingDistanceM: 1 });
    const needed = { dpi: 88, distanceM: 1, widthPx: 10428, heightPx: 6964 };
    expect(near.findings).toContainEqual({ code: 'dpi', severity: 'error', ...worded(FINDING_WORDS.lowDpi(37, 3010, 'wide', needed)) });
    expect(findingText(FINDING_WORDS.lowDpi(37, 3010, 'wide', needed))).toContain('(88 dpi, so that from 1 m each pixel is at most one arc-minute of sight');
    // From 3 m, 30 dpi is enough; a minimum of its own above that still counts.
    expect((await preflight(photo, 'jpg', { ...banner, minDpi: null, viewingDistanceM: 3 })).outcome).toBe('passed');
    const both = await preflight(photo, 'jpg', { ...banner, viewingDistanceM: 3 });
    expect(both.findings).toContainEqual({ code: 'dpi', severity: 'error', ...worded(FINDING_WORDS.lowDpi(37, 3010, 'wide', { dpi: 100, distanceM: null, widthPx: 11850, heightPx: 7913 })) });
  });

  it('names the height when it is the height that lacks pixels', async () => {
    const report = await preflight(await image('short.png', 1300, 700), 'png', { ...poster, colourMode: null });
    expect(report.findings).toContainEqual({ code: 'dpi', severity: 'error', ...worded(FINDING_WORDS.lowDpi(84, 210, 'high', { dpi: 100, distanceM: null, widthPx: 1220, heightPx: 827 })) });
  });

  it('has no minimum to meet when the requirement sets none', async () => {
    expect((await preflight(await image('any.png', 310, 210), 'png', { ...poster, minDpi: null })).outcome).toBe('passed');
  });

  it('flags proportions against the printed size with bleed: a warning past 1%, an error past 5%', async () => {
    // 310 × 210 mm is 1.476:1.
    const cases: [number, number, string[]][] = [
      [1240, 840, []], // exact
      [1300, 875, []], // 0.7% wider
      [1300, 869, ['warning:aspect']], // 1.3% wider
      [1300, 845, ['warning:aspect']], // 4.2% wider
      [1300, 820, ['error:aspect']], // 7.4% wider
      [1240, 890, ['error:aspect']], // 5.6% narrower
    ];
    for (const [width, height, expected] of cases) {
      const report = await preflight(await image(`${width}x${height}.png`, width, height), 'png', { ...poster, minDpi: null });
      expect(flagged(report), `${width} × ${height}`).toEqual(expected);
    }
    const square = await preflight(await image('square.png', 1300, 1300), 'png', poster);
    expect(square.findings).toContainEqual({ code: 'aspect', severity: 'error', ...worded(FINDING_WORDS.aspectOff('1:1', '1.48:1')) });
  });

  it('warns of the wrong colour mode either way, and of transparency', async () => {
    const cmyk = await preflight(await image('cmyk.tiff', 1300, 881, { format: 'tiff', cmyk: true }), 'tiff', poster);
    expect(cmyk.facts.colourSpace).toBe('CMYK');
    expect(cmyk.findings).toContainEqual({ code: 'colour', severity: 'warning', ...worded(FINDING_WORDS.colourExpected('RGB', { mode: 'CMYK', palette: false, bits: 8, profile: undefined })) });
    const cmykJpeg = await preflight(await image('cmyk.jpg', 1300, 881, { format: 'jpeg', cmyk: true }), 'jpg', { ...poster, colourMode: 'CMYK' });
    expect(cmykJpeg.outcome).toBe('passed');
    const rgb = await preflight(await image('rgb.jpg', 1300, 881, { format: 'jpeg' }), 'jpg', { ...poster, colourMode: 'CMYK' });
    expect(rgb.findings).toContainEqual({ code: 'colour', severity: 'warning', ...worded(FINDING_WORDS.colourExpected('CMYK', { mode: 'RGB', palette: false, bits: 8, profile: undefined })) });
    const alpha = await preflight(await image('alpha.webp', 1300, 881, { format: 'webp', alpha: true }), 'webp', poster);
    expect(alpha).toMatchObject({ outcome: 'warnings', facts: { hasAlpha: true, transparent: true } });
    expect(flagged(alpha)).toEqual(['warning:alpha']);
    expect(alpha.findings).toContainEqual({ code: 'alpha', severity: 'warning', message: PREFLIGHT_TEXTS.transparency });
  });

  it('measures a photo as it is turned by its EXIF orientation', async () => {
    const report = await preflight(await image('turned.jpg', 881, 1300, { format: 'jpeg', orientation: 6 }), 'jpg', poster);
    expect(report.facts).toMatchObject({ widthPx: 1300, heightPx: 881 });
    expect(report.outcome).toBe('passed');
  });

  it('refuses a 20000 × 20000 image and a decompression bomb from the header, without decoding them', async () => {
    const tooMany = [{ code: 'pixels', severity: 'error', ...worded(FINDING_WORDS.tooManyPixels(400_000_000, PIXEL_LIMIT)) }];
    // A real, valid 1-bit PNG of 400 million pixels in about 50 KB.
    const bomb = await preflight(await bombPng('bomb.png', 20_000, 20_000), 'png', banner);
    expect(bomb).toEqual({ outcome: 'errors', findings: tooMany, facts: { widthPx: 20_000, heightPx: 20_000 } });
    // A 10 × 10 PNG whose header claims 20000 × 20000.
    expect((await preflight(await lyingPng('flood.png', 20_000, 20_000), 'png', banner)).findings).toEqual(tooMany);
    expect(findingText(FINDING_WORDS.tooManyPixels(400_000_000, PIXEL_LIMIT))).toBe('The image is too large to check (400 million pixels); the limit is 300 million. Scale it down to the printed size at the resolution asked for.');
  });

  it('reads a 20,000 × 14,000 px poster (280 million pixels, past sharp’s default limit) to the end', async () => {
    // A solid colour: quick to make, yet every row is decoded by the check.
    const report = await preflight(await image('poster-280mp.png', 20_000, 14_000), 'png', { ...banner, widthMm: 1690, heightMm: 1180, bleedMm: 3 });
    expect(report.findings.filter((finding) => finding.severity !== 'info')).toEqual([]);
    expect(report.outcome).toBe('passed');
    expect(report.facts).toMatchObject({ widthPx: 20_000, heightPx: 14_000, effectiveDpi: 299 });
    expect(report.findings).toContainEqual({ code: 'pixels', severity: 'info', ...worded(FINDING_WORDS.pixelSize(20_000, 14_000)) });
  });

  it('says a truncated or damaged file is damaged, never crashes', async () => {
    const damaged = { outcome: 'errors', findings: [{ code: 'damaged', severity: 'error', message: PREFLIGHT_TEXTS.damaged }] };
    expect(await preflight(await truncated(await image('whole.jpg', 1200, 800, { format: 'jpeg' }), 'half.jpg'), 'jpg', banner)).toMatchObject(damaged);
    // Noise does not compress: the half that is left ends in the middle of the image data.
    const noisy = at('whole.png');
    await sharp(Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 300, channels: 3 } }).png().toFile(noisy);
    expect(await preflight(await truncated(noisy, 'half.png'), 'png', banner)).toMatchObject(damaged);
    // A file whose header is unreadable, or no file at all, is unreadable.
    const unreadable = { outcome: 'errors', findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
    await writeFile(at('stub.png'), (await readFile(noisy)).subarray(0, 20));
    expect(await preflight(at('stub.png'), 'png', banner)).toEqual(unreadable);
    expect(await preflight(at('missing.png'), 'png', banner)).toEqual(unreadable);
  });
});
