import { assign, emit, fromPromise, setup } from 'xstate';
import type { Page, PageQuery } from '../api/accounts';
import type { AccountStatusFilter } from '../api/contract/account-status-filters';
import { ApiError } from '../api/client';

/** How long the list waits after the last keystroke before it searches. */
export const SEARCH_DELAY_MS = 300;

type Row = unknown;

/** A 401 or 403 on an account list's fetch ends the session (docs/screens.md, Manage users). */
const SIGN_OUT_STATUSES = [401, 403];

export type CrudListInput = {
  fetchPage: (query: PageQuery) => Promise<Page<Row>>;
  remove: (id: number) => Promise<unknown>;
  /** Where the list starts: the page, search and status filter of the address. */
  page: number;
  search: string;
  status?: AccountStatusFilter;
  /** The fetch failures that end in signedOut; by default 401 and 403. A list inside a page passes none: it shows the failure. */
  signOutStatuses?: readonly number[];
};

type Context = CrudListInput & {
  rows: Row[];
  totalItems: number;
  totalPages: number;
  /** The row the user asked to delete. */
  pendingId: number | null;
  /** The row in the add/edit modal (null: a new one). */
  editingId: number | null;
  /** Why the last fetch failed (null once one succeeds). */
  failure: unknown;
};

export type CrudListEvent =
  | { type: 'list.page'; page: number }
  | { type: 'list.search'; search: string }
  /** The address changed (back, forward, a link): show its page and search. */
  | { type: 'list.query'; page: number; search: string; status?: AccountStatusFilter }
  /** Another status filter (none: all), from page 1. */
  | { type: 'list.status'; status?: AccountStatusFilter }
  | { type: 'list.retry' }
  /** The rows changed elsewhere (an import, a save): read the page again. */
  | { type: 'list.reload' }
  | { type: 'list.delete'; id: number }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
  /** The add/edit modal of a list that has one: open it (no id: a new row), saved, or closed. */
  | { type: 'list.add' }
  | { type: 'list.edit'; id: number }
  | { type: 'edit.saved' }
  | { type: 'edit.close' };

/** What a screen may react to with a toast. */
export type CrudListEmitted =
  | { type: 'list.fetchFailed'; error: unknown }
  | { type: 'list.deleted'; output: unknown }
  | { type: 'list.deleteFailed'; error: unknown };

/**
 * Page changes and searches: the same in every state that shows the list. Each re-enters its
 * target, so that a change while loading starts the request again.
 */
const navigation = {
  'list.page': { guard: 'otherPage', target: '#crudList.loading', reenter: true, actions: 'takeQuery' },
  'list.search': { target: '#crudList.searching', reenter: true, actions: 'takeQuery' },
  'list.query': { guard: 'otherQuery', target: '#crudList.loading', reenter: true, actions: 'takeQuery' },
  'list.status': { guard: 'otherStatus', target: '#crudList.loading', reenter: true, actions: 'takeQuery' },
  'list.reload': { target: '#crudList.loading', reenter: true },
} as const;

/** Opening the add/edit modal: from every state that shows the list. */
const opening = {
  'list.add': { target: '#crudList.editing', actions: 'takeEditing' },
  'list.edit': { target: '#crudList.editing', actions: 'takeEditing' },
} as const;

const page = (output: Page<Row>) => ({ rows: output.rows, totalItems: output.totalItems, totalPages: output.totalPages });

/**
 * A list of records, a page at a time: loading → loaded | empty | error, with page changes, a
 * debounced search, deleting behind a confirmation (confirmingDelete → deleting → loading), and,
 * for a list edited in place, an add/edit modal (editing; a save reads the list again). A 401 or
 * 403 on the fetch ends in signedOut, which the screen answers by signing out.
 */
