import { assign, emit, fromPromise, setup } from 'xstate';
import { ApiError, messageOf } from '../api/client';

export type RecordViewInput = {
  /** Null when the address names no record at all (not a number). */
  id: number | null;
  load: (id: number) => Promise<unknown>;
  sendResetLink: (email: string) => Promise<unknown>;
  /** Shown when the server gives no message. */
  resetLinkFallback: string;
};

type Context = RecordViewInput & { record: unknown };

export type RecordViewEvent = { type: 'view.sendResetLink'; email: string } | { type: 'view.retry' };
export type RecordViewEmitted = { type: 'resetLink.sent' } | { type: 'resetLink.failed'; message: string };

/**
 * One record's detail screen: loading → viewing, missing (no such record) or loadFailed (try
 * again). While viewing, Send Reset Link: idle → sending → idle, reporting how it went.
 */
export const recordViewMachine = setup({
  types: {
    context: {} as Context,
    input: {} as RecordViewInput,
    events: {} as RecordViewEvent,
    emitted: {} as RecordViewEmitted,
  },
  actors: {
    load: fromPromise<unknown, { load: RecordViewInput['load']; id: number }>(({ input }) => input.load(input.id)),
    sendResetLink: fromPromise<unknown, { sendResetLink: RecordViewInput['sendResetLink']; email: string }>(({ input }) =>
      input.sendResetLink(input.email),
    ),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    /** 404, or an id the server refuses to read (400): there is no such record to show. */
    noSuchRecord: (_, error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400),
  },
}).createMachine({
  id: 'recordView',
  initial: 'starting',
  context: ({ input }) => ({ ...input, record: null }),
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'missing' }] },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ load: context.load, id: context.id ?? 0 }),
        onDone: { target: 'viewing', actions: assign({ record: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'noSuchRecord', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'missing' },
          { target: 'loadFailed' },
        ],
      },
    },
    missing: { type: 'final' },
    loadFailed: { on: { 'view.retry': 'loading' } },
    viewing: {
      initial: 'idle',
      states: {
        idle: { on: { 'view.sendResetLink': 'sending' } },
        sending: {
          invoke: {
            id: 'sendResetLink',
            src: 'sendResetLink',
            input: ({ context, event }) => ({
              sendResetLink: context.sendResetLink,
              email: event.type === 'view.sendResetLink' ? event.email : '',
            }),
            onDone: { target: 'idle', actions: emit({ type: 'resetLink.sent' as const }) },
            onError: {
              target: 'idle',
              actions: emit(({ context, event }) => ({ type: 'resetLink.failed' as const, message: messageOf(event.error, context.resetLinkFallback) })),
            },
          },
        },
      },
    },
  },
});
