import Papa from 'papaparse';

import { FORMULA_START } from './formula-start';

export { FORMULA_START };

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
