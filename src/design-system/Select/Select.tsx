import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as control from '../looks/control.css';
import { FormField } from '../FormField/FormField';
import { useFieldProps } from '../FormField/useFieldProps';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'className' | 'style' | 'children' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** An empty first choice, shown while nothing is selected. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
};

export function Select({ label, options, placeholder, error, hint, id, required, 'aria-describedby': describedBy, ...rest }: SelectProps) {
  const field = useFieldProps({ id, error, hint, 'aria-describedby': describedBy });
  return (
    <FormField label={label} htmlFor={field.id} error={error} hint={hint} required={required}>
      <div className={styles.wrapper}>
        <select {...rest} {...field} required={required} className={`${control.control} ${styles.select}`}>
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <ChevronDownIcon size={18} />
        </span>
      </div>
    </FormField>
  );
}
