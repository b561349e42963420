import Papa from 'papaparse';

/** What a spreadsheet runs as a formula when a cell starts with it (full-width forms too). */
export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The cells a spreadsheet would run as formulas when it opens `text` splitting cells on
 * `delimiter` (`,` or `;`, as the machine's locale says), each read as it stands and trimmed, as
 * some spreadsheets do. The proof that a written CSV is safe: none. Loads papaparse with it.
 */
export function formulaCells(text: string, delimiter: ',' | ';'): string[] {
  return Papa.parse<string[]>(text, { delimiter, newline: '\r\n' })
    .data.flat()
    .flatMap((cell) => [cell, cell.trim()])
    .filter((cell) => FORMULA_START.test(cell));
}
