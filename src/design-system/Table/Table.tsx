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
  /**
   * On a narrow screen (its box under 40rem) each row becomes a card of "column: value" lines, so
   * that every value and action is reached without scrolling sideways.
   */
  stacked?: boolean;
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
  stacked = false,
}: TableProps<Row>) {
  // Displayed as blocks, a table may lose its semantics in some browsers: the roles keep them.
  const role = (name: string) => (stacked ? { role: name } : {});
  const stack = (className: string) => (stacked ? className : '');
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
      <tr key={getRowKey(row)} className={`${styles.row} ${stack(styles.stackRow)}`} {...role('row')}>
        {columns.map((column) => (
          <td
            key={column.key}
            className={`${styles.cell({ align: column.align })} ${stack(styles.stackCell)}`}
            data-label={stacked && typeof column.header === 'string' ? column.header : undefined}
            {...role('cell')}
          >
            {column.render(row)}
          </td>
        ))}
      </tr>
    ));

  // The wrapper scrolls sideways on small screens, so it must be reachable by keyboard.
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`${styles.table} ${stack(styles.stackTable)}`} aria-busy={loading || undefined} {...role('table')}>
        <caption id={captionId} className={captionVisible ? styles.caption : visuallyHidden}>
          {caption}
        </caption>
        <thead className={stack(styles.stackHead)} {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${styles.cell({ align: column.align })} ${styles.headCell}`} {...role('columnheader')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stack(styles.stackBody)} {...role('rowgroup')}>
          {body}
        </tbody>
      </table>
    </div>
  );
}
