import type { ReactNode } from 'react';
import { errorId, hintId } from './field-ids';
import * as styles from './FormField.css';

export type FormFieldProps = {
  label: ReactNode;
  /** The id of the control inside; the hint and error get ids derived from it. */
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Shows a required marker; the control itself should carry `required`. */
  required?: boolean;
  children: ReactNode;
};

export function FormField({ label, htmlFor, error, hint, required, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId(htmlFor)} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(htmlFor)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
