// One measured operation of npm run bench:tiles, in a process of its own so that its peak memory
// is its own: prints {"seconds", "peakRssMib", "tiles"} as JSON.
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { makePyramid, pageDpi, renderPdfPage } from '../server/modules/proofing/pyramid';

const [mode, file, out, pagesArg, longestMmArg] = process.argv.slice(2) as [string, string, string, string?, string?];
/** The same ceiling the pyramid reads with: the poster is past sharp's default. */
const PIXELS = 1_000_000_000;
const PREVIEW = 1024;

const resize = (source: string, target: string) =>
  sharp(source, { limitInputPixels: PIXELS, sequentialRead: true }).resize(PREVIEW, PREVIEW, { fit: 'inside' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toFile(target);

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
    await resize(file, path.join(out, 'preview.jpeg'));
  } else {
    const dpi = pageDpi(Number(longestMmArg));
    for (let page = 1; page <= Number(pagesArg); page += 1) {
      const rendered = await renderPdfPage(file, page, dpi, out);
      if (mode === 'tiles-pdf') {
        const pageDir = path.join(out, `p${page}`);
        await mkdir(pageDir);
        tiles += await countFiles((await makePyramid(rendered, pageDir)).dir);
      } else {
        await resize(rendered, path.join(out, `preview-${page}.jpeg`));
      }
      await rm(rendered);
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(JSON.stringify({ seconds, peakRssMib: process.resourceUsage().maxRSS / 1024, tiles }));
}

await main();
