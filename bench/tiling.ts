import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { eachPage } from '../server/modules/proofing/page-workers';
import { makePyramid, pageDpi, type Pyramid, renderPdfPage } from '../server/modules/proofing/pyramid';

const run = promisify(execFile);

/** A PDF's pages made into pyramids as the tiles job makes them (side by side, one per core), without storage. */
export async function tilePdf(file: string, out: string, pages: number, longestMm: number): Promise<Pyramid[]> {
  const dpi = pageDpi(longestMm);
  const pyramids: Pyramid[] = [];
  await eachPage(
    Array.from({ length: pages }, (_, index) => index + 1),
    async (page) => {
      const rendered = await renderPdfPage(file, page, dpi, out);
      const pageDir = path.join(out, `p${page}`);
      await mkdir(pageDir);
      pyramids[page - 1] = await makePyramid(rendered, pageDir);
      await rm(rendered);
    },
  );
  return pyramids;
}

/** The floor: pdftoppm alone, one process rendering every page at the pyramid's resolution to its cheapest output (PPM). */
export async function pdftoppmAlone(file: string, out: string, longestMm: number): Promise<void> {
  await run('pdftoppm', ['-r', String(pageDpi(longestMm)), file, path.join(out, 'page')], { timeout: 30 * 60_000 });
}

/** The same ceiling the pyramid reads with: the poster is past sharp's default. */
const PIXELS = 1_000_000_000;
const PREVIEW = 1024;

/** The floor of an image's tiles: sharp's single resize of the same file to a 1024 px preview. */
export const resizeOnce = (source: string, target: string) =>
  sharp(source, { limitInputPixels: PIXELS, sequentialRead: true }).resize(PREVIEW, PREVIEW, { fit: 'inside' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toFile(target);
