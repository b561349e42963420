import type { ReactNode } from 'react';
import * as styles from './Card.css';

export const cardHeadingLevels = ['h2', 'h3'] as const;

export type CardProps = {
  title?: ReactNode;
  /** Controls at the right of the title, e.g. an Edit button. */
  actions?: ReactNode;
  /** The title's heading element; h2 under a page's h1 by default. */
  headingLevel?: (typeof cardHeadingLevels)[number];
  children: ReactNode;
};

/** A white panel with a thin border and rounded corners, optionally with a title bar. */
export function Card({ title, actions, headingLevel: Heading = 'h2', children }: CardProps) {
  return (
    <div className={styles.card}>
      {(title || actions) && (
        <div className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : <span />}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