export const crudListMachine = setup({
  types: {
    context: {} as Context,
    input: {} as CrudListInput,
    events: {} as CrudListEvent,
    emitted: {} as CrudListEmitted,
  },
  actors: {
    fetchPage: fromPromise<Page<Row>, { fetchPage: CrudListInput['fetchPage']; query: PageQuery }>(({ input }) => input.fetchPage(input.query)),
    remove: fromPromise<unknown, { remove: CrudListInput['remove']; id: number }>(({ input }) => input.remove(input.id)),
  },
  guards: {
    otherPage: ({ context, event }) => event.type === 'list.page' && event.page !== context.page,
    otherQuery: ({ context, event }) =>
      event.type === 'list.query' && (event.page !== context.page || event.search.trim() !== context.search.trim() || event.status !== context.status),
    otherStatus: ({ context, event }) => event.type === 'list.status' && event.status !== context.status,
    /** Past the last page (its last row was deleted, or the address asked too far): go to the last. */
    pastTheEnd: ({ context }, output: Page<Row>) => output.rows.length === 0 && output.totalItems > 0 && context.page > output.totalPages,
    noRows: (_, output: Page<Row>) => output.rows.length === 0,
    signedOut: ({ context }, error: unknown) => error instanceof ApiError && (context.signOutStatuses ?? SIGN_OUT_STATUSES).includes(error.status),
    failed: ({ context }) => context.failure !== null,
    hasRows: ({ context }) => context.rows.length > 0,
  },
  actions: {
    takeQuery: assign(({ context, event }) => {
      if (event.type === 'list.page') return { page: event.page };
      if (event.type === 'list.search') return { search: event.search, page: 1 };
      if (event.type === 'list.query') return { page: event.page, search: event.search, status: event.status };
      if (event.type === 'list.status') return { status: event.status, page: 1 };
      return context;
    }),
    takeEditing: assign({ editingId: ({ event }) => (event.type === 'list.edit' ? event.id : null) }),
  },
  delays: { searchDelay: SEARCH_DELAY_MS },
}).createMachine({
  id: 'crudList',
  initial: 'loading',
  context: ({ input }) => ({ ...input, rows: [], totalItems: 0, totalPages: 1, pendingId: null, editingId: null, failure: null }),
  states: {
    loading: {
      on: { ...navigation, ...opening },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ fetchPage: context.fetchPage, query: { page: context.page, search: context.search.trim() || undefined, status: context.status } }),
        onDone: [
          {
            guard: { type: 'pastTheEnd', params: ({ event }) => event.output },
            target: 'loading',
            reenter: true,
            actions: assign({ page: ({ event }) => event.output.totalPages }),
          },
          { guard: { type: 'noRows', params: ({ event }) => event.output }, target: 'empty', actions: assign(({ event }) => ({ ...page(event.output), failure: null })) },
          { target: 'loaded', actions: assign(({ event }) => ({ ...page(event.output), failure: null })) },
        ],
        onError: [
          { guard: { type: 'signedOut', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'signedOut' },
          {
            target: 'error',
            actions: [assign({ failure: ({ event }) => event.error }), emit(({ event }) => ({ type: 'list.fetchFailed' as const, error: event.error }))],
          },
        ],
      },
    },
    /** The search box changed: wait for the typing to pause. */
    searching: {
      on: { 'list.search': navigation['list.search'], 'list.status': navigation['list.status'] },
      after: { searchDelay: 'loading' },
    },
    loaded: {
      on: { ...navigation, ...opening, 'list.delete': { target: 'confirmingDelete', actions: assign({ pendingId: ({ event }) => event.id }) } },
    },
    empty: { on: { ...navigation, ...opening } },
    error: { on: { ...navigation, ...opening, 'list.retry': 'loading' } },
    /** The add/edit modal is open over the list. Closed, the list is as it was (read again if it was still loading). */
    editing: {
      on: {
        'edit.saved': 'loading',
        'edit.close': [{ guard: 'failed', target: 'error' }, { guard: 'hasRows', target: 'loaded' }, { target: 'loading' }],
      },
    },
    confirmingDelete: {
      on: {
        'delete.cancel': { target: 'loaded', actions: assign({ pendingId: null }) },
        'delete.confirm': 'deleting',
      },
    },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ remove: context.remove, id: context.pendingId ?? 0 }),
        onDone: {
          target: 'loading',
          actions: [assign({ pendingId: null }), emit(({ event }) => ({ type: 'list.deleted' as const, output: event.output }))],
        },
        onError: {
          target: 'loaded',
          actions: [assign({ pendingId: null }), emit(({ event }) => ({ type: 'list.deleteFailed' as const, error: event.error }))],
        },
      },
    },
    signedOut: { type: 'final' },
  },
});
