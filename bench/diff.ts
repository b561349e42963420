// npm run bench:diff — the difference the server finds between a 20,000 × 14,000 px poster and its
// edited copy (a 100 mm logo moved 50 mm on a 4 × 2.8 m banner): time to the difference once both
// have their tiles (read back from the tiles, compared on the grid, the mask made into its own
// pyramid) and its peak RSS, beside pixelmatch over the two full images in one process, in the
// same run, each in a process of its own.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { writePoster } from './poster';

const run = promisify(execFile);
const WIDTH = Number(process.env.DIFF_WIDTH ?? 20_000);
const HEIGHT = Number(process.env.DIFF_HEIGHT ?? 14_000);

interface Measure {
  seconds: number;
  peakRssMib: number;
  [fact: string]: unknown;
}

async function measure(...args: string[]): Promise<Measure> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'diff-worker.ts'), ...args], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Measure;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'eaum-bench-diff-'));
  try {
    const original = path.join(dir, 'poster.png');
    const edited = path.join(dir, 'edited.png');
    await writePoster(original, WIDTH, HEIGHT);
    // The logo: 100 mm square (500 px at 5 px/mm), at 400 mm in the original and 450 mm in the copy.
    const logo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#1d2b53' } }).png().toBuffer();
    const withLogo = (left: number, file: string) => sharp(original, { limitInputPixels: 1_000_000_000 }).composite([{ input: logo, left, top: 2000 }]).png().toFile(file);
    const first = path.join(dir, 'first.png');
    await withLogo(2000, first);
    await withLogo(2250, edited);
    const tilesA = await measure('tiles', first, path.join(dir, 'a'));
    const tilesB = await measure('tiles', edited, path.join(dir, 'b'));
    const difference = await measure('difference', String(tilesA.dir), String(tilesB.dir), String(tilesA.width), String(tilesA.height), path.join(dir, 'mask'));
    const full = await measure('full', first, edited);
    console.log(`poster ${WIDTH} × ${HEIGHT} px against its edited copy (two shared cores)`);
    console.log(`tiles of each               ${tilesA.seconds.toFixed(1)} s, ${tilesB.seconds.toFixed(1)} s   peak ${Math.max(tilesA.peakRssMib, tilesB.peakRssMib).toFixed(0)} MiB`);
    console.log(`difference after the tiles  ${difference.seconds.toFixed(1)} s   peak ${difference.peakRssMib.toFixed(0)} MiB   grid ${JSON.stringify(difference.grid)}, ${String(difference.regions)} region(s), ${String(difference.changedPercent)} % changed`);
    console.log(`pixelmatch, full images     ${full.seconds.toFixed(1)} s   peak ${full.peakRssMib.toFixed(0)} MiB   ${String(full.differing)} px differ`);
    console.log(`goal: the difference ≤ 60 s after its tiles, ≤ 400 MiB: ${difference.seconds <= 60 && difference.peakRssMib <= 400 ? 'met' : 'missed'}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
