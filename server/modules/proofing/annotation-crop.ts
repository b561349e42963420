import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { type ArtworkFormat, isPin, type Place } from '../../../src/api/contract';
import type { Storage } from '../../storage/storage';
import { renderPdfPage } from '../preflight';

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

/** Formats sharp reads at their full size; a PDF's page is rendered from the file; an SVG is cropped from its thumbnail. */
const RASTER: ReadonlySet<ArtworkFormat> = new Set(['png', 'jpg', 'webp', 'tiff']);
/** The crop's longer side, in pixels: small enough for an email, large enough to see the spot. */
export const CROP_PX = 240;
/** Round a pin, the crop shows this share of the artwork's shorter side. */
const PIN_SHARE = 0.2;
/** Round a box, a margin of this share of its longer side. */
const BOX_MARGIN = 0.25;
const MARK = '#e0183c';
/** A PDF's page is rendered this large (its longer side, in pixels) to crop from: the crop stays sharp round a small place. */
const PDF_PAGE_PX = 1600;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The pin's ring or the box's outline, drawn on the crop in its own pixels. */
function markSvg(width: number, height: number, mark: { x: number; y: number; w: number; h: number }, pin: boolean, colour: string): Buffer {
  const shape = pin
    ? `<circle cx="${mark.x}" cy="${mark.y}" r="9" fill="none" stroke="#fff" stroke-width="6"/><circle cx="${mark.x}" cy="${mark.y}" r="9" fill="none" stroke="${colour}" stroke-width="3"/>`
    : `<rect x="${mark.x}" y="${mark.y}" width="${Math.max(mark.w, 1)}" height="${Math.max(mark.h, 1)}" fill="none" stroke="#fff" stroke-width="5"/><rect x="${mark.x}" y="${mark.y}" width="${Math.max(mark.w, 1)}" height="${Math.max(mark.h, 1)}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shape}</svg>`);
}

/** Crops of one version's artwork: its file is copied (and a PDF's page rendered) once, whatever the number of places. */
export interface Cropper {
  /** A crop round the place, marked in `colour`; null when there is nothing to crop from or the file cannot be read. */
  crop(place: Place, colour?: string): Promise<Crop | null>;
  /** Removes the local copies. */
  close(): Promise<void>;
}

/**
 * Crops of a version's artwork round its places, the pin or box marked on each: from the stored
 * file of a raster image, from the rendered page of a PDF, from the thumbnail of a drawing (first
 * page only). The notes' crops and the file check's findings' crops are both made here.
 */
export async function openCropper(storage: Storage, file: StoredFile): Promise<Cropper> {
  // A local copy, which libvips reads by the rows it needs instead of holding the whole file in memory.
  const dir = await mkdtemp(path.join(storage.incomingDir, 'crop-'));
  let local: Promise<string | null> | null = null;
  const pages = new Map<number, Promise<string | null>>();
  const copy = (key: string) =>
    (local ??= (async () => {
      const target = path.join(dir, 'artwork');
      await pipeline(await storage.open(key), createWriteStream(target));
      return target;
    })().catch(() => null));
  const sourceOf = (page: number): Promise<string | null> => {
    if (RASTER.has(file.format)) return copy(file.storage_key);
    if (file.format === 'pdf') {
      if (!pages.has(page)) pages.set(page, copy(file.storage_key).then((pdf) => (pdf ? renderPdfPage(pdf, page, PDF_PAGE_PX, dir) : null)).catch(() => null));
      return pages.get(page)!;
    }
    return page === 1 && file.thumbnail_key ? copy(file.thumbnail_key) : Promise.resolve(null);
  };
  return {
    async crop(place, colour = MARK) {
      const source = await sourceOf(place.page);
      return source ? cropFrom(source, place, colour) : null;
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Crops of notes that may sit on several versions' files: each file is copied, and each PDF page
 * rendered, once for all its notes. Null for a note with nothing to crop from, so it is listed
 * without a crop. `close` removes every local copy.
 */
export function openCroppers(storage: Storage, files: ReadonlyMap<number, StoredFile>) {
  const croppers = new Map<number, Promise<Cropper>>();
  const cropperOf = (versionId: number) => {
    if (!croppers.has(versionId)) croppers.set(versionId, openCropper(storage, files.get(versionId)!));
    return croppers.get(versionId)!;
  };
  return {
    crop: async (versionId: number, place: Place) => (await cropperOf(versionId)).crop(place),
    close: async () => {
      for (const cropper of croppers.values()) await (await cropper).close();
    },
  };
}

/** A JPEG of an image file round a place, the pin or box marked on it in `colour`; null when it cannot be read. */
async function cropFrom(file: string, place: Place, colour: string): Promise<Crop | null> {
  try {
    const image = sharp(file, { limitInputPixels: false, failOn: 'none' });
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
      .composite([{ input: markSvg(out.width, out.height, mark, pin, colour), left: 0, top: 0 }])
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { jpeg, ...out };
  } catch {
    return null;
  }
}
