import Papa from 'papaparse';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_TEXTS, importColumnOf, type ImportColumnKey, REQUIRED_IMPORT_COLUMNS } from '../../../src/api/contract';
import { translate } from '../../../src/api/contract/i18n/translate';
import { AppError } from '../../lib/app-error';

export interface CsvRecord {
  /** As a spreadsheet numbers it: the header is row 1, blank lines count. */
  rowNumber: number;
  cells: string[];
}

export interface ParsedCsv {
  /** The header cells as written. */
  columns: string[];
  /** Which of our columns each header cell is; undefined for columns we do not know. */
  keys: (ImportColumnKey | undefined)[];
  records: CsvRecord[];
}

const refuse = (message: string) => new AppError('invalidRequest', { message });
const labelOf = (key: ImportColumnKey) => IMPORT_COLUMNS.find((column) => column.key === key)!.label;

/** The file as a header and its non-blank rows; a file that is not CSV, or lacks a column we need, is refused whole. */
export function parseExhibitorsCsv(text: string): ParsedCsv {
  const { data, errors } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const broken = errors.find((error) => error.type === 'Quotes');
  if (broken) throw refuse(translate('en', IMPORT_TEXTS.fileNotCsv, { detail: `row ${(broken.row ?? 0) + 1}: ${broken.message}` }));

  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  const headerIndex = data.findIndex((cells) => !isBlank(cells));
  if (headerIndex === -1) throw refuse(IMPORT_TEXTS.fileEmpty);
  const columns = data[headerIndex]!.map((cell) => cell.trim());
  const keys = columns.map(importColumnOf);

  const repeated = IMPORT_COLUMNS.filter((column) => keys.filter((key) => key === column.key).length > 1);
  if (repeated.length > 0) throw refuse(IMPORT_TEXTS.duplicateColumns(repeated.map((column) => column.label).join(', ')));
  const missing = REQUIRED_IMPORT_COLUMNS.filter((key) => !keys.includes(key));
  if (missing.length > 0) throw refuse(IMPORT_TEXTS.missingColumns(missing.map(labelOf).join(', ')));

  const records = data
    .map((cells, index) => ({ rowNumber: index + 1, cells }))
    .slice(headerIndex + 1)
    .filter((record) => !isBlank(record.cells));
  if (records.length === 0) throw refuse(IMPORT_TEXTS.fileEmpty);
  if (records.length > IMPORT_MAX_ROWS) throw refuse(IMPORT_TEXTS.tooManyRows(IMPORT_MAX_ROWS));
  return { columns, keys, records };
}
