import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../api/client';
import { SEARCH_TEXTS, type SearchHit, type SearchResults } from '../api/contract';
import { searchEverything } from '../api/search';

/** How long the palette waits after the last keystroke before it asks. */
export const TYPING_PAUSE_MS = 200;

export type SearchPaletteEvent =
  | { type: 'query.change'; query: string }
  | { type: 'active.next' }
  | { type: 'active.previous' }
  /** The pointer is over a result. */
  | { type: 'active.set'; index: number }
  /** Enter, or a click: the active result, else the first. */
  | { type: 'choose'; index?: number }
  | { type: 'retry' }
  | { type: 'close' };

type Context = {
  query: string;
  groups: SearchResults['groups'];
  /** Into the results in order, group after group; null while none is active. */
  active: number | null;
  error: string | null;
  chosen: SearchHit | null;
};

/** The results in the order the palette lists them (and the arrows walk them). */
export const hitsOf = (groups: SearchResults['groups']): SearchHit[] => groups.flatMap((group) => group.hits);

const blank = (query: string) => query.trim() === '';
const countOf = (context: Context) => hitsOf(context.groups).length;
const step = (context: Context, by: 1 | -1) => {
  const count = countOf(context);
  if (context.active === null) return by === 1 ? 0 : count - 1;
  return (context.active + by + count) % count;
};

const typing = {
  'query.change': [
    { guard: 'blankQuery', target: '#searchPalette.idle', actions: 'takeQuery' },
    { target: '#searchPalette.waiting', reenter: true, actions: 'takeQuery' },
  ],
} as const;

/**
 * The Ctrl/Cmd+K palette, open: idle (nothing typed) → waiting (a pause in the typing) → searching
 * → results | empty | failed (retry); the arrows walk the results, Enter opens one (chosen), Escape
 * closes (closed). While it waits or searches, the last results stay in view.
 */
export const searchPaletteMachine = setup({
  types: { context: {} as Context, events: {} as SearchPaletteEvent },
  actors: {
    search: fromPromise<SearchResults, string>(({ input, signal }) => searchEverything(input, signal)),
  },
  guards: {
    blankQuery: ({ event }) => event.type === 'query.change' && blank(event.query),
    noHits: (_, output: SearchResults) => hitsOf(output.groups).length === 0,
  },
  actions: {
    takeQuery: assign(({ event }) => (event.type === 'query.change' ? { query: event.query, active: null } : {})),
  },
  delays: { typingPause: TYPING_PAUSE_MS },
}).createMachine({
  id: 'searchPalette',
  initial: 'idle',
  context: { query: '', groups: [], active: null, error: null, chosen: null },
  on: { close: '.closed' },
  states: {
    idle: {
      entry: assign({ groups: [], error: null }),
      on: typing,
    },
    waiting: {
      on: typing,
      after: { typingPause: 'searching' },
    },
    searching: {
      on: typing,
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.query.trim(),
        onDone: [
          { guard: { type: 'noHits', params: ({ event }) => event.output }, target: 'empty', actions: assign({ groups: [], error: null }) },
          { target: 'results', actions: assign({ groups: ({ event }) => event.output.groups, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ groups: [], error: ({ event }) => messageOf(event.error, SEARCH_TEXTS.failed) }) },
      },
    },
    results: {
      on: {
        ...typing,
        'active.next': { actions: assign({ active: ({ context }) => step(context, 1) }) },
        'active.previous': { actions: assign({ active: ({ context }) => step(context, -1) }) },
        'active.set': { actions: assign({ active: ({ event }) => event.index }) },
        choose: {
          target: 'chosen',
          actions: assign({ chosen: ({ context, event }) => hitsOf(context.groups)[event.index ?? context.active ?? 0] ?? null }),
        },
      },
    },
    empty: { on: typing },
    failed: {
      on: { ...typing, retry: 'searching' },
    },
    /** A result was opened: the palette goes, and its page comes. */
    chosen: { type: 'final' },
    closed: { type: 'final' },
  },
});
