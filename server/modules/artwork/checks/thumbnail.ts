import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openImage } from './raster';
import type { ArtworkFormat } from './types';

const run = promisify(execFile);
export const THUMBNAIL_SIZE = 480;
const PDF_RENDER_TIMEOUT_MS = 20_000;

/** The first page of a PDF as a PNG, by poppler's pdftoppm (no shell; a time limit). */
async function renderFirstPage(file: string, dir: string): Promise<string> {
  const prefix = path.join(dir, 'page');
  await run('pdftoppm', ['-png', '-f', '1', '-l', '1', '-scale-to', String(THUMBNAIL_SIZE), '-singlefile', file, prefix], { timeout: PDF_RENDER_TIMEOUT_MS });
  return `${prefix}.png`;
}

/** A WebP of at most 480 px on its long side, written to `out`; false when none can be made. */
export async function makeThumbnail(file: string, format: ArtworkFormat, out: string): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'eaum-thumb-'));
  try {
    const source = format === 'pdf' ? await renderFirstPage(file, dir) : file;
    await openImage(source).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).webp({ quality: 80 }).toFile(out);
    return true;
  } catch {
    return false;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
