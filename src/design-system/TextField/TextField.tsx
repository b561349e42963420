import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as control from '../looks/control.css';
import { FormField } from '../FormField/FormField';
import { useFieldProps } from '../FormField/useFieldProps';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'style'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, id, required, 'aria-describedby': describedBy, ...rest }: TextFieldProps) {
  const field = useFieldProps({ id, error, hint, 'aria-describedby': describedBy });
  return (
    <FormField label={label} htmlFor={field.id} error={error} hint={hint} required={required}>
      <input type="text" {...rest} {...field} required={required} className={control.control} />
    </FormField>
  );
}
