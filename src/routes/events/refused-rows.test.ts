import { describe, expect, it } from 'vitest';
import { formulaCells } from '../../api/contract/csv-formulas';
import { refusedRowsCsv } from './refused-rows';
import { importReportFixture } from '../../test/fixtures/events';

describe('the refused rows file', () => {
  it('holds no cell a spreadsheet runs, whether it splits on "," or ";"', async () => {
    const report = importReportFixture(true);
    const refused = { ...report.rows[1]!, cells: ['Acme;=1+1', '=HYPERLINK("http://evil.example")'] };
    const csv = await refusedRowsCsv({ ...report, rows: [report.rows[0]!, refused] });
    expect(csv).toContain('Acme;');
    for (const delimiter of [',', ';'] as const) expect(formulaCells(csv, delimiter)).toEqual([]);
  });
});
