import { runTool } from './run-tool';

const PDFFONTS_TIMEOUT_MS = 30_000;

/** pdffonts' table: name, type (may hold spaces), encoding, then emb, sub, uni (yes/no) and the object id. */
const ROW = /^(\S+)\s+.*?\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/;

/** The fonts that poppler's pdffonts lists as not embedded, in pages `first`..`last` (all when absent). */
async function notEmbedded(file: string, range: [number, number] | null): Promise<string[]> {
  const args = range ? ['-f', String(range[0]), '-l', String(range[1]), file] : [file];
  const { stdout } = await runTool('pdffonts', args, { timeoutMs: PDFFONTS_TIMEOUT_MS });
  const names = stdout
    .split('\n')
    .slice(2)
    .map((line) => ROW.exec(line))
    .filter((row): row is RegExpExecArray => row !== null && row[2] === 'no')
    // A subset's name carries a six-letter tag ("ABCDEF+Helvetica"): the font is the rest.
    .map((row) => row[1]!.replace(/^[A-Z]{6}\+/, ''));
  return [...new Set(names)];
}

/**
 * Each font that is not embedded, with the pages that use it. The whole file is read once; only
 * when a font is missing is each page read, to name its pages.
 */
export async function fontsNotEmbedded(file: string, pageCount: number): Promise<{ font: string; pages: number[] }[]> {
  const missing = await notEmbedded(file, null);
  if (missing.length === 0) return [];
  const pages = new Map(missing.map((font) => [font, [] as number[]]));
  for (let page = 1; page <= pageCount; page += 1) {
    for (const font of await notEmbedded(file, [page, page])) pages.get(font)?.push(page);
  }
  return [...pages].map(([font, on]) => ({ font, pages: on }));
}
