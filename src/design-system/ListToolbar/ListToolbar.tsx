import type { ReactNode } from 'react';
import * as styles from './ListToolbar.css';

export type ListToolbarProps = {
  /** At the start: usually a SearchInput. */
  search?: ReactNode;
  /** At the end: buttons and links such as Export and Add. */
  actions?: ReactNode;
};

/** The row above a list: search on one side, actions on the other; it wraps on a narrow screen. */
export function ListToolbar({ search, actions }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>{search}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
