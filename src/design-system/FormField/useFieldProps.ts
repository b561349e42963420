import { useId, type ReactNode } from 'react';
import { describedBy } from './field-ids';

type Args = { id?: string; error?: ReactNode; hint?: ReactNode; 'aria-describedby'?: string };

/** Wires a control to its FormField: a stable id, aria-invalid and aria-describedby. */
export function useFieldProps({ id, error, hint, 'aria-describedby': extra }: Args) {
  const generated = useId();
  const controlId = id ?? generated;
  const ownIds = describedBy(controlId, { error, hint });
  const ids = [ownIds, extra].filter(Boolean).join(' ');
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
