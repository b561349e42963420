import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** A flat image of `width` × `height` (by default about 310 × 210 mm at 100 dpi, the tests' poster). */
export const flatImage = (format: 'png' | 'jpeg' | 'tiff' = 'png', width = 1300, height = 881) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .toFormat(format)
    .toBuffer();

/** A PDF of `count` empty pages, 310 × 210 mm each. */
export async function pdfOfPages(count: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) document.addPage([(310 / 25.4) * 72, (210 / 25.4) * 72]);
  return Buffer.from(await document.save());
}
