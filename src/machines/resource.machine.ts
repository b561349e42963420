import { assign, fromPromise, setup } from 'xstate';
import { ApiError, messageOf } from '../api/client';

export type ResourceEvent = { type: 'resource.reload' };

type Context<T> = {
  data: T | null;
  error: string | null;
  /** The failure's HTTP status (0 without an answer): a screen tells "not found" from "try again". */
  status: number | null;
};

/**
 * One thing a screen shows from the server: loading → loaded | failed, and loading again on
 * `resource.reload` (after a change, or to try again). The data already shown stays while it
 * reloads. A screen whose request depends on a route parameter provides its own `load` actor.
 */
export function createResourceMachine<T>(options: { load: () => Promise<T>; fallbackError: string }) {
  return setup({
    types: {
      context: {} as Context<T>,
      events: {} as ResourceEvent,
    },
    actors: {
      // `unknown` here, T in the context: inside a generic function xstate cannot carry T through its done event.
      load: fromPromise<unknown>(() => options.load()),
    },
  }).createMachine({
    id: 'resource',
    initial: 'loading',
    context: { data: null, error: null, status: null },
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
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
