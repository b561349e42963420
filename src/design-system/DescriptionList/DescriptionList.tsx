import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export type DescriptionItem = { key: string; label: string; value: ReactNode };

export type DescriptionListProps = {
  items: readonly DescriptionItem[];
  /** Shown for a value that is empty, e.g. "—". */
  emptyValue: string;
};

/** Labelled values in two columns (one on a phone), as on a details card. */
export function DescriptionList({ items, emptyValue }: DescriptionListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.key}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value === null || item.value === undefined || item.value === '' ? emptyValue : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
