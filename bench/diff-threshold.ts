/**
 * The noise threshold's measurement: posters made into tiles as the server makes them, read back
 * onto the comparison's grid, and compared at several colour thresholds. For each case it prints
 * the changed regions the product reports and the densest cell of differing pixels.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareImages, CELL_SHARE, PIXEL_THRESHOLD } from '../server/modules/proofing/difference';
import { gridOf, pageOnGrid } from '../server/modules/proofing/difference-job';
import { POSTER, poster, resaved } from '../server/modules/proofing/difference-fixtures';
import { makePyramid } from '../server/modules/proofing/pyramid';

const dir = await mkdtemp(path.join(tmpdir(), 'eaum-diff-threshold-'));
let made = 0;
async function onGrid(bytes: Buffer, grid?: { width: number; height: number }) {
  const name = `file-${made++}`;
  await writeFile(path.join(dir, name), bytes);
  const out = path.join(dir, `${name}-tiles`);
  await import('node:fs/promises').then((fs) => fs.mkdir(out));
  const pyramid = await makePyramid(path.join(dir, name), out);
  const row = { width: pyramid.width, height: pyramid.height, tile_size: pyramid.tileSize, overlap: pyramid.overlap, tiles_prefix: 'p' };
  const size = grid ?? gridOf(POSTER, [row]);
  const storage = { open: async (key: string) => createReadStream(path.join(pyramid.dir, key.slice(2))) };
  return { size, pixels: await pageOnGrid(storage, row, size) };
}

const original = await poster({ format: 'jpeg', quality: 90 });
const cases: [string, Buffer, Buffer][] = [
  ['JPEG q90 saved again at q85', original, await resaved(original, 85)],
  ['JPEG q90 saved again at q75', original, await resaved(original, 75)],
  ['logo moved 10 mm', await poster(), await poster({ logoMm: { x: 50, y: 50 } })],
  ['colour change of 5 % in one area', await poster({ patch: [200, 90, 60] }), await poster({ patch: [213, 103, 73] })],
  ['colour change of 3 % in one area', await poster({ patch: [200, 90, 60] }), await poster({ patch: [208, 98, 68] })],
  ['no edit, the same PNG', await poster(), await poster()],
];
const thresholds = [0.02, 0.025, 0.03, 0.035, 0.04, 0.05];
const cellShares = [0.5, 0.75];
console.log(`cells of 8 px; the product's threshold is ${PIXEL_THRESHOLD}, a cell changed at ≥ ${CELL_SHARE * 100} % of its pixels`);
console.log(['case', ...thresholds.map((t) => `t=${t}: regions / changed px`)].join(' | '));
for (const [name, a, b] of cases) {
  const before = await onGrid(a);
  const after = await onGrid(b, before.size);
  for (const cellShare of cellShares) {
    const cells = thresholds.map((threshold) => {
      const result = compareImages({ before: before.pixels, after: after.pixels, ...before.size }, { threshold, cellShare });
      return `${result.regions.length} / ${(result.changedShare * 100).toFixed(3)} %`;
    });
    console.log([`${name}, cell ≥ ${cellShare * 100} %`, ...cells].join(' | '));
  }
}
await rm(dir, { recursive: true, force: true });
