import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { type ArtworkFormat, isPin, type Place } from '../../../src/api/contract';
import type { Storage } from '../../storage/storage';

/** A stored version's file, as a crop needs it. */
export interface StoredFile {
  format: ArtworkFormat;
  storage_key: string;
  thumbnail_key: string | null;
}

/** A crop of the artwork round an annotation, with its size in pixels. */
export interface Crop {
  jpeg: Buffer;
  width: number;
  height: number;
}

const run = promisify(execFile);

/**
 * Formats sharp reads at their full size; the others are cropped from their thumbnail (a drawing,
 * a PDF's first page) or, for a PDF's later pages, from the page rendered for the crop.
 */
const RASTER: ReadonlySet<ArtworkFormat> = new Set(['png', 'jpg', 'webp', 'tiff']);
/** A later page of a PDF is rendered this many pixels on its longer side: a crop of a fifth of it still fills CROP_PX. */
const PAGE_PX = 2000;
const PAGE_RENDER_TIMEOUT_MS = 60_000;
/** The crop's longer side, in pixels: small enough for an email, large enough to see the spot. */
export const CROP_PX = 240;
/** Round a pin, the crop shows this share of the artwork's shorter side. */
const PIN_SHARE = 0.2;
/** Round a box, a margin of this share of its longer side. */
const BOX_MARGIN = 0.25;
const MARK = '#e0183c';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The pin's ring or the box's outline, drawn on the crop in its own pixels. */
function markSvg(width: number, height: number, mark: { x: number; y: number; w: number; h: number }, pin: boolean): Buffer {
  const shape = pin
    ? `<circle cx="${mark.x}" cy="${mark.y}" r="9" fill="none" stroke="#fff" stroke-width="6"/><circle cx="${mark.x}" cy="${mark.y}" r="9" fill="none" stroke="${MARK}" stroke-width="3"/>`
    : `<rect x="${mark.x}" y="${mark.y}" width="${Math.max(mark.w, 1)}" height="${Math.max(mark.h, 1)}" fill="none" stroke="#fff" stroke-width="5"/><rect x="${mark.x}" y="${mark.y}" width="${Math.max(mark.w, 1)}" height="${Math.max(mark.h, 1)}" fill="none" stroke="${MARK}" stroke-width="2"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shape}</svg>`);
}

/**
 * A local image of the page the place is on: the stored file of a raster image, the thumbnail of a
 * drawing or of a PDF's first page, a later page of a PDF rendered by poppler's pdftoppm (no shell; a
 * time limit). Null when there is nothing to read it from.
 */
async function pageImageOf(storage: Storage, file: StoredFile, page: number, dir: string): Promise<string | null> {
  const laterPage = file.format === 'pdf' && page > 1;
  const key = RASTER.has(file.format) || laterPage ? file.storage_key : page === 1 ? file.thumbnail_key : null;
  if (!key) return null;
  // A local copy, which libvips reads by the rows it needs instead of holding the whole file in memory.
  const local = path.join(dir, 'artwork');
  await pipeline(await storage.open(key), createWriteStream(local));
  if (!laterPage) return local;
  const prefix = path.join(dir, 'page');
  await run('pdftoppm', ['-png', '-scale-to', String(PAGE_PX), '-f', String(page), '-l', String(page), '-singlefile', local, prefix], { timeout: PAGE_RENDER_TIMEOUT_MS });
  return `${prefix}.png`;
}

/**
 * A JPEG of the artwork round a place, the pin or box marked on it, on whichever page it is; null
 * when there is nothing to crop from or the file cannot be read, so the note is listed without it.
 */
export async function cropAround(storage: Storage, file: StoredFile, place: Place): Promise<Crop | null> {
  const dir = await mkdtemp(path.join(storage.incomingDir, 'crop-'));
  try {
    const local = await pageImageOf(storage, file, place.page, dir);
    if (!local) return null;
    const image = sharp(local, { limitInputPixels: false, failOn: 'none' });
    const { width = 0, height = 0 } = await image.metadata();
    if (width === 0 || height === 0) return null;
    const x = place.x * width;
    const y = place.y * height;
    const w = place.w * width;
    const h = place.h * height;
    const pin = isPin(place);
    const margin = pin ? (Math.min(width, height) * PIN_SHARE) / 2 : Math.max(Math.max(w, h) * BOX_MARGIN, 8);
    const left = clamp(Math.floor(x - margin), 0, width - 1);
    const top = clamp(Math.floor(y - margin), 0, height - 1);
    const region = { left, top, width: clamp(Math.ceil(x + w + margin), left + 1, width) - left, height: clamp(Math.ceil(y + h + margin), top + 1, height) - top };
    const scale = CROP_PX / Math.max(region.width, region.height);
    const out = { width: Math.max(1, Math.round(region.width * scale)), height: Math.max(1, Math.round(region.height * scale)) };
    const mark = { x: Math.round((x - left) * scale), y: Math.round((y - top) * scale), w: Math.round(w * scale), h: Math.round(h * scale) };
    const jpeg = await image
      .extract(region)
      .resize(out.width, out.height, { fit: 'fill' })
      .composite([{ input: markSvg(out.width, out.height, mark, pin), left: 0, top: 0 }])
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { jpeg, ...out };
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
