import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Place } from '../../../src/api/contract';
import { runTool } from './run-tool';

/**
 * A page is rendered at most this many pixels on its long side: enough to find where ink is too
 * heavy (an area of 1/600 of the page), small enough that a 5 × 5 m page costs what an A4 does.
 */
export const RENDER_LONG_SIDE_PX = 600;
const MAX_RESOLUTION_DPI = 72;

/**
 * Ghostscript's words for a page it drew only by repairing or skipping something: image data cut
 * short ("recoverable image error"), a content stream in error, any error it lists at the end.
 */
const DAMAGE = /errors were encountered|recoverable image error|\*\*\*\* Error/;

/** A region of a page as fractions 0..1 of the page as shown, from its top left: an annotation's place. */
export type Region = Omit<Place, 'page'>;

/** The highest total ink of any pixel, the average, and the region of the pixels over the limit. */
export interface InkFound {
  maxPercent: number;
  averagePercent: number;
  over: Region | null;
}

/** Total ink of CMYK pixels (the first four of `channels` samples each, 0..255 ink): one scan, rows from the top. */
export function inkOfPixels(pixels: Uint8Array, width: number, height: number, channels: number, limit: number): InkFound {
  const over = Math.floor((limit / 100) * 255);
  let [max, sum, left, top, right, bottom] = [0, 0, width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      const total = pixels[at]! + pixels[at + 1]! + pixels[at + 2]! + pixels[at + 3]!;
      sum += total;
      if (total > max) max = total;
      if (total > over) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  const percent = (value: number) => Math.round((value / 255) * 100);
  return {
    maxPercent: percent(max),
    averagePercent: percent(sum / Math.max(1, width * height)),
    over: right < 0 ? null : { x: left / width, y: top / height, w: (right - left + 1) / width, h: (bottom - top + 1) / height },
  };
}

export type InkReading =
  | ({ kind: 'read' } & InkFound)
  | { kind: 'damaged' }
  | { kind: 'timedOut' };

/** A netpbm PAM's header (P7 … ENDHDR) and where its pixels start. */
function pamHeader(bytes: Buffer) {
  const end = bytes.indexOf('ENDHDR\n');
  if (end < 0) return null;
  const header = bytes.subarray(0, end).toString('latin1');
  const field = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(header)?.[1]);
  return { width: field('WIDTH'), height: field('HEIGHT'), depth: field('DEPTH'), start: end + 'ENDHDR\n'.length };
}

/**
 * Total ink on one page: Ghostscript (always -dSAFER, in its own process with a time and memory
 * limit) renders the page as shown (its crop box) to CMYK planes at low resolution; the highest
 * C+M+Y+K of any pixel is the page's figure, and the pixels over `limit` % mark its worst area.
 * An error while rendering is damage; running past the time limit is an endless or too heavy page.
 */
export async function inkOfPage(file: string, page: number, longSideInches: number, limit: number, timeoutMs: number): Promise<InkReading> {
  const dir = await mkdtemp(path.join(tmpdir(), 'eaum-ink-'));
  try {
    const output = path.join(dir, 'page.pam');
    const resolution = Math.max(1, Math.min(MAX_RESOLUTION_DPI, Math.floor(RENDER_LONG_SIDE_PX / Math.max(longSideInches, 0.01))));
    const run = await runTool(
      'gs',
      [
        // Not -q: the damage Ghostscript repairs or ignores is reported only in its messages.
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-dNOINTERPOLATE',
        '-dUseCropBox',
        `-dFirstPage=${page}`,
        `-dLastPage=${page}`,
        // A page drawn with an error is damage, not something to render around.
        '-dPDFSTOPONERROR',
        '-sDEVICE=pamcmyk32',
        `-r${resolution}`,
        `-sOutputFile=${output}`,
        file,
      ],
      { timeoutMs, maxBytes: 1024 * 1024 },
    );
    if (run.timedOut) return { kind: 'timedOut' };
    if (!run.ok || DAMAGE.test(run.stdout + run.stderr)) return { kind: 'damaged' };
    const bytes = await readFile(output).catch(() => null);
    const header = bytes && pamHeader(bytes);
    if (!bytes || !header || header.depth !== 4) return { kind: 'damaged' };
    return { kind: 'read', ...inkOfPixels(bytes.subarray(header.start), header.width, header.height, 4, limit) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
