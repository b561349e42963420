import { runTool } from './run-tool';

const PDFIMAGES_TIMEOUT_MS = 60_000;

export interface PlacedImage {
  page: number;
  /** Drawn as the n-th image on its page (from 0), in the order of the content stream. */
  order: number;
  width: number;
  height: number;
  /** pdfimages' colour: gray, rgb, cmyk, lab, icc, index, sep, devn. */
  colour: string;
  components: number;
  /** Pixels per inch on the PDF page, across and down. */
  xPpi: number;
  yPpi: number;
}

/**
 * Every image drawn on every page, as poppler's `pdfimages -list` reads it without decoding any
 * (an image drawn twice is listed twice). Masks and soft masks are left out: they carry no colour.
 */
export async function placedImages(file: string): Promise<PlacedImage[]> {
  const { stdout } = await runTool('pdfimages', ['-list', file], { timeoutMs: PDFIMAGES_TIMEOUT_MS });
  const orders = new Map<number, number>();
  return stdout
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length >= 14 && cells[2] === 'image')
    .map(([page, , , width, height, colour, components, , , , , , xPpi, yPpi]) => {
      const pageNumber = Number(page);
      const order = orders.get(pageNumber) ?? 0;
      orders.set(pageNumber, order + 1);
      return { page: pageNumber, order, width: Number(width), height: Number(height), colour: colour ?? '', components: Number(components), xPpi: Number(xPpi), yPpi: Number(yPpi) };
    });
}

/** An image's colour in a CMYK job's words, when it is not CMYK, grey or spot: "RGB", "Lab", "ICC-based RGB". */
export function notCmykSpace(image: Pick<PlacedImage, 'colour' | 'components'>): string | null {
  if (image.colour === 'rgb') return 'RGB';
  if (image.colour === 'lab') return 'Lab';
  if (image.colour === 'icc' && image.components === 3) return 'ICC-based RGB';
  return null;
}
