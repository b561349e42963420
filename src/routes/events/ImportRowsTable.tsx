import { EVENT_TEXTS, IMPORT_TEXTS, type ImportAction, type ImportRow } from '../../api/contract';
import { Badge, Table, type BadgeTone, type TableColumn } from '../../design-system';
import * as styles from './event-details.css';

const TONES: Record<ImportAction, BadgeTone> = { create: 'success', update: 'info', link: 'info', unchanged: 'neutral', refuse: 'error' };

const columns: TableColumn<ImportRow>[] = [
  { key: 'row', header: IMPORT_TEXTS.rowNumber, render: (row) => row.rowNumber },
  { key: 'action', header: IMPORT_TEXTS.action, render: (row) => <Badge tone={TONES[row.action]}>{IMPORT_TEXTS.actions[row.action]}</Badge> },
  { key: 'email', header: EVENT_TEXTS.emailLabel, render: (row) => row.email ?? '' },
  { key: 'company', header: EVENT_TEXTS.companyNameLabel, render: (row) => row.companyName ?? '' },
  {
    key: 'reasons',
    header: IMPORT_TEXTS.reasons,
    render: (row) =>
      row.reasons.length === 0 ? null : (
        <ul className={styles.reasons}>
          {row.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ),
  },
];

/** Each row of the file with what the import does with it, and why. */
export function ImportRowsTable({ rows }: { rows: readonly ImportRow[] }) {
  return <Table caption={IMPORT_TEXTS.rowsCaption} columns={columns} rows={rows} getRowKey={(row) => row.rowNumber} emptyText={IMPORT_TEXTS.fileEmpty} />;
}
