import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldProps } from '../FormField/useFieldProps';
import { errorId, hintId } from '../FormField/field-ids';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label beside it (a click on the label ticks it), and an optional hint and error. */
export function Checkbox({ label, hint, error, id, 'aria-describedby': describedBy, ...rest }: CheckboxProps) {
  const field = useFieldProps({ id, error, hint, 'aria-describedby': describedBy });
  return (
    <div className={styles.root}>
      <label className={styles.choice}>
        <input type="checkbox" {...rest} {...field} className={styles.box} />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId(field.id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(field.id)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
