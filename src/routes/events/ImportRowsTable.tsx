import { IMPORT_TEXTS, type ImportAction, type ImportReport, type ImportRow } from '../../api/contract';
import { Badge, type BadgeTone, Table, type TableColumn, Text } from '../../design-system';
import { useT } from '../../i18n';
import * as styles from './event-details.css';

type Translate = ReturnType<typeof useT>;

const TONES: Record<ImportAction, BadgeTone> = { create: 'success', update: 'info', link: 'info', unchanged: 'neutral', refuse: 'error' };

/** A file's cell as given; a blank one says so, so that a row's missing detail shows. */
function Cell({ value }: { value: string | undefined }) {
  const t = useT();
  return value === undefined || value.trim() === '' ? <Text as="span" size="sm" tone="muted">{t(IMPORT_TEXTS.blankCell)}</Text> : value;
}

function columnsOf(report: ImportReport, t: Translate): TableColumn<ImportRow>[] {
  const labels = report.committed ? IMPORT_TEXTS.outcomes : IMPORT_TEXTS.actions;
  return [
    { key: 'row', header: t(IMPORT_TEXTS.rowNumber), render: (row) => row.rowNumber },
    { key: 'action', header: t(report.committed ? IMPORT_TEXTS.outcome : IMPORT_TEXTS.action), render: (row) => <Badge tone={TONES[row.action]}>{t(labels[row.action])}</Badge> },
    {
      key: 'reasons',
      header: t(IMPORT_TEXTS.reasons),
      render: (row) =>
        row.reasons.length === 0 ? null : (
          <ul className={styles.reasons}>
            {row.reasons.map((reason) => (
              <li key={reason}>{t(reason)}</li>
            ))}
          </ul>
        ),
    },
    ...report.columns.map((header, index) => ({ key: `cell-${index}`, header, render: (row: ImportRow) => <Cell value={row.cells[index]} /> })),
  ];
}

/**
 * Each row of the file, by its row number, with its cells as the file gives them (even when they
 * are not valid), and what the import does with it (the preview) or did (the report), and why.
 */
export function ImportRowsTable({ report }: { report: ImportReport }) {
  const t = useT();
  return <Table caption={t(IMPORT_TEXTS.rowsCaption)} columns={columnsOf(report, t)} rows={report.rows} getRowKey={(row) => row.rowNumber} emptyText={t(IMPORT_TEXTS.fileEmpty)} />;
}
