import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLine, csvLines } from './csv';
import { formulaCells } from './csv-formulas';

/** Cells a spreadsheet could be made to run: what it would read as a formula, given each way of splitting. */
const DANGEROUS = [
  'Acme;=1+1',
  '=HYPERLINK("http://evil.example","Click")',
  "=cmd|' /C calc'!A0",
  '+49 30 1234',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  'Lee, "Sam";=2*3',
  'Acme,=1+1',
  'x;"=1+1"',
  'line one\n=1+1',
  'Ｆｕｌｌ；＝１＋１',
  '＝1+1',
];

describe('the CSV writer', () => {
  const text = csvLines([['Company', 'Contact'], ...DANGEROUS.map((cell) => [cell, 'plain'])]);

  it.each([',', ';'] as const)('writes no cell a spreadsheet splitting on "%s" would run', (delimiter) => {
    expect(formulaCells(text, delimiter)).toEqual([]);
    // The same cells written as they are would run.
    expect(formulaCells(DANGEROUS.join('\r\n'), delimiter).length).toBeGreaterThan(0);
  });

  it('keeps every cell’s text for a reader splitting on ",": only a \' before what would run', () => {
    const rows = Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' }).data;
    expect(rows.map((row) => row.length)).toEqual(rows.map(() => 2));
    expect(rows.slice(1).map((row) => row[0]!.replaceAll("'", ''))).toEqual(DANGEROUS.map((cell) => cell.replaceAll("'", '')));
  });

  it('keeps numbers and plain text as they are, and ends a streamed line with CRLF', () => {
    expect(csvLine(['Acme Co', 3, -5, null, 'A1'])).toBe('Acme Co,3,-5,,A1\r\n');
    expect(csvLines([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d');
  });
});
