import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { PrintSpec } from './types';

const run = promisify(execFile);
const MM = 72 / 25.4;

/** The job the faults are made for: a CMYK poster of 400 × 300 mm with 3 mm bleed, 150 ppi. */
export const job: PrintSpec = { widthMm: 400, heightMm: 300, bleedMm: 3, minDpi: 150, colourMode: 'CMYK' };

/** The photo every page places: 100 × 75 mm at `ppi`, its pixels as many as that gives. */
export const PHOTO_MM = { width: 100, height: 75 } as const;
export const photoPixels = (ppi: number) => ({ width: Math.round((PHOTO_MM.width / 25.4) * ppi), height: Math.round((PHOTO_MM.height / 25.4) * ppi) });
/** Where the 400 % patch sits on the page: 50 × 50 mm, its top left corner 250 mm from the page's left and 40 mm from its top. */
export const HEAVY_PATCH_MM = { x: 250, y: 40, size: 50 } as const;

export type Fault = 'none' | 'fontNotEmbedded' | 'rgbPhoto' | 'lowPpi' | 'ink400' | 'spot' | 'noTrimBox' | 'hairline';

/** One page of the poster as PostScript: a CMYK background, text, a CMYK photo, a 1 pt rule, and at most one fault. */
function posterPage(fault: Fault): string {
  const [width, height, bleed] = [(job.widthMm + 2 * job.bleedMm) * MM, (job.heightMm + 2 * job.bleedMm) * MM, job.bleedMm * MM];
  const photo = photoPixels(fault === 'lowPpi' ? 50 : 160);
  const rgb = fault === 'rgbPhoto';
  // A photo of soft stripes: every row the same, light enough that no pixel nears the ink limit.
  const row = Buffer.alloc(photo.width * (rgb ? 3 : 4));
  for (let x = 0; x < photo.width; x += 1) {
    const tone = 40 + ((x * 7) % 80);
    if (rgb) row.set([255 - tone, 200, 160 + (tone >> 1)], x * 3);
    else row.set([tone, 60, 100 - (tone >> 1), 10], x * 4);
  }
  const heavy = HEAVY_PATCH_MM;
  return [
    `<< /PageSize [${width} ${height}] >> setpagedevice`,
    fault === 'noTrimBox' ? '' : `[ /TrimBox [${bleed} ${bleed} ${width - bleed} ${height - bleed}] /BleedBox [0 0 ${width} ${height}] /PAGE pdfmark`,
    `0.1 0.05 0 0 setcmykcolor 0 0 ${width} ${height} rectfill`,
    `/Helvetica-Bold findfont 60 scalefont setfont 0 0 0 1 setcmykcolor ${40 * MM} ${height - 40 * MM} moveto (Artwork that prints) show`,
    `gsave ${40 * MM} ${60 * MM} translate ${PHOTO_MM.width * MM} ${PHOTO_MM.height * MM} scale`,
    `/Device${rgb ? 'RGB' : 'CMYK'} setcolorspace /row <${row.toString('hex')}> def`,
    `<< /ImageType 1 /Width ${photo.width} /Height ${photo.height} /BitsPerComponent 8 /Decode [${rgb ? '0 1 0 1 0 1' : '0 1 0 1 0 1 0 1'}] /ImageMatrix [${photo.width} 0 0 -${photo.height} 0 ${photo.height}] /DataSource { row } >> image grestore`,
    `0 0 0 1 setcmykcolor ${fault === 'hairline' ? 0.05 : 1} setlinewidth ${40 * MM} ${30 * MM} moveto ${360 * MM} ${30 * MM} lineto stroke`,
    fault === 'ink400' ? `1 1 1 1 setcmykcolor ${heavy.x * MM} ${height - (heavy.y + heavy.size) * MM} ${heavy.size * MM} ${heavy.size * MM} rectfill` : '',
    fault === 'spot' ? `[/Separation (PANTONE 485 C) /DeviceCMYK { dup 0 exch 0.95 mul exch 0.8 mul 0 } ] setcolorspace 0.3 setcolor ${300 * MM} ${150 * MM} ${40 * MM} ${40 * MM} rectfill` : '',
    'showpage',
  ].join('\n');
}

/**
 * The poster's pages as a PDF made by Ghostscript's pdfwrite from the PostScript above, as a
 * prepress export: every font embedded (unless `options` say otherwise), images kept. Needs no test
 * runner: the browser journeys make their files with it too.
 */
export async function ghostscriptPoster(at: (name: string) => string, name: string, pages: readonly Fault[], options: readonly string[] = []): Promise<string> {
  await writeFile(at(`${name}.ps`), `%!PS\n${pages.map(posterPage).join('\n')}\n`);
  await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pdfwrite', '-dPDFSETTINGS=/prepress', ...options, `-sOutputFile=${at(`${name}.pdf`)}`, at(`${name}.ps`)]);
  return at(`${name}.pdf`);
}
