// The inputs of the file check's benchmarks (bench:preflight, bench:preflight-job): a catalogue of
// PAGES pages of PPI ppi CMYK photos, and the app process's RSS sampled while work runs.
import { writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

export const PAGES = Number(process.env.PREFLIGHT_PAGES ?? 20);
export const PPI = 200;
/** A4 portrait, in mm. */
export const PAGE_MM = { width: 210, height: 297 };
export const TIFF = { width: Number(process.env.PREFLIGHT_TIFF_WIDTH ?? 20_000), height: Number(process.env.PREFLIGHT_TIFF_HEIGHT ?? 14_000) };
const MM = 72 / 25.4;

/** A page-sized CMYK photo at PPI: noise made at an eighth of the size and enlarged, which compresses about as a photo does (~2.5 MB). */
async function photo(seed: number): Promise<Buffer> {
  const [width, height] = [Math.round((PAGE_MM.width / 25.4) * PPI), Math.round((PAGE_MM.height / 25.4) * PPI)];
  const grain = await sharp({ create: { width: width >> 3, height: height >> 3, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + seed, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(grain).resize(width, height).toColourspace('cmyk').jpeg({ quality: 70 }).toBuffer();
}

export async function catalogue(file: string) {
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
export async function withRss<T>(work: () => Promise<T>) {
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

export const seconds = (start: bigint) => Number((Number(process.hrtime.bigint() - start) / 1e9).toFixed(2));
