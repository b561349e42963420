import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { degrees, PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import type { PrintSpec } from './types';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A real decompression bomb: a valid black-and-white PNG of `width` × `height` pixels whose rows
 * compress to almost nothing (20000 × 20000 is about 50 KB, 400 million pixels).
 */
export function bombBytes(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, no interlace
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** Makers of files, each made once, when a test first asks for it. */
export function madeOnce<T extends Record<string, () => Promise<string>>>(makers: T): T {
  return Object.fromEntries(
    Object.entries(makers).map(([name, make]) => {
      let file: Promise<string> | undefined;
      return [name, () => (file ??= make())];
    }),
  ) as T;
}

/** Every fixture is made by the test that uses it, in a temporary folder removed afterwards. */
export function fixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'eaum-checks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const at = (name: string) => path.join(dir, name);

  async function image(name: string, width: number, height: number, options: { format?: 'png' | 'jpeg' | 'webp' | 'tiff'; alpha?: boolean; cmyk?: boolean; orientation?: number } = {}) {
    const { format = 'png', alpha = false, cmyk = false, orientation } = options;
    let pipeline = sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 40, b: 40, alpha: alpha ? 0.5 : 1 } }, limitInputPixels: false });
    if (cmyk) pipeline = pipeline.toColourspace('cmyk');
    if (orientation) pipeline = pipeline.withMetadata({ orientation });
    await pipeline.toFormat(format).toFile(at(name));
    return at(name);
  }

  /** A PDF of pages given in mm; the first page optionally rotated or with its trim and bleed boxes (mm). */
  async function pdf(name: string, pages: [number, number][], first: { rotate?: number; trim?: [number, number]; bleed?: [number, number] } = {}) {
    const points = (mm: number) => (mm / 25.4) * 72;
    const document = await PDFDocument.create();
    for (const [widthMm, heightMm] of pages) document.addPage([points(widthMm), points(heightMm)]);
    const page = document.getPage(0);
    const [width, height] = pages[0]!;
    const centred = ([w, h]: [number, number]) => [points((width - w) / 2), points((height - h) / 2), points(w), points(h)] as const;
    if (first.rotate) page.setRotation(degrees(first.rotate));
    if (first.trim) page.setTrimBox(...centred(first.trim));
    if (first.bleed) page.setBleedBox(...centred(first.bleed));
    await writeFile(at(name), await document.save({ useObjectStreams: false }));
    return at(name);
  }

  /** A one-page PDF whose trailer names an encryption dictionary, as a password-protected file does. */
  async function encryptedPdf(name: string) {
    const plain = Buffer.from(await readFile(await pdf(name, [[100, 100]]))).toString('latin1');
    await writeFile(at(name), Buffer.from(plain.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'), 'latin1'));
    return at(name);
  }

  async function text(name: string, body: string) {
    await writeFile(at(name), body);
    return at(name);
  }

  /** A real decompression bomb (bombBytes) written to a file. */
  async function bombPng(name: string, width: number, height: number) {
    await writeFile(at(name), bombBytes(width, height));
    return at(name);
  }

  /** A 10 × 10 PNG whose header claims `width` × `height` (checksum made right, so only the size lies). */
  async function lyingPng(name: string, width: number, height: number) {
    const bytes = Buffer.from(await readFile(await image(name, 10, 10)));
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    await writeFile(at(name), bytes);
    return at(name);
  }

  /** The first half of a file, as an interrupted copy leaves it. */
  async function truncated(file: string, name: string) {
    const whole = await readFile(file);
    await writeFile(at(name), whole.subarray(0, Math.floor(whole.length / 2)));
    return at(name);
  }

  return { at, image, pdf, encryptedPdf, text, bombPng, lyingPng, truncated };
}

/** 3000 × 2000 mm with 5 mm bleed: 3010 × 2010 mm printed, about 3:2; 100 dpi, RGB. */
export const banner: PrintSpec = { widthMm: 3000, heightMm: 2000, bleedMm: 5, minDpi: 100, colourMode: 'RGB' };
/** 300 × 200 mm with 5 mm bleed (310 × 210 mm): 1220 × 827 pixels give 100 dpi (within half a pixel). Small images, quick tests. */
export const poster: PrintSpec = { ...banner, widthMm: 300, heightMm: 200 };

export const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="200">';
