// npm run bench:preflight — the file check of a 20-page CMYK photo PDF (~50 MB, 200 ppi) and of a
// 20,000 × 14,000 px CMYK TIFF: the whole check's time, the first page's findings time and the app
// process's RSS, beside the floor measured in the same run on the same PDF: `pdfimages -list` plus
// Ghostscript's `ink_cov` alone.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { preflight, type PrintSpec } from '../server/modules/preflight';

const run = promisify(execFile);
const PAGES = Number(process.env.PREFLIGHT_PAGES ?? 20);
const PPI = 200;
/** A4 portrait, in mm. */
const PAGE_MM = { width: 210, height: 297 };
const TIFF = { width: Number(process.env.PREFLIGHT_TIFF_WIDTH ?? 20_000), height: Number(process.env.PREFLIGHT_TIFF_HEIGHT ?? 14_000) };
const MM = 72 / 25.4;

/** A page-sized CMYK photo at PPI: noise made at an eighth of the size and enlarged, which compresses about as a photo does (~2.5 MB). */
async function photo(seed: number): Promise<Buffer> {
  const [width, height] = [Math.round((PAGE_MM.width / 25.4) * PPI), Math.round((PAGE_MM.height / 25.4) * PPI)];
  const grain = await sharp({ create: { width: width >> 3, height: height >> 3, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + seed, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(grain).resize(width, height).toColourspace('cmyk').jpeg({ quality: 70 }).toBuffer();
}

async function catalogue(file: string) {
  const document = await PDFDocument.create();
  for (let index = 0; index < PAGES; index += 1) {
    const page = document.addPage([PAGE_MM.width * MM, PAGE_MM.height * MM]);
    page.setTrimBox(0, 0, PAGE_MM.width * MM, PAGE_MM.height * MM);
    const image = await document.embedJpg(await photo(index));
    page.drawImage(image, { x: 0, y: 0, width: PAGE_MM.width * MM, height: PAGE_MM.height * MM });
  }
  await writeFile(file, await document.save());
}

/** The app process's RSS, sampled every 20 ms while `work` runs: before, peak, after (MiB). */
async function withRss<T>(work: () => Promise<T>) {
  const mib = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
  const before = mib();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, mib())), 20);
  try {
    const result = await work();
    return { result, rss: { before, peak: Math.max(peak, mib()), after: mib() } };
  } finally {
    clearInterval(timer);
  }
}

const seconds = (start: bigint) => Number((Number(process.hrtime.bigint() - start) / 1e9).toFixed(2));

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-preflight-'));
  try {
    const pdf = path.join(dir, 'catalogue.pdf');
    await catalogue(pdf);
    const tiff = path.join(dir, 'poster.tif');
    await sharp({ create: { width: TIFF.width, height: TIFF.height, channels: 3, background: { r: 40, g: 90, b: 160 } }, limitInputPixels: false })
      .toColourspace('cmyk')
      .tiff({ compression: 'lzw' })
      .toFile(tiff);
    const spec: PrintSpec = { widthMm: PAGE_MM.width, heightMm: PAGE_MM.height, bleedMm: 0, minDpi: 150, colourMode: 'CMYK', pagesExpected: PAGES };
    console.log(`PDF: ${PAGES} pages of ${PPI} ppi CMYK photos, ${((await stat(pdf)).size / 1024 / 1024).toFixed(1)} MB; TIFF: ${TIFF.width} × ${TIFF.height} px CMYK, ${((await stat(tiff)).size / 1024 / 1024).toFixed(1)} MB`);

    // The floor: the two readers alone, once each over the whole file.
    const floorStart = process.hrtime.bigint();
    await run('pdfimages', ['-list', pdf], { maxBuffer: 64 * 1024 * 1024 });
    await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=ink_cov', '-o', '-', pdf], { maxBuffer: 64 * 1024 * 1024 });
    const floor = seconds(floorStart);

    const start = process.hrtime.bigint();
    let firstPage: number | null = null;
    const { result: report, rss } = await withRss(() =>
      preflight(pdf, 'pdf', spec, {
        onPage: () => {
          firstPage ??= seconds(start);
        },
      }),
    );
    const whole = seconds(start);

    const tiffStart = process.hrtime.bigint();
    const { result: tiffReport, rss: tiffRss } = await withRss(() => preflight(tiff, 'tiff', { ...spec, widthMm: 1700, heightMm: 1190 }));
    const tiffWhole = seconds(tiffStart);

    const counted = (findings: { severity: string }[]) => findings.filter((finding) => finding.severity !== 'info').length;
    console.table([
      { file: 'PDF: pdfimages -list + gs ink_cov alone (floor)', seconds: floor, 'first page s': '', 'RSS MiB before/peak/after': '', findings: '' },
      { file: 'PDF: the whole check', seconds: whole, 'first page s': firstPage, 'RSS MiB before/peak/after': `${rss.before}/${rss.peak}/${rss.after}`, findings: counted(report.findings) },
      { file: 'TIFF: the whole check', seconds: tiffWhole, 'first page s': '', 'RSS MiB before/peak/after': `${tiffRss.before}/${tiffRss.peak}/${tiffRss.after}`, findings: counted(tiffReport.findings) },
    ]);
    console.log(`Whole PDF check = ${(whole / floor).toFixed(1)} × the floor. Goals (quiet machine): whole ≤ 30 s, first page ≤ 5 s, RSS flat.`);
    if (report.outcome !== 'passed') console.log('PDF findings:', JSON.stringify(report.findings.filter((finding) => finding.severity !== 'info')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
