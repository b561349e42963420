// One measured operation of npm run bench:diff, in a process of its own so that its peak memory is
// its own: prints {"seconds", "peakRssMib", "startRssMib", ...} as JSON (startRssMib: the process
// with its modules loaded, before the work).
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { PIXEL_THRESHOLD } from '../server/modules/proofing/difference';
import { comparePages, gridOf } from '../server/modules/proofing/difference-job';
import { makePyramid, type Pyramid, TILE_OVERLAP, TILE_SIZE } from '../server/modules/proofing/pyramid';
import { pdftoppmAlone, resizeOnce, tilePdf } from './tiling';

const [mode, ...args] = process.argv.slice(2) as [string, ...string[]];
const PIXELS = 1_000_000_000;

/** A page's pyramid as the bench passes it between processes. */
export interface PagePyramid {
  dir: string;
  width: number;
  height: number;
}

const pagePyramid = (pyramid: Pyramid): PagePyramid => ({ dir: pyramid.dir, width: pyramid.width, height: pyramid.height });

/**
 * What the difference job does for each page once both versions have their tiles: both read from
 * their tiles and compared on the grid band by band, the mask made into its PNG pyramid.
 */
async function difference(printed: Parameters<typeof gridOf>[0], out: string, pairs: { before: PagePyramid; after: PagePyramid }[]) {
  // The pyramids are read through one storage, as the job reads stored tiles: `{prefix}/{level}/{column}_{row}.jpeg`.
  const dirs = pairs.flatMap((pair) => [pair.before.dir, pair.after.dir]);
  const storage = { open: async (key: string) => createReadStream(path.join(dirs[Number(key.slice(0, key.indexOf('/')))]!, key.slice(key.indexOf('/') + 1))) };
  const row = (pyramid: PagePyramid) => ({ width: pyramid.width, height: pyramid.height, tile_size: TILE_SIZE, overlap: TILE_OVERLAP, tiles_prefix: String(dirs.indexOf(pyramid.dir)) });
  let regions = 0;
  let changed = 0;
  let grid = { width: 0, height: 0 };
  for (const [index, pair] of pairs.entries()) {
    const [before, after] = [row(pair.before), row(pair.after)];
    grid = gridOf(printed, [after, before]);
    const comparison = await comparePages(storage, after, before, grid);
    const pageDir = path.join(out, `page-${index + 1}`);
    await mkdir(pageDir, { recursive: true });
    const mask = path.join(pageDir, 'mask.png');
    await sharp(comparison.mask, { raw: { ...grid, channels: 4 } })
      .png()
      .toFile(mask);
    await makePyramid(mask, pageDir, { format: 'png' });
    regions += comparison.regions.length;
    if (comparison.regions.length > 0) changed += 1;
  }
  return { grid, regions, pagesChanged: changed };
}

async function main() {
  const startRssMib = process.memoryUsage().rss / 1024 / 1024;
  const started = process.hrtime.bigint();
  let facts: object = {};
  if (mode === 'tiles') {
    const [file, out] = args as [string, string];
    await mkdir(out, { recursive: true });
    facts = { pyramids: [pagePyramid(await makePyramid(file, out))] };
  } else if (mode === 'resize') {
    const [file, out] = args as [string, string];
    await mkdir(out, { recursive: true });
    await resizeOnce(file, path.join(out, 'preview.jpeg'));
  } else if (mode === 'tiles-pdf') {
    const [file, out, pages, longestMm] = args as [string, string, string, string];
    await mkdir(out, { recursive: true });
    facts = { pyramids: (await tilePdf(file, out, Number(pages), Number(longestMm))).map(pagePyramid) };
  } else if (mode === 'pdftoppm') {
    const [file, out, longestMm] = args as [string, string, string];
    await mkdir(out, { recursive: true });
    await pdftoppmAlone(file, out, Number(longestMm));
  } else if (mode === 'difference') {
    const [printed, out, pairs] = args as [string, string, string];
    facts = await difference(JSON.parse(printed) as Parameters<typeof gridOf>[0], out, JSON.parse(pairs) as { before: PagePyramid; after: PagePyramid }[]);
  } else {
    const [fileA, fileB] = args as [string, string];
    const raw = (file: string) => sharp(file, { limitInputPixels: PIXELS }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const [a, b] = [await raw(fileA), await raw(fileB)];
    const differing = pixelmatch(a.data, b.data, undefined, a.info.width, a.info.height, { threshold: PIXEL_THRESHOLD });
    facts = { differing };
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(JSON.stringify({ seconds, peakRssMib: process.resourceUsage().maxRSS / 1024, startRssMib, ...facts }));
}

await main();
