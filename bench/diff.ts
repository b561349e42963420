// npm run bench:diff — what changed between versions, on a 20,000 × 14,000 px poster against its
// edited copy (a 100 mm logo moved 50 mm on a 4 × 2.8 m banner) and on a 20-page A3 PDF against
// its edited copy (one block of page 7 moved 10 mm). For each: the tiles of both versions, then
// the time to the difference once both have their tiles (read back from the tiles, compared on
// the grid band by band, the masks made into their own pyramids) and its peak RSS. Each step runs
// in a process of its own; each is printed beside its baseline, measured in the same run: sharp's
// single resize of the poster, pdftoppm alone over the PDF at the same resolution, and pixelmatch
// over the poster's two full images in one process.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { PagePyramid } from './diff-worker';
import { BROCHURE_PAGE_MM, writeBrochure } from './brochure';
import { writePoster } from './poster';

const run = promisify(execFile);
const WIDTH = Number(process.env.DIFF_WIDTH ?? 20_000);
const HEIGHT = Number(process.env.DIFF_HEIGHT ?? 14_000);
const PAGES = Number(process.env.DIFF_PAGES ?? 20);
/** The poster is a 4 × 2.8 m banner without bleed; the brochure A3 without bleed. */
const POSTER_PRINTED = { widthMm: 4000, heightMm: 2800, bleedMm: 0 };
const BROCHURE_PRINTED = { widthMm: BROCHURE_PAGE_MM[0], heightMm: BROCHURE_PAGE_MM[1], bleedMm: 0 };
/** The goals: tiles within 1.3 × their floor, the difference ≤ 60 s after the tiles within 400 MB. */
const TILES_RATIO_GOAL = 1.3;
const DIFFERENCE_SECONDS_GOAL = 60;
const DIFFERENCE_MB_GOAL = 400;

interface Measure {
  seconds: number;
  peakRssMib: number;
  startRssMib: number;
  pyramids?: PagePyramid[];
  [fact: string]: unknown;
}

async function measure(...args: string[]): Promise<Measure> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'diff-worker.ts'), ...args], { maxBuffer: 4 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Measure;
}

const s = (measure: Measure) => `${measure.seconds.toFixed(1)} s`;
const mib = (measure: Measure) => `${measure.peakRssMib.toFixed(0)} MiB`;
const mb = (measure: Measure) => (measure.peakRssMib * 1024 * 1024) / 1e6;
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const pairsOf = (before: Measure, after: Measure) => before.pyramids!.map((pyramid, index) => ({ before: pyramid, after: after.pyramids![index]! }));

