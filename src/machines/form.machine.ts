import { assign, emit, fromPromise, setup } from 'xstate';
import type * as z from 'zod/mini';
import { ApiError, messageOf } from '../api/client';

export type FieldErrors = Record<string, string>;
type Values = Record<string, unknown>;

export type FormEvent =
  | { type: 'form.submit'; values: Values }
  | { type: 'form.edit'; field: string }
  | { type: 'form.reset' };

/** What a screen may react to: a toast, a refetch, a redirect. */
export type FormEmitted = { type: 'form.succeeded'; output: unknown } | { type: 'form.failed'; message: string };

export interface FormOptions<S extends z.ZodMiniType> {
  /** The contract's schema: the client check is the server's check. */
  schema: S;
  submit: (values: z.output<S>) => Promise<unknown>;
  /** The message shown when the server gives none. */
  fallbackError: string;
}

/** The first message per field, and the first message overall. */
export function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): { error: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { error: error.issues[0]?.message ?? '', errors };
}

/** The errors of values the schema refuses, or null when it accepts them. */
export function checkValues(schema: z.ZodMiniType, values: unknown): { error: string; errors: FieldErrors } | null {
  const result = schema.safeParse(values);
  return result.success ? null : issuesOf(result.error);
}

/** The field errors without the one of the field just edited. */
export const withoutField = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

/** A failed request as a form shows it: the server's message (else the fallback) and its field errors. */
export const failureOf = (error: unknown, fallback: string): { error: string; errors: FieldErrors } => ({
  error: messageOf(error, fallback),
  errors: error instanceof ApiError ? error.errors : {},
});

/**
 * A form's submit flow: editing → submitting → succeeded, or back to editing with the errors.
 * The values are checked against the contract before any request is sent.
 */
export function createFormMachine<S extends z.ZodMiniType>({ schema, submit, fallbackError }: FormOptions<S>) {
  return setup({
    types: {
      context: {} as { error: string | null; errors: FieldErrors; output: unknown },
      events: {} as FormEvent,
      emitted: {} as FormEmitted,
    },
    actors: {
      submit: fromPromise<unknown, Values>(({ input }) => submit(input as z.output<S>)),
    },
    guards: {
      invalid: ({ event }) => event.type === 'form.submit' && checkValues(schema, event.values) !== null,
    },
    actions: {
      reject: assign(({ event }) => (event.type === 'form.submit' && checkValues(schema, event.values)) || {}),
      clearFieldError: assign({
        errors: ({ context, event }) => (event.type === 'form.edit' ? withoutField(context.errors, event.field) : context.errors),
      }),
    },
  }).createMachine({
    id: 'form',
    initial: 'editing',
    context: { error: null, errors: {}, output: null },
    states: {
      editing: {
        on: {
          'form.submit': [
            { guard: 'invalid', actions: 'reject' },
            { target: 'submitting', actions: assign({ error: null, errors: {} }) },
          ],
          'form.edit': { actions: 'clearFieldError' },
          'form.reset': { actions: assign({ error: null, errors: {}, output: null }) },
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ event }) => schema.parse(event.type === 'form.submit' ? event.values : {}) as Values,
          onDone: {
            target: 'succeeded',
            actions: [
              assign({ output: ({ event }) => event.output }),
              emit(({ event }) => ({ type: 'form.succeeded' as const, output: event.output })),
            ],
          },
          onError: {
            target: 'editing',
            actions: [
              assign(({ event }) => failureOf(event.error, fallbackError)),
              emit(({ event }) => ({ type: 'form.failed' as const, message: messageOf(event.error, fallbackError) })),
            ],
          },
        },
      },
      succeeded: {
        on: { 'form.reset': { target: 'editing', actions: assign({ error: null, errors: {}, output: null }) } },
      },
    },
  });
}

export type FormMachine = ReturnType<typeof createFormMachine>;
