// One measured operation of npm run bench:diff, in a process of its own so that its peak memory is
// its own: prints {"seconds", "peakRssMib", ...} as JSON.
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { PIXEL_THRESHOLD } from '../server/modules/proofing/difference';
import { comparePages, gridOf } from '../server/modules/proofing/difference-job';
import { makePyramid, TILE_OVERLAP, TILE_SIZE } from '../server/modules/proofing/pyramid';

const [mode, ...args] = process.argv.slice(2) as [string, ...string[]];
const PIXELS = 1_000_000_000;
/** The poster is a 4 × 2.8 m banner without bleed. */
const PRINTED = { widthMm: 4000, heightMm: 2800, bleedMm: 0 };

async function main() {
  const started = process.hrtime.bigint();
  let facts: object = {};
  if (mode === 'tiles') {
    const [file, out] = args as [string, string];
    await mkdir(out, { recursive: true });
    const pyramid = await makePyramid(file, out);
    facts = { width: pyramid.width, height: pyramid.height, dir: pyramid.dir };
  } else if (mode === 'difference') {
    const [dirA, dirB, width, height, out] = args as [string, string, string, string, string];
    const row = (dir: string) => ({ width: Number(width), height: Number(height), tile_size: TILE_SIZE, overlap: TILE_OVERLAP, tiles_prefix: dir });
    const grid = gridOf(PRINTED, [row(dirA), row(dirB)]);
    // Both pyramids are read through one storage, as the job reads them: each under its own prefix.
    const storage = { open: async (key: string) => createReadStream(path.join(key.startsWith('a/') ? dirA : dirB, key.split('/').slice(1).join('/'))) };
    const comparison = await comparePages(storage, row('b'), row('a'), grid);
    await mkdir(out, { recursive: true });
    const mask = path.join(out, 'mask.png');
    await sharp(comparison.mask, { raw: { ...grid, channels: 4 } }).png().toFile(mask);
    await makePyramid(mask, out, { format: 'png' });
    facts = { grid, regions: comparison.regions.length, changedPercent: Number((comparison.changedShare * 100).toFixed(3)) };
  } else {
    const [fileA, fileB] = args as [string, string];
    const raw = (file: string) => sharp(file, { limitInputPixels: PIXELS }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const [a, b] = [await raw(fileA), await raw(fileB)];
    const differing = pixelmatch(a.data, b.data, undefined, a.info.width, a.info.height, { threshold: PIXEL_THRESHOLD });
    facts = { differing };
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(JSON.stringify({ seconds, peakRssMib: process.resourceUsage().maxRSS / 1024, ...facts }));
}

await main();
