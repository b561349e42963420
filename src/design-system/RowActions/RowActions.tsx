import type { ReactNode } from 'react';
import * as styles from './RowActions.css';

export type RowActionsProps = {
  /** Names the group for assistive technology, e.g. "Actions for Ann Lee". */
  label: string;
  /** Small icon buttons or icon links, each with its own accessible name. */
  children: ReactNode;
};

/** A table row's actions (edit, view, delete) side by side, kept on one line. */
export function RowActions({ label, children }: RowActionsProps) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {children}
    </div>
  );
}
