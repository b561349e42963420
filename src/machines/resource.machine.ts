import { assign, fromPromise, setup } from 'xstate';
import { ApiError, messageOf } from '../api/client';

export type ResourceEvent<Q = undefined> = { type: 'resource.reload' } | { type: 'resource.query'; query: Q };

type Context<T, Q> = {
  /** What is asked for, e.g. a page of a list. */
  query: Q;
  data: T | null;
  error: string | null;
  /** The failure's HTTP status (0 without an answer): a screen tells "not found" from "try again". */
  status: number | null;
};

/**
 * One thing a screen shows from the server: loading → loaded | failed, and loading again on
 * `resource.reload` (after a change, or to try again) or on `resource.query` (another page). The
 * data already shown stays while it reloads.
 */
export function createResourceMachine<T, Q = undefined>(options: { load: (query: Q) => Promise<T>; query?: Q; fallbackError: string }) {
  return setup({
    types: {
      context: {} as Context<T, Q>,
      events: {} as ResourceEvent<Q>,
    },
    actors: {
      // `unknown` here, T and Q in the context: inside a generic function xstate cannot carry them through.
      load: fromPromise<unknown, unknown>(({ input }) => options.load(input as Q)),
    },
  }).createMachine({
    id: 'resource',
    initial: 'loading',
    context: { query: options.query as Q, data: null, error: null, status: null },
    on: { 'resource.query': { target: '.loading', reenter: true, actions: assign({ query: ({ event }) => event.query }) } },
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }: { context: Context<T, Q> }) => context.query as unknown,
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output as T, error: null, status: null }) },
          onError: {
            target: 'failed',
            actions: assign({
              error: ({ event }) => messageOf(event.error, options.fallbackError),
              status: ({ event }) => (event.error instanceof ApiError ? event.error.status : 0),
            }),
          },
        },
      },
      loaded: { on: { 'resource.reload': 'loading' } },
      failed: { on: { 'resource.reload': 'loading' } },
    },
  });
}
