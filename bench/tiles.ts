// npm run bench:tiles — the Deep Zoom pyramid the server makes for a 20,000 × 14,000 px PNG and for
// a 20-page PDF (each page rendered by poppler at 300 dpi), beside sharp's own resize of the same
// file to a 1024 px preview in the same run: seconds and peak RSS of each, each in its own process.
import { execFile } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BROCHURE_PAGE_MM, writeBrochure } from './brochure';
import { writePoster } from './poster';

const run = promisify(execFile);
const WIDTH = Number(process.env.TILES_WIDTH ?? 20_000);
const HEIGHT = Number(process.env.TILES_HEIGHT ?? 14_000);
const PAGES = Number(process.env.TILES_PAGES ?? 20);

interface Measure {
  seconds: number;
  peakRssMib: number;
  tiles: number;
}

async function measure(mode: string, file: string, out: string, extra: string[] = []): Promise<Measure> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'tiles-worker.ts'), mode, file, out, ...extra], { maxBuffer: 1024 * 1024 });
  await rm(out, { recursive: true, force: true });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Measure;
}

const row = (label: string, tiles: Measure, resize: Measure) =>
  `${label.padEnd(34)} tiles ${tiles.seconds.toFixed(1).padStart(6)} s ${tiles.peakRssMib.toFixed(0).padStart(5)} MiB (${tiles.tiles} tiles) | resize ${resize.seconds.toFixed(1).padStart(6)} s ${resize.peakRssMib.toFixed(0).padStart(5)} MiB | ×${(tiles.seconds / resize.seconds).toFixed(2)} time, ×${(tiles.peakRssMib / resize.peakRssMib).toFixed(2)} memory`;

async function main() {
  const work = path.join(tmpdir(), `bench-tiles-${Date.now()}`);
  await mkdir(work, { recursive: true });
  try {
    const png = path.join(work, 'poster.png');
    const pdf = path.join(work, 'brochure.pdf');
    await Promise.all([writePoster(png, WIDTH, HEIGHT), writeBrochure(pdf, PAGES)]);
    console.log(`Poster ${WIDTH} × ${HEIGHT} px PNG: ${((await stat(png)).size / 1024 / 1024).toFixed(0)} MiB; brochure: ${PAGES} A3 pages, ${((await stat(pdf)).size / 1024).toFixed(0)} KiB`);
    const pngTiles = await measure('tiles-image', png, path.join(work, 'png-tiles'));
    const pngResize = await measure('resize-image', png, path.join(work, 'png-resize'));
    console.log(row(`PNG ${WIDTH} × ${HEIGHT}`, pngTiles, pngResize));
    const pdfArgs = [String(PAGES), String(Math.max(...BROCHURE_PAGE_MM))];
    const pdfTiles = await measure('tiles-pdf', pdf, path.join(work, 'pdf-tiles'), pdfArgs);
    const pdfResize = await measure('resize-pdf', pdf, path.join(work, 'pdf-resize'), pdfArgs);
    console.log(row(`PDF ${PAGES} pages (pdftoppm 300 dpi)`, pdfTiles, pdfResize));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
