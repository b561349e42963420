import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PREFLIGHT_TEXTS } from '../../../../src/api/contract';
import { detectFormat, makeThumbnail, preflight, type PrintSpec, sanitiseSvg } from './index';
import { PDF_IN_MEMORY_MAX } from './pdf';
import { PIXEL_LIMIT } from './raster';

const dir = mkdtempSync(path.join(tmpdir(), 'eaum-checks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => path.join(dir, name);

/** 3000 × 2000 mm with 5 mm bleed: 3010 × 2010 mm printed, about 3:2. */
const banner: PrintSpec = { widthMm: 3000, heightMm: 2000, bleedMm: 5, minDpi: 100, colourMode: 'RGB' };
/** 300 × 200 mm with 5 mm bleed (310 × 210 mm): 1221 × 827 pixels give 100 dpi. Small images, quick tests. */
const poster: PrintSpec = { ...banner, widthMm: 300, heightMm: 200 };

async function image(name: string, width: number, height: number, options: { format?: 'png' | 'jpeg' | 'webp' | 'tiff'; alpha?: boolean; cmyk?: boolean } = {}) {
  const { format = 'png', alpha = false, cmyk = false } = options;
  let pipeline = sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 40, b: 40, alpha: alpha ? 0.5 : 1 } } });
  if (cmyk) pipeline = pipeline.toColourspace('cmyk');
  await pipeline.toFormat(format).toFile(at(name));
  return at(name);
}

async function pdf(name: string, pages: [number, number][]) {
  const document = await PDFDocument.create();
  for (const [widthMm, heightMm] of pages) document.addPage([(widthMm / 25.4) * 72, (heightMm / 25.4) * 72]);
  await writeFile(at(name), await document.save());
  return at(name);
}

const svg = async (name: string, body: string) => {
  await writeFile(at(name), body);
  return at(name);
};

const codes = (report: { findings: { code: string; severity: string }[] }) => report.findings.filter((f) => f.severity !== 'info').map((f) => `${f.severity}:${f.code}`);

describe('what a file is, by its bytes', () => {
  it('knows the six formats whatever the name, and refuses everything else', async () => {
    expect(await detectFormat(await image('a.jpg.php', 30, 20))).toEqual({ format: 'png', mime: 'image/png' });
    expect(await detectFormat(await image('b.png', 30, 20, { format: 'jpeg' }))).toEqual({ format: 'jpg', mime: 'image/jpeg' });
    expect((await detectFormat(await image('c', 30, 20, { format: 'webp' })))?.format).toBe('webp');
    expect((await detectFormat(await image('d', 30, 20, { format: 'tiff' })))?.format).toBe('tiff');
    expect((await detectFormat(await pdf('e.png', [[100, 100]])))?.format).toBe('pdf');
    expect((await detectFormat(await svg('f.txt', '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>')))?.format).toBe('svg');
    expect(await detectFormat(await svg('page.png', '<!doctype html><html><body><script>alert(1)</script></body></html>'))).toBeNull();
    expect(await detectFormat(await svg('empty.png', ''))).toBeNull();
  });

  it('reads a JPEG with HTML appended as the JPEG it starts as (it is only ever served as an attachment)', async () => {
    const file = await image('polyglot.jpg', 30, 20, { format: 'jpeg' });
    await appendFile(file, '<html><script>alert(1)</script></html>');
    expect((await detectFormat(file))?.format).toBe('jpg');
  });
});

