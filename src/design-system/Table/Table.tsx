import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../shared/visually-hidden.css';
import { Spinner, SpinnerGlyph } from '../Spinner/Spinner';
import * as styles from './Table.css';

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'start' | 'end';
};

export type TableProps<Row> = {
  /** Names the table; hidden unless captionVisible, since a Card title usually shows it. */
  caption: string;
  captionVisible?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** Shown in place of rows when there are none, e.g. "No records found". */
  emptyText: ReactNode;
  loading?: boolean;
  /** Announced while loading, e.g. "Loading organisers". */
  loadingLabel?: string;
};

export function Table<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowKey,
  emptyText,
  loading = false,
  loadingLabel,
}: TableProps<Row>) {
  const captionId = useId();
  const placeholder = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className={styles.placeholder}>
        <div className={styles.placeholderContent}>{content}</div>
      </td>
    </tr>
  );
  let body: ReactNode;
  if (loading) body = placeholder(loadingLabel ? <Spinner label={loadingLabel} /> : <SpinnerGlyph />);
  else if (rows.length === 0) body = placeholder(emptyText);
  else
    body = rows.map((row) => (
      <tr key={getRowKey(row)} className={styles.row}>
        {columns.map((column) => (
          <td key={column.key} className={styles.cell({ align: column.align })}>
            {column.render(row)}
          </td>
        ))}
      </tr>
    ));

  // The wrapper scrolls sideways on small screens, so it must be reachable by keyboard.
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={captionVisible ? styles.caption : visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${styles.cell({ align: column.align })} ${styles.headCell}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
