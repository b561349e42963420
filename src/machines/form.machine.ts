import { assign, emit, fromPromise, setup } from 'xstate';
import type * as z from 'zod/mini';
import { ApiError, messageOf } from '../api/client';

type FieldErrors = Record<string, string>;
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
      invalid: ({ event }) => event.type === 'form.submit' && !schema.safeParse(event.values).success,
    },
    actions: {
      reject: assign(({ event }) => {
        const result = event.type === 'form.submit' ? schema.safeParse(event.values) : null;
        return result && !result.success ? issuesOf(result.error) : {};
      }),
      clearFieldError: assign({
        errors: ({ context, event }) =>
          event.type === 'form.edit'
            ? Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field))
            : context.errors,
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
              assign({
                error: ({ event }) => messageOf(event.error, fallbackError),
                errors: ({ event }) => (event.error instanceof ApiError ? event.error.errors : {}),
              }),
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
