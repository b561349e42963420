import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { createFormMachine, type FormOptions } from '../../machines/form.machine';

type Values = Record<string, unknown>;

export type FormHandlers = {
  /** The server accepted the values: its answer. */
  onSucceeded?: (output: unknown) => void;
  /** The request failed: the message shown (the form's errors are in `errors` already). */
  onFailed?: (message: string) => void;
};

/**
 * A form's machine (src/machines/form.machine.ts) as a modal or a panel uses it: made once from the
 * options of the first render, its state read out, and the latest handlers told of each success or
 * failure (so the handlers may close over props without the machine being made again).
 */
export function useFormMachine<S extends z.ZodMiniType>(options: FormOptions<S>, handlers: FormHandlers = {}) {
  const [machine] = useState(() => createFormMachine(options));
  const form = useActorRef(machine);
  const saving = useSelector(form, (state) => state.matches('submitting'));
  const error = useSelector(form, (state) => state.context.error);
  const errors = useSelector(form, (state) => state.context.errors);
  const succeeded = useEffectEvent((output: unknown) => handlers.onSucceeded?.(output));
  const failed = useEffectEvent((message: string) => handlers.onFailed?.(message));

  useEffect(() => {
    const subscriptions = [form.on('form.succeeded', ({ output }) => succeeded(output)), form.on('form.failed', ({ message }) => failed(message))];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [form]);

  const submit = (values: Values) => form.send({ type: 'form.submit', values });
  return {
    form,
    saving,
    /** The first message of the last refusal, or null. */
    error,
    /** The messages by field. */
    errors,
    submit,
    /** A form's onSubmit: the page stays, and the values read from the form are sent. */
    onSubmit: (read: (element: HTMLFormElement) => Values) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit(read(event.currentTarget));
    },
    /** A field's onChange: its message goes as it is edited. */
    edited: (field: string) => () => form.send({ type: 'form.edit', field }),
    /** Back to a clean form, as when a modal closes. */
    reset: () => form.send({ type: 'form.reset' }),
  };
}
