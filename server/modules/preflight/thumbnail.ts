import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openImage } from './open-image';
import { runTool } from './run-tool';
import { loadSvg, svgSize, window } from './svg-dom';
import type { ArtworkFormat } from './types';

export const THUMBNAIL_SIZE = 480;
const PDF_RENDER_TIMEOUT_MS = 20_000;

/** A page of a PDF as a PNG of `sizePx` on its longer side, in `dir`, by poppler's pdftoppm (no shell; the readers' time limit and memory cap). */
export async function renderPdfPage(file: string, page: number, sizePx: number, dir: string): Promise<string> {
  const prefix = path.join(dir, `page-${page}`);
  const rendered = await runTool('pdftoppm', ['-png', '-f', String(page), '-l', String(page), '-scale-to', String(sizePx), '-singlefile', file, prefix], { timeoutMs: PDF_RENDER_TIMEOUT_MS });
  if (!rendered.ok) throw new Error(`pdftoppm did not render page ${page}${rendered.timedOut ? ' in time' : ''}: ${rendered.stderr.trim()}`);
  return `${prefix}.png`;
}

/**
 * The SVG's text with its root sized to the thumbnail (its drawing scaled into a viewBox), so that
 * a drawing declared metres wide is not rasterised whole first and a small icon is not enlarged
 * from a blurred rendering. Given to librsvg as bytes, without a file name, it has no folder to
 * resolve a relative reference against (and none is left after cleaning anyway).
 */
async function svgAtThumbnailSize(file: string): Promise<Buffer> {
  const loaded = await loadSvg(file);
  if ('problem' in loaded) throw new Error(`SVG not rendered: ${loaded.problem}`);
  const root = loaded.document.documentElement;
  const size = svgSize(root);
  if (size) {
    if (!root.hasAttribute('viewBox')) root.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
    const scale = THUMBNAIL_SIZE / Math.max(size.width, size.height);
    root.setAttribute('width', String(Math.max(1, Math.round(size.width * scale))));
    root.setAttribute('height', String(Math.max(1, Math.round(size.height * scale))));
  }
  return Buffer.from(new window.XMLSerializer().serializeToString(root));
}

/**
 * A WebP of at most 480 px on its long side, written to `out`; false when none can be made (a
 * damaged file, pdftoppm missing or failing). An SVG must have been sanitised first: nothing in
 * it refers outside the file, so rendering it fetches nothing.
 */
export async function makeThumbnail(file: string, format: ArtworkFormat, out: string): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'eaum-thumb-'));
  try {
    const source = format === 'pdf' ? await renderPdfPage(file, 1, THUMBNAIL_SIZE, dir) : format === 'svg' ? await svgAtThumbnailSize(file) : file;
    await openImage(source).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).webp({ quality: 80 }).toFile(out);
    return true;
  } catch {
    return false;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