describe('SVG safety', () => {
  const refusedFor = async (name: string, body: string) => {
    const result = await sanitiseSvg(await svg(name, body));
    if (result.ok) throw new Error(`${name} was accepted`);
    return result.reasons;
  };
  const open = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="200">';

  it('refuses scripts, event handlers, embedded HTML, entities and external references, each with its reason', async () => {
    expect(await refusedFor('script.svg', `${open}<script>alert(1)</script></svg>`)).toEqual([PREFLIGHT_TEXTS.svgScript]);
    expect(await refusedFor('onload.svg', `${open.replace('<svg', '<svg onload="alert(1)"')}</svg>`)).toEqual([PREFLIGHT_TEXTS.svgHandlers]);
    expect(await refusedFor('foreign.svg', `${open}<foreignObject><div>hi</div></foreignObject></svg>`)).toEqual([PREFLIGHT_TEXTS.svgForeignObject]);
    expect(await refusedFor('entity.svg', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${open}<text>&x;</text></svg>`)).toContain(PREFLIGHT_TEXTS.svgEntities);
    expect(await refusedFor('href.svg', `${open}<image xlink:href="https://example.com/a.png" width="10" height="10"/></svg>`)).toEqual([PREFLIGHT_TEXTS.svgExternal]);
    expect(await refusedFor('css.svg', `${open}<style>@import url(https://example.com/x.css);</style></svg>`)).toEqual([PREFLIGHT_TEXTS.svgExternal]);
    expect(await refusedFor('broken.svg', `${open}<g></svg>`)).toEqual([PREFLIGHT_TEXTS.svgUnparsable]);
  });

  it('keeps a clean SVG, internal references and embedded images included', async () => {
    const file = await svg('clean.svg', `${open}<defs><linearGradient id="g"/></defs><rect width="300" height="200" fill="url(#g)"/><use xlink:href="#g"/></svg>`);
    expect(await sanitiseSvg(file)).toEqual({ ok: true });
    expect(await readFile(file, 'utf8')).toContain('<rect');
  });
});

describe('the preflight report', () => {
  it('passes an image with enough pixels at the printed size, in the right proportions and colour', async () => {
    const report = await preflight(await image('good.png', 12_000, 8_000), 'png', banner);
    expect(report.outcome).toBe('passed');
    expect(report.facts).toMatchObject({ widthPx: 12_000, heightPx: 8_000, effectiveDpi: 101, colourSpace: 'RGB', hasAlpha: false });
  });

  it('says in plain words that a low-resolution image is too coarse at the printed width', async () => {
    const report = await preflight(await image('small.jpg', 4500, 3000, { format: 'jpeg' }), 'jpg', banner);
    expect(report.outcome).toBe('errors');
    expect(report.findings).toContainEqual({ code: 'dpi', severity: 'error', message: PREFLIGHT_TEXTS.lowDpi(37, 3010, 100) });
  });

  it('flags proportions, colour mode and transparency', async () => {
    expect(codes(await preflight(await image('square.png', 1300, 1300), 'png', poster))).toEqual(['error:aspect']);
    expect(codes(await preflight(await image('wider.png', 1300, 860), 'png', poster))).toEqual(['warning:aspect']);
    expect(codes(await preflight(await image('cmyk.tiff', 1300, 881, { format: 'tiff', cmyk: true }), 'tiff', poster))).toEqual(['warning:colour']);
    expect(codes(await preflight(await image('alpha.webp', 1300, 881, { format: 'webp', alpha: true }), 'webp', poster))).toEqual(['warning:alpha']);
  });

  it('refuses a pixel flood from its header without decoding it, and a damaged file without crashing', async () => {
    // A PNG whose header claims 20000 × 20000 pixels: IHDR rewritten with a correct checksum.
    const source = await readFile(await image('tiny.png', 10, 10));
    const flood = Buffer.from(source);
    flood.writeUInt32BE(20_000, 16);
    flood.writeUInt32BE(20_000, 20);
    flood.writeUInt32BE(crc32(flood.subarray(12, 29)), 29);
    await writeFile(at('flood.png'), flood);
    const report = await preflight(at('flood.png'), 'png', banner);
    expect(report.findings).toEqual([{ code: 'pixels', severity: 'error', message: PREFLIGHT_TEXTS.tooManyPixels(400_000_000, PIXEL_LIMIT) }]);

    const whole = await readFile(await image('whole.jpg', 3000, 2000, { format: 'jpeg' }));
    await writeFile(at('truncated.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await preflight(at('truncated.jpg'), 'jpg', banner)).findings).toEqual([{ code: 'damaged', severity: 'error', message: PREFLIGHT_TEXTS.damaged }]);
    await writeFile(at('garbage.pdf'), '%PDF-1.7 not really');
    expect((await preflight(at('garbage.pdf'), 'pdf', banner)).outcome).toBe('errors');
  });

  it('measures a PDF’s first page and counts its pages', async () => {
    const exact = await preflight(await pdf('exact.pdf', [[3010, 2010]]), 'pdf', banner);
    expect(exact.outcome).toBe('passed');
    expect(exact.facts).toEqual({ pageCount: 1, pageWidthMm: 3010, pageHeightMm: 2010 });
    expect(codes(await preflight(await pdf('nobleed.pdf', [[3000, 2000]]), 'pdf', banner))).toEqual(['warning:bleed']);
    expect(codes(await preflight(await pdf('pages.pdf', [[3010, 2010], [3010, 2010], [100, 100]]), 'pdf', banner))).toEqual(['warning:pages']);
    expect(codes(await preflight(await pdf('a4.pdf', [[210, 297]]), 'pdf', banner))).toEqual(['error:aspect']);
  });

  it('reads a PDF too large for memory with poppler instead, to the same facts', async () => {
    const document = await PDFDocument.create();
    document.addPage([(3000 / 25.4) * 72, (2000 / 25.4) * 72]);
    document.addPage([100, 100]);
    await document.attach(randomBytes(PDF_IN_MEMORY_MAX + 1024), 'padding.bin', { mimeType: 'application/octet-stream' });
    await writeFile(at('large.pdf'), await document.save({ useObjectStreams: false }));
    expect((await stat(at('large.pdf'))).size).toBeGreaterThan(PDF_IN_MEMORY_MAX);
    const report = await preflight(at('large.pdf'), 'pdf', banner);
    expect(report.facts).toEqual({ pageCount: 2, pageWidthMm: 3000, pageHeightMm: 2000 });
    expect(codes(report)).toEqual(['warning:pages', 'warning:bleed']);
  });

  it('warns of SVG text not converted to outlines', async () => {
    const file = await svg('text.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3010 2010"><text x="10" y="10">Acme</text></svg>');
    expect((await preflight(file, 'svg', banner)).findings).toEqual([{ code: 'text', severity: 'warning', message: PREFLIGHT_TEXTS.svgText }]);
  });
});

describe('thumbnails', () => {
  it('are WebP of at most 480 px for images, SVG and a PDF’s first page', async () => {
    const sources: [string, 'png' | 'svg' | 'pdf'][] = [
      [await image('thumb.png', 2400, 1600), 'png'],
      [await svg('thumb.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#c33"/></svg>'), 'svg'],
      [await pdf('thumb.pdf', [[3010, 2010]]), 'pdf'],
    ];
    for (const [file, format] of sources) {
      const out = at(`${path.basename(file)}.webp`);
      expect(await makeThumbnail(file, format, out), format).toBe(true);
      const meta = await sharp(out).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBe(480);
      expect((await stat(out)).size).toBeGreaterThan(0);
    }
    expect(await makeThumbnail(at('garbage.pdf'), 'pdf', at('none.webp'))).toBe(false);
  });
});

/** PNG chunks carry a CRC-32 of their type and data. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
