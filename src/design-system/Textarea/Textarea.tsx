import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as control from '../looks/control.css';
import { FormField } from '../FormField/FormField';
import { useFieldProps } from '../FormField/useFieldProps';
import * as styles from './Textarea.css';

export type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'style'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
};

export function Textarea({ label, error, hint, id, required, rows = 4, 'aria-describedby': describedBy, ...rest }: TextareaProps) {
  const field = useFieldProps({ id, error, hint, 'aria-describedby': describedBy });
  return (
    <FormField label={label} htmlFor={field.id} error={error} hint={hint} required={required}>
      <textarea {...rest} {...field} rows={rows} required={required} className={`${control.control} ${styles.textarea}`} />
    </FormField>
  );
}
