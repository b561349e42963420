import { assign, emit, fromPromise, setup } from 'xstate';
import type * as z from 'zod/mini';
import { checkValues, failureOf, withoutField, type FieldErrors } from './form.machine';

type Values = Record<string, unknown>;

export type RecordFormInput = {
  /** The record to edit; null adds a new one. */
  id: number | null;
  /** The contract's body for the mode: the client check is the server's check. */
  schema: z.ZodMiniType;
  load: (id: number) => Promise<unknown>;
  /** Creates or updates, with the values as the schema parsed them. */
  save: (values: unknown) => Promise<unknown>;
  /** The message shown when the server gives none. */
  saveFallback: string;
};

type Context = RecordFormInput & {
  /** The loaded record, whose values the form starts from. */
  record: unknown;
  values: Values;
  error: string | null;
  errors: FieldErrors;
};

export type RecordFormEvent = { type: 'form.submit'; values: Values } | { type: 'form.edit'; field: string } | { type: 'form.retry' };

/** What a screen may react to: a toast, then the way back to the list. */
export type RecordFormEmitted = { type: 'form.saved'; output: unknown } | { type: 'form.failed'; message: string };

/**
 * Adding or editing one record. Editing loads it first (loading → editing, or loadFailed).
 * A submit is checked against the contract (validating), then sent (submitting) → saved, or
 * failed with the server's message and field errors, which an edit of the field clears.
 */
export const recordFormMachine = setup({
  types: {
    context: {} as Context,
    input: {} as RecordFormInput,
    events: {} as RecordFormEvent,
    emitted: {} as RecordFormEmitted,
  },
  actors: {
    load: fromPromise<unknown, { load: RecordFormInput['load']; id: number }>(({ input }) => input.load(input.id)),
    save: fromPromise<unknown, { save: RecordFormInput['save']; values: unknown }>(({ input }) => input.save(input.values)),
  },
  guards: {
    editsRecord: ({ context }) => context.id !== null,
    invalid: ({ context }) => checkValues(context.schema, context.values) !== null,
  },
  actions: {
    takeValues: assign({ values: ({ context, event }) => (event.type === 'form.submit' ? event.values : context.values) }),
    clearFieldError: assign({ errors: ({ context, event }) => (event.type === 'form.edit' ? withoutField(context.errors, event.field) : context.errors) }),
  },
}).createMachine({
  id: 'recordForm',
  initial: 'starting',
  context: ({ input }) => ({ ...input, record: null, values: {}, error: null, errors: {} }),
  states: {
    starting: { always: [{ guard: 'editsRecord', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ load: context.load, id: context.id ?? 0 }),
        onDone: { target: 'editing', actions: assign({ record: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'form.retry': 'loading' } },
    editing: {
      on: {
        'form.submit': { target: 'validating', actions: 'takeValues' },
        'form.edit': { actions: 'clearFieldError' },
      },
    },
    validating: {
      always: [
        { guard: 'invalid', target: 'editing', actions: assign(({ context }) => checkValues(context.schema, context.values) ?? {}) },
        { target: 'submitting', actions: assign({ error: null, errors: {} }) },
      ],
    },
    submitting: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ save: context.save, values: context.schema.parse(context.values) }),
        onDone: { target: 'saved', actions: emit(({ event }) => ({ type: 'form.saved' as const, output: event.output })) },
        onError: {
          target: 'failed',
          actions: [
            assign(({ context, event }) => failureOf(event.error, context.saveFallback)),
            emit(({ context, event }) => ({ type: 'form.failed' as const, message: failureOf(event.error, context.saveFallback).error })),
          ],
        },
      },
    },
    /** The server refused: its message shows until a field is edited or the form is sent again. */
    failed: {
      on: {
        'form.submit': { target: 'validating', actions: 'takeValues' },
        'form.edit': { target: 'editing', actions: ['clearFieldError', assign({ error: null })] },
      },
    },
    saved: { type: 'final' },
  },
});

export type RecordFormMachine = typeof recordFormMachine;