/** Tiles of both versions beside their floor measured before and after them (mean against mean), then the difference. */
async function versions(label: string, floorArgs: (file: string, out: string) => string[], tilesArgs: (file: string, out: string) => string[], files: [string, string], printed: object, dir: string) {
  const floorBefore = await measure(...floorArgs(files[0], path.join(dir, `${label}-floor-1`)));
  const tilesA = await measure(...tilesArgs(files[0], path.join(dir, `${label}-a`)));
  const tilesB = await measure(...tilesArgs(files[1], path.join(dir, `${label}-b`)));
  const floorAfter = await measure(...floorArgs(files[1], path.join(dir, `${label}-floor-2`)));
  const difference = await measure('difference', JSON.stringify(printed), path.join(dir, `${label}-masks`), JSON.stringify(pairsOf(tilesA, tilesB)));
  const floor = (floorBefore.seconds + floorAfter.seconds) / 2;
  const ratio = (tilesA.seconds + tilesB.seconds) / 2 / floor;
  return { floorBefore, floorAfter, floor, tilesA, tilesB, ratio, difference };
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'eaum-bench-diff-'));
  try {
    console.log(`${availableParallelism()} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} at the start`);
    const original = path.join(dir, 'poster.png');
    const edited = path.join(dir, 'edited.png');
    await writePoster(original, WIDTH, HEIGHT);
    // The logo: 100 mm square (500 px at 5 px/mm), at 400 mm in the original and 450 mm in the copy.
    const logo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#1d2b53' } }).png().toBuffer();
    const withLogo = (left: number, file: string) => sharp(original, { limitInputPixels: 1_000_000_000 }).composite([{ input: logo, left, top: 2000 }]).png().toFile(file);
    const first = path.join(dir, 'first.png');
    await withLogo(2000, first);
    await withLogo(2250, edited);
    const poster = await versions('poster', (file, out) => ['resize', file, out], (file, out) => ['tiles', file, out], [first, edited], POSTER_PRINTED, dir);
    const full = await measure('full', first, edited);

    const pdfA = path.join(dir, 'brochure.pdf');
    const pdfB = path.join(dir, 'brochure-edited.pdf');
    await writeBrochure(pdfA, PAGES);
    await writeBrochure(pdfB, PAGES, { page: 7, mm: 10 });
    const longest = String(Math.max(...BROCHURE_PAGE_MM));
    const pdf = await versions('pdf', (file, out) => ['pdftoppm', file, out, longest], (file, out) => ['tiles-pdf', file, out, String(PAGES), longest], [pdfA, pdfB], BROCHURE_PRINTED, dir);

    const facts = (measure: Measure) => `grid ${JSON.stringify(measure.grid)}, ${String(measure.regions)} region(s) on ${String(measure.pagesChanged)} page(s)`;
    console.log(`\nposter ${WIDTH} × ${HEIGHT} px PNG against its edited copy`);
    console.log(`  sharp's single resize (floor)   ${s(poster.floorBefore)}, ${s(poster.floorAfter)} (mean ${poster.floor.toFixed(1)} s)   peak ${mib(poster.floorBefore)}`);
    console.log(`  tiles of each version           ${s(poster.tilesA)}, ${s(poster.tilesB)}   peak ${mib(poster.tilesA)}, ${mib(poster.tilesB)}   ×${poster.ratio.toFixed(2)} the floor (goal ≤ ${TILES_RATIO_GOAL}: ${met(poster.ratio <= TILES_RATIO_GOAL)})`);
    console.log(`  difference after the tiles      ${s(poster.difference)}   peak ${mib(poster.difference)} (${poster.difference.startRssMib.toFixed(0)} MiB with its modules loaded)   ${facts(poster.difference)}`);
    console.log(`  pixelmatch, full images (base)  ${s(full)}   peak ${mib(full)}   ${String(full.differing)} px differ`);
    console.log(`\nPDF of ${PAGES} A3 pages against its edited copy (300 dpi)`);
    console.log(`  pdftoppm alone (floor)          ${s(pdf.floorBefore)}, ${s(pdf.floorAfter)} (mean ${pdf.floor.toFixed(1)} s)`);
    console.log(`  tiles of each version           ${s(pdf.tilesA)}, ${s(pdf.tilesB)}   peak ${mib(pdf.tilesA)}, ${mib(pdf.tilesB)}   ×${pdf.ratio.toFixed(2)} the floor (goal ≤ ${TILES_RATIO_GOAL}: ${met(pdf.ratio <= TILES_RATIO_GOAL)})`);
    console.log(`  difference after the tiles      ${s(pdf.difference)}   peak ${mib(pdf.difference)} (${pdf.difference.startRssMib.toFixed(0)} MiB with its modules loaded)   ${facts(pdf.difference)}`);
    const ready = (measure: Measure) => measure.seconds <= DIFFERENCE_SECONDS_GOAL && mb(measure) <= DIFFERENCE_MB_GOAL;
    console.log(`\ngoal: the poster's difference ≤ ${DIFFERENCE_SECONDS_GOAL} s after its tiles and ≤ ${DIFFERENCE_MB_GOAL} MB RSS: ${met(ready(poster.difference))} (${mb(poster.difference).toFixed(0)} MB); the PDF's: ${met(ready(pdf.difference))} (${mb(pdf.difference).toFixed(0)} MB)`);
    console.log(`load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} at the end`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
