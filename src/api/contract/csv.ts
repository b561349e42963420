import Papa from 'papaparse';
import { FORMULA_START } from './csv-formulas';

/**
 * The one CSV writer of the product (server exports and the browser's files alike): RFC 4180
 * with CRLF, and safe to open in a spreadsheet whatever the cells hold (OWASP CSV Injection).
 * Loaded on its own, not from the contract's index: the browser fetches papaparse only when it
 * writes a file.
 */
export type CsvCell = string | number | null | undefined;

/** The characters that start a formula, as a class's body. */
const FORMULA = FORMULA_START.source.slice(2, -1);
/** A cell that starts (after spaces or quotes) as a formula: it is written with a leading '. */
const STARTS_AS_FORMULA = new RegExp(`^[ "]*[${FORMULA}]`);
/**
 * A place inside a cell where a spreadsheet that splits lines on `;` (or on `,`, or at a line
 * break) would start a new cell with a formula, as in "Acme;=1+1": a ' goes before the formula.
 */
const FORMULA_INSIDE = new RegExp(`([,;\\t\\r\\n][ "]*)(?=[${FORMULA}])`, 'g');

const neutral = (cell: CsvCell) => (typeof cell === 'string' ? cell.replace(FORMULA_INSIDE, "$1'") : cell);

/** Lines of cells joined by CRLF (a whole file). A cell with `;` is quoted too, for spreadsheets that split on it. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    rows.map((cells) => cells.map(neutral)),
    { newline: '\r\n', escapeFormulae: STARTS_AS_FORMULA, quotes: (value: unknown) => typeof value === 'string' && value.includes(';') },
  );
}

/** One CSV line ended by CRLF, for exports written a line at a time. */
export const csvLine = (cells: readonly CsvCell[]) => `${csvLines([cells])}\r\n`;
