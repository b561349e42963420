import { IMPORT_TEXTS, type ImportReport } from '../../api/contract';
import { t } from '../../i18n';

export const REFUSED_FILE_NAME = 'refused-exhibitors.csv';

/**
 * The refused rows as the file had them, with their row number and reasons in two more columns,
 * written by the product's one CSV writer (safe to open in a spreadsheet). The import ignores
 * columns it does not know, so the file can be corrected and imported again. The writer and
 * papaparse are loaded only when the user asks for the file.
 */
export async function refusedRowsCsv(report: ImportReport): Promise<string> {
  const { csvLines } = await import('../../api/contract/csv');
  const refused = report.rows.filter((row) => row.action === 'refuse');
  return csvLines([
    [...report.columns, t(IMPORT_TEXTS.rowNumber), t(IMPORT_TEXTS.reasons)],
    ...refused.map((row) => [...row.cells, row.rowNumber, row.reasons.map((reason) => t(reason)).join(' ')]),
  ]);
}

/** Hands a text to the browser as a file download. */
export function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
