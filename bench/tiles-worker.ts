// One measured operation of npm run bench:tiles, in a process of its own so that its peak memory
// is its own: prints {"seconds", "peakRssMib", "tiles"} as JSON.
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { makePyramid, pageDpi, renderPdfPage } from '../server/modules/proofing/pyramid';
import { resizeOnce, tilePdf } from './tiling';

const [mode, file, out, pagesArg, longestMmArg] = process.argv.slice(2) as [string, string, string, string?, string?];

async function countFiles(dir: string) {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && entry.name.endsWith('.jpeg')).length;
}

async function main() {
  await mkdir(out, { recursive: true });
  const started = process.hrtime.bigint();
  let tiles = 0;
  if (mode === 'tiles-image') {
    tiles = await countFiles((await makePyramid(file, out)).dir);
  } else if (mode === 'resize-image') {
    await resizeOnce(file, path.join(out, 'preview.jpeg'));
  } else if (mode === 'tiles-pdf') {
    const pyramids = await tilePdf(file, out, Number(pagesArg), Number(longestMmArg));
    for (const pyramid of pyramids) tiles += await countFiles(pyramid.dir);
  } else {
    const dpi = pageDpi(Number(longestMmArg));
    for (let page = 1; page <= Number(pagesArg); page += 1) {
      const rendered = await renderPdfPage(file, page, dpi, out);
      await resizeOnce(rendered, path.join(out, `preview-${page}.jpeg`));
      await rm(rendered);
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(JSON.stringify({ seconds, peakRssMib: process.resourceUsage().maxRSS / 1024, tiles }));
}

await main();
