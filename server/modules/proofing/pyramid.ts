import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** Tiles of 512 px with their one-pixel overlap, as OpenSeadragon reads them best. */
export const TILE_SIZE = 510;
export const TILE_OVERLAP = 1;
/** A pyramid is made from a stream of rows: posters past sharp's default limit (16383²) are tiled too, up to a billion pixels. */
const TILE_PIXEL_LIMIT = 1_000_000_000;
/** A PDF page is rendered at 300 dpi, but never wider or taller than this. */
const PAGE_MAX_PX = 10_000;
const PAGE_DPI = 300;
const PDF_RENDER_TIMEOUT_MS = 120_000;

const TILE_NAME = /^\d+\/\d+_\d+\.(?:jpeg|png)$/;

/** Artwork tiles are JPEG; a difference mask's are PNG, transparent where nothing changed. */
export type TileFormat = 'jpeg' | 'png';

export interface Pyramid {
  width: number;
  height: number;
  tileSize: number;
  overlap: number;
  /** The folder holding `{level}/{column}_{row}.jpeg`. */
  dir: string;
}

/**
 * Whether an image has more pixels than a pyramid is made of, from its header alone. Such a file is
 * the file check's finding (too many pixels), not a failure of the job that would tile it.
 */
export async function pastTileLimit(source: string): Promise<boolean> {
  const header = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return Boolean(header?.width && header.height && header.width * header.height > TILE_PIXEL_LIMIT);
}

/** How many levels a Deep Zoom pyramid has: from the full size halving (rounding up) down to one pixel. */
export const levelsOf = (width: number, height: number) => Math.ceil(Math.log2(Math.max(width, height))) + 1;

/** The size of a level (the last is the full size). */
export function levelSize(width: number, height: number, level: number) {
  const scale = 2 ** (levelsOf(width, height) - 1 - level);
  return { width: Math.ceil(width / scale), height: Math.ceil(height / scale) };
}

/** Every tile's name in a pyramid, `{level}/{column}_{row}.jpeg`: what is stored, and what is removed. */
export function tileNames(width: number, height: number, tileSize: number, format: TileFormat = 'jpeg'): string[] {
  const names: string[] = [];
  for (let level = 0; level < levelsOf(width, height); level += 1) {
    const size = levelSize(width, height, level);
    for (let column = 0; column < Math.ceil(size.width / tileSize); column += 1) {
      for (let row = 0; row < Math.ceil(size.height / tileSize); row += 1) names.push(`${level}/${column}_${row}.${format}`);
    }
  }
  return names;
}

/** Whether a tile is one the pyramid has (checked before storage is asked). */
export function hasTile(width: number, height: number, tileSize: number, level: number, column: number, row: number): boolean {
  if (level >= levelsOf(width, height)) return false;
  const size = levelSize(width, height, level);
  return column < Math.ceil(size.width / tileSize) && row < Math.ceil(size.height / tileSize);
}

/**
 * Writes the Deep Zoom pyramid of an image (PNG, JPEG, WebP, TIFF, or a sanitised SVG) into `outDir`:
 * oriented as its EXIF says, transparency on white, JPEG tiles. libvips reads the rows once from
 * top to bottom and builds every level as it goes, so a poster is never decoded whole. The tiles'
 * Huffman tables are libjpeg's standard ones: optimising them cost a fifth of the pyramid's CPU
 * time (20,000 × 14,000 px: 7.5 s against 5.7 s) to save 8 % of its bytes (40.4 MB against 43.6).
 */
export async function makePyramid(source: string, outDir: string, options: { density?: number; format?: TileFormat } = {}): Promise<Pyramid> {
  const base = path.join(outDir, 'page');
  const format = options.format ?? 'jpeg';
  const image = sharp(source, { limitInputPixels: TILE_PIXEL_LIMIT, failOn: 'error', sequentialRead: true, autoOrient: true, ...(options.density ? { density: options.density } : {}) });
  const info = await (format === 'png' ? image.png({ compressionLevel: 6, palette: true }) : image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: false, optimiseCoding: false }))
    .tile({ size: TILE_SIZE, overlap: TILE_OVERLAP, layout: 'dz' })
    .toFile(`${base}.dz`);
  const pyramid = { width: info.width, height: info.height, tileSize: TILE_SIZE, overlap: TILE_OVERLAP, dir: `${base}_files` };
  // Every stored tile must be one whose key follows from the size, or its removal would miss it.
  const written = (await readdir(pyramid.dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(pyramid.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    // libvips also writes the image's properties beside the tiles: not a tile, not stored.
    .filter((name) => TILE_NAME.test(name))
    .sort();
  const expected = tileNames(pyramid.width, pyramid.height, TILE_SIZE, format).sort();
  if (written.length !== expected.length || written.some((name, index) => name !== expected[index])) {
    throw new Error(`The pyramid's tiles (${written.length}) are not the ${expected.length} its size gives`);
  }
  return pyramid;
}

/** The resolution a PDF's pages are rendered at: 300 dpi, less for a page so large it would pass PAGE_MAX_PX. */
export function pageDpi(longestSideMm: number | undefined): number {
  if (!longestSideMm) return PAGE_DPI;
  return Math.max(18, Math.min(PAGE_DPI, Math.floor(PAGE_MAX_PX / (longestSideMm / 25.4))));
}

/**
 * One page of a PDF as an uncompressed TIFF, by poppler's pdftoppm (no shell; a time limit): read
 * once by the pyramid and removed, so a PNG's compression would be time spent for nothing.
 */
export async function renderPdfPage(file: string, page: number, dpi: number, dir: string): Promise<string> {
  const prefix = path.join(dir, `page-${page}`);
  await run('pdftoppm', ['-tiff', '-tiffcompression', 'none', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, prefix], { timeout: PDF_RENDER_TIMEOUT_MS });
  return `${prefix}.tif`;
}
