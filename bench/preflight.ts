// npm run bench:preflight — the file check of a 20-page CMYK photo PDF (~50 MB, 200 ppi) and of a
// 20,000 × 14,000 px CMYK TIFF: the whole check's time, the first page's findings time and the app
// process's RSS, beside the floor measured in the same run on the same PDF: `pdfimages -list` plus
// Ghostscript's `ink_cov` alone.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { preflight, type PrintSpec } from '../server/modules/preflight';
import { catalogue, PAGE_MM, PAGES, PPI, seconds, TIFF, withRss } from './preflight-inputs';

const run = promisify(execFile);


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
