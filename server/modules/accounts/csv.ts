/** A cell a spreadsheet would run as a formula starts with one of these: such a cell is quoted with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180, CRLF), safe to open in a spreadsheet. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(cell).join(',')}\r\n`;
