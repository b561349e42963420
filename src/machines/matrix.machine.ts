import { and, assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import { messageOf } from '../api/client';
import { MATRIX_TEXTS, REMINDER_TEXTS, type Matrix, type MatrixFilter, type RemindBody, type RemindResult } from '../api/contract';
import { getMatrix, remindExhibitors } from '../api/matrix';
import { t } from '../i18n';

/** What the matrix shows: as the address has it. */
export type MatrixView = { filter: MatrixFilter; search: string; page: number };

export type MatrixEvent =
  /** The address changed: another filter, search or page. */
  | { type: 'matrix.query'; query: MatrixView }
  /** Something in it changed (a deadline was extended): read the page again. */
  | { type: 'matrix.reload' }
  | { type: 'matrix.retry' }
  | { type: 'row.toggle'; companyId: number }
  | { type: 'page.toggle' }
  | { type: 'all.select' }
  | { type: 'selection.clear' }
  | { type: 'remind' };

export type MatrixEmitted = { type: 'matrix.reminded'; message: string } | { type: 'matrix.remindFailed'; message: string };

type Context = {
  eventId: number;
  query: MatrixView;
  /** The page shown; it stays while the next one loads. */
  data: Matrix | null;
  error: string | null;
  /** Exhibitors picked one by one or a page at a time, across pages; in id order. */
  selected: number[];
  /** Every exhibitor the filter and search keep, on every page (Gmail's "select all"). */
  allMatching: boolean;
  /** What the last reminder did, or why it failed: said once. */
  notice: string | null;
};

/** Ids in order, whatever order they were picked in. */
const ascending = (ids: number[]) => ids.sort((a, b) => a - b);
const none = { selected: [] as number[], allMatching: false };
const pageIds = (context: Context) => context.data?.rows.map((row) => row.company.id) ?? [];
const pageSelected = (context: Context) => {
  const ids = pageIds(context);
  return ids.length > 0 && (context.allMatching || ids.every((id) => context.selected.includes(id)));
};

/** How many exhibitors a reminder would go to. */
export const selectionCount = (context: Pick<Context, 'data' | 'selected' | 'allMatching'>) => (context.allMatching ? (context.data?.totalItems ?? 0) : context.selected.length);

/** The reminder's body: the ids picked, or the filter and search when every matching row is. */
export const remindBodyOf = (context: Pick<Context, 'query' | 'selected' | 'allMatching'>): RemindBody =>
  context.allMatching
    ? { filter: context.query.filter, ...(context.query.search.trim() ? { search: context.query.search.trim() } : {}) }
    : { companyIds: context.selected };

/** The toast after a reminder: how many are on their way, and how many owed nothing. */
export const remindedText = ({ queued, skipped }: RemindResult) =>
  queued === 0
    ? t(REMINDER_TEXTS.nothingOwed)
    : skipped === 0
      ? t(REMINDER_TEXTS.reminded, { count: queued })
      : `${t(REMINDER_TEXTS.reminded, { count: queued })} ${t(MATRIX_TEXTS.remindSkipped, { count: skipped })}`;

/**
 * An event's completeness matrix: a page loads for the address's filter, search and page (the data
 * shown stays while the next loads), and, beside it, the selection and the reminder: rows picked
 * across pages, a page at a time, or every matching row; a reminder goes for them while the view
 * may move on. Another filter or search drops the selection, since it picked from other rows.
 */
export const matrixMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { eventId: number; query: MatrixView },
    events: {} as MatrixEvent,
    emitted: {} as MatrixEmitted,
  },
  actors: {
    load: fromPromise<Matrix, { eventId: number; query: MatrixView }>(({ input }) => getMatrix(input.eventId, input.query)),
    remind: fromPromise<RemindResult, { eventId: number; body: RemindBody }>(({ input }) => remindExhibitors(input.eventId, input.body)),
  },
  guards: {
    otherQuery: ({ context, event }) =>
      event.type === 'matrix.query' && (event.query.filter !== context.query.filter || event.query.search.trim() !== context.query.search.trim() || event.query.page !== context.query.page),
    shown: ({ context, event }) => event.type === 'row.toggle' && pageIds(context).includes(event.companyId),
    hasRows: ({ context }) => pageIds(context).length > 0,
    morePages: ({ context }) => !context.allMatching && pageSelected(context) && (context.data?.totalItems ?? 0) > context.selected.length,
    anySelected: ({ context }) => selectionCount(context) > 0,
    /** Rows are picked from the page on screen, not from one being replaced. */
    onScreen: stateIn({ view: 'loaded' }),
  },
}).createMachine({
  id: 'matrix',
  type: 'parallel',
  context: ({ input }) => ({ eventId: input.eventId, query: input.query, data: null, error: null, ...none, notice: null }),
  states: {
    view: {
      initial: 'loading',
      on: {
        'matrix.query': {
          guard: 'otherQuery',
          target: '.loading',
          reenter: true,
          actions: assign(({ context, event }) => {
            const sameRows = event.query.filter === context.query.filter && event.query.search.trim() === context.query.search.trim();
            return { query: event.query, ...(sameRows ? {} : { ...none, notice: null }) };
          }),
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ eventId: context.eventId, query: context.query }),
            onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, MATRIX_TEXTS.loadFailed) }) },
          },
        },
        loaded: { on: { 'matrix.reload': 'loading' } },
        failed: { on: { 'matrix.retry': 'loading' } },
      },
    },
    remind: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'row.toggle': {
              guard: and(['shown', 'onScreen']),
              actions: assign(({ context, event }) => {
                // Out of "every matching": the page stays picked, less this row.
                const picked = context.allMatching ? pageIds(context) : context.selected;
                const selected = picked.includes(event.companyId) ? picked.filter((id) => id !== event.companyId) : ascending([...picked, event.companyId]);
                return { selected, allMatching: false, notice: null };
              }),
            },
            'page.toggle': {
              guard: and(['hasRows', 'onScreen']),
              actions: assign(({ context }) => {
                const ids = pageIds(context);
                if (context.allMatching) return { ...none, notice: null };
                if (pageSelected(context)) return { selected: context.selected.filter((id) => !ids.includes(id)), notice: null };
                return { selected: ascending([...context.selected, ...ids.filter((id) => !context.selected.includes(id))]), notice: null };
              }),
            },
            'all.select': { guard: and(['morePages', 'onScreen']), actions: assign({ allMatching: true, notice: null }) },
            'selection.clear': { guard: 'anySelected', actions: assign({ ...none, notice: null }) },
            // Not while the page failed to load: the screen then shows why, and the way to try again.
            remind: { guard: and(['anySelected', not(stateIn({ view: 'failed' }))]), target: 'sending' },
          },
        },
        sending: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'remind',
            src: 'remind',
            input: ({ context }) => ({ eventId: context.eventId, body: remindBodyOf(context) }),
            onDone: {
              target: 'idle',
              actions: [assign(({ event }) => ({ ...none, notice: remindedText(event.output) })), emit(({ event }) => ({ type: 'matrix.reminded' as const, message: remindedText(event.output) }))],
            },
            onError: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ notice: messageOf(event.error, MATRIX_TEXTS.remindFailed) })),
                emit(({ event }) => ({ type: 'matrix.remindFailed' as const, message: messageOf(event.error, MATRIX_TEXTS.remindFailed) })),
              ],
            },
          },
        },
      },
    },
  },
});
