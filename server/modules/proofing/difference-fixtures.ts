import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';

/** The tests' poster: 300 × 200 mm with 5 mm bleed, so its file covers 310 × 210 mm. */
export const POSTER = { widthMm: 300, heightMm: 200, bleedMm: 5 } as const;
const FRAME = { width: POSTER.widthMm + 2 * POSTER.bleedMm, height: POSTER.heightMm + 2 * POSTER.bleedMm };

/** A small repeatable random source (mulberry32), so that every poster has the same picture. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A photograph's look at 4 px/mm: soft colour blobs with a fine grain, the same each time. */
async function photograph(width: number, height: number): Promise<Buffer> {
  const next = random(29);
  const coarse = Buffer.alloc(31 * 21 * 3);
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = 60 + Math.floor(next() * 150);
  const soft = await sharp(coarse, { raw: { width: 31, height: 21, channels: 3 } }).resize(FRAME.width * 4, FRAME.height * 4, { kernel: 'cubic' }).raw().toBuffer();
  for (let i = 0; i < soft.length; i += 1) soft[i] = Math.max(0, Math.min(255, soft[i]! + Math.round((next() - 0.5) * 24)));
  return sharp(soft, { raw: { width: FRAME.width * 4, height: FRAME.height * 4, channels: 3 } }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

export interface PosterOptions {
  /** Pixels per millimetre of the file (4 by default: 1240 × 840 px). */
  pxPerMm?: number;
  /** Where the logo (30 × 30 mm) sits, in millimetres from the top-left trim. */
  logoMm?: { x: number; y: number };
  /** A 60 × 40 mm patch at 180 mm, 120 mm from the trim, in this colour. */
  patch?: [number, number, number];
  format?: 'png' | 'jpeg';
  quality?: number;
}

/** The tests' poster as a file: the photograph, a logo and a coloured patch drawn over it. */
export async function poster({ pxPerMm = 4, logoMm = { x: 40, y: 50 }, patch = [200, 90, 60], format = 'png', quality = 90 }: PosterOptions = {}): Promise<Buffer> {
  const width = Math.round(FRAME.width * pxPerMm);
  const height = Math.round(FRAME.height * pxPerMm);
  const b = POSTER.bleedMm;
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${FRAME.width} ${FRAME.height}">
    <rect x="${logoMm.x + b}" y="${logoMm.y + b}" width="30" height="30" rx="4" fill="#1d2b53"/>
    <circle cx="${logoMm.x + b + 15}" cy="${logoMm.y + b + 15}" r="9" fill="#ffcc00"/>
    <rect x="${180 + b}" y="${120 + b}" width="60" height="40" fill="rgb(${patch.join(',')})"/>
  </svg>`;
  const picture = sharp(await photograph(width, height), { raw: { width, height, channels: 3 } }).composite([{ input: Buffer.from(shapes) }]);
  return format === 'png' ? picture.png().toBuffer() : picture.jpeg({ quality }).toBuffer();
}

/** The same picture saved again as JPEG at another quality, with no edit. */
export const resaved = (jpeg: Buffer, quality: number) => sharp(jpeg).jpeg({ quality }).toBuffer();

/** A PDF of 310 × 210 mm pages, a dark box on each page listed in `boxes` (page → its place in mm from the page's corner). */
export async function pdfWithBoxes(pages: number, boxes: Record<number, { x: number; y: number }>): Promise<Buffer> {
  const document = await PDFDocument.create();
  const mm = 72 / 25.4;
  for (let page = 1; page <= pages; page += 1) {
    const sheet = document.addPage([FRAME.width * mm, FRAME.height * mm]);
    sheet.drawRectangle({ x: 20 * mm, y: 20 * mm, width: 100 * mm, height: 20 * mm, color: rgb(0.2, 0.5, 0.3) });
    const box = boxes[page];
    if (box) sheet.drawRectangle({ x: box.x * mm, y: (FRAME.height - box.y - 30) * mm, width: 30 * mm, height: 30 * mm, color: rgb(0.1, 0.1, 0.4) });
  }
  return Buffer.from(await document.save());
}

/** A place in millimetres from the top-left trim as fractions of the poster's file. */
export const fractionOf = (xMm: number, yMm: number) => ({ x: (xMm + POSTER.bleedMm) / FRAME.width, y: (yMm + POSTER.bleedMm) / FRAME.height });
