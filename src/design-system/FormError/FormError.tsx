import type { ReactNode } from 'react';
import * as styles from '../StatusMessage/StatusMessage.css';

export type FormErrorProps = { children?: ReactNode };

/** The form-level error shown under a submit button; renders nothing when there is no message. */
export function FormError({ children }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p role="alert" className={styles.message({ tone: 'error' })}>
      {children}
    </p>
  );
}
