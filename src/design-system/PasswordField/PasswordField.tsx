import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as control from '../looks/control.css';
import { FormField } from '../FormField/FormField';
import { useFieldProps } from '../FormField/useFieldProps';
import { EyeIcon, EyeOffIcon } from '../icons/base-icons';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'type'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Name of the toggle while the password is visible, e.g. "Hide password". */
  hideLabel: string;
};

export function PasswordField({
  label,
  error,
  hint,
  id,
  required,
  disabled,
  showLabel,
  hideLabel,
  'aria-describedby': describedBy,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const field = useFieldProps({ id, error, hint, 'aria-describedby': describedBy });
  return (
    <FormField label={label} htmlFor={field.id} error={error} hint={hint} required={required}>
      <div className={styles.wrapper}>
        <input
          {...rest}
          {...field}
          type={visible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          className={`${control.control} ${styles.input}`}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={field.id}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FormField>
  );
}
