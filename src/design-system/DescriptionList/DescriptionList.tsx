import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export type DescriptionItem = { key: string; label: string; value: ReactNode };

export type DescriptionListProps = {
  items: readonly DescriptionItem[];
  /** Shown for a value that is empty, e.g. "—". */
  emptyValue: string;
  /** Two columns from a tablet on (a details card), or one (a dialog's summary). */
  columns?: 1 | 2;
};

/** Labelled values in two columns (one on a phone), as on a details card, or in one. */
export function DescriptionList({ items, emptyValue, columns = 2 }: DescriptionListProps) {
  return (
    <dl className={columns === 2 ? `${styles.list} ${styles.twoColumns}` : styles.list}>
      {items.map((item) => (
        <div key={item.key}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value === null || item.value === undefined || item.value === '' ? emptyValue : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
