import { writeFile } from 'node:fs/promises';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A3 portrait, in mm. */
export const BROCHURE_PAGE_MM: [number, number] = [297, 420];

/**
 * A PDF of `pages` A3 pages, each with shapes and text to render. `moved` shifts one block of one
 * page (1-based) by that many millimetres to the right: the edited copy of the same brochure.
 */
export async function writeBrochure(file: string, pages: number, moved?: { page: number; mm: number }) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const points = (mm: number) => (mm / 25.4) * 72;
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([points(BROCHURE_PAGE_MM[0]), points(BROCHURE_PAGE_MM[1])]);
    for (let shape = 0; shape < 40; shape += 1) {
      const shift = moved && moved.page === index + 1 && shape === 20 ? points(moved.mm) : 0;
      page.drawRectangle({ x: ((shape * 37) % 800) + shift, y: (shape * 53) % 1150, width: 60 + shape, height: 40 + shape, color: rgb((shape % 7) / 7, (index % 5) / 5, 0.5) });
      page.drawText(`Page ${index + 1} · block ${shape}`, { x: 20 + ((shape * 91) % 700), y: 30 + shape * 28, size: 14, font });
    }
  }
  await writeFile(file, await document.save());
}
