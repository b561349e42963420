import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { LIST_TEXTS, MATRIX_TEXTS, REMINDER_MESSAGES, REMINDER_TEXTS, ROLES, type Matrix, type RemindResult } from '../api/contract';
import { toast } from '../design-system';
import { matrixMachine, remindBodyOf, selectionCount, type MatrixView } from './matrix.machine';
import { fakeServer, type Recorded } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { eventFixture } from '../test/fixtures/events';
import { MatrixSection } from '../routes/matrix/MatrixSection';
import { PAGES } from '../test/fixtures/matrix';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof matrixMachine>;

const event = eventFixture({ id: 5 });
const loadFailure = 'The database is busy.';
const query = (filter: MatrixView['filter'], page: number): MatrixView => ({ filter, search: '', page });
/** The page the server answers for a query: the three exhibitors two a page, or the two missing. */
const pageFor = ({ filter, page }: MatrixView): Matrix => (filter === 'missing' ? PAGES.missing : page === 2 ? PAGES.second : PAGES.first);
const names = Object.fromEntries([...PAGES.first.rows, ...PAGES.second.rows].map((row) => [row.company.id, row.company.name]));

/**
 * Requests answered by hand, one path at a time: the matrix's pages and the reminder wait for the
 * test, each in its own queue, since a reminder may be on its way while another page loads.
 */
function handAnswered() {
  const queue = () => {
    const waiting: { request: Recorded; resolve: (response: Response) => void }[] = [];
    return {
      route: (request: Recorded) => new Promise<Response>((resolve) => waiting.push({ request, resolve })),
      pending: () => waiting.map((entry) => entry.request),
      /** Answers the newest request; the older ones the screen gave up on. */
      answer: async (response: Response) => {
        await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
        const latest = waiting.pop()!;
        waiting.length = 0;
        latest.resolve(response);
      },
    };
  };
  const pages = queue();
  const reminders = queue();
  const server = fakeServer({ 'GET /api/event/5/matrix': pages.route, 'POST /api/event/5/remind': reminders.route });
  return { server, pages, reminders };
}

describe('Completeness matrix: every shortest path of its machine, driven through the section', () => {
  const model = testModelOf(matrixMachine, {
    input: { eventId: event.id, query: query('all', 1) },
    events: [
      { type: 'xstate.done.actor.load', output: PAGES.first },
      { type: 'xstate.done.actor.load', output: PAGES.second },
      { type: 'xstate.done.actor.load', output: PAGES.missing },
      { type: 'xstate.error.actor.load', error: new ApiError(503, loadFailure) },
      { type: 'matrix.retry' },
      { type: 'matrix.query', query: query('all', 2) },
      { type: 'matrix.query', query: query('missing', 1) },
      { type: 'row.toggle', companyId: 1 },
      { type: 'row.toggle', companyId: 3 },
      { type: 'page.toggle' },
      { type: 'all.select' },
      { type: 'selection.clear' },
      { type: 'remind' },
      { type: 'xstate.done.actor.remind', output: { queued: 2, skipped: 1 } satisfies RemindResult },
      { type: 'xstate.done.actor.remind', output: { queued: 0, skipped: 1 } satisfies RemindResult },
      { type: 'xstate.error.actor.remind', error: new ApiError(400, REMINDER_MESSAGES.companiesInvalid) },
    ] as never[],
    serializeState: (state: State) => {
      const { query: shown, data, selected, allMatching, notice } = state.context;
      return JSON.stringify([state.value, shown, data?.rows.map((row) => row.company.id) ?? null, selected, allMatching, notice]);
    },
    filterEvents: (state: State, event: { type: string }) => {
      const { context } = state;
      if (event.type === 'xstate.done.actor.load') return state.matches({ view: 'loading' }) && (event as unknown as { output: Matrix }).output === pageFor(context.query);
      if (event.type === 'matrix.query') {
        // What one click does: another filter (from its first page), or another page of this one.
        const wanted = (event as unknown as { query: MatrixView }).query;
        if (wanted.filter !== context.query.filter) return wanted.page === 1 && !state.matches({ view: 'loading' });
        return state.matches({ view: 'loaded' }) && wanted.page !== context.query.page && wanted.page <= (context.data?.totalPages ?? 1);
      }
      // Fewer mixes, the same states: a page fails to load only with nothing picked; a reminder is answered once the page is there.
      if (event.type === 'xstate.error.actor.load') return state.matches({ view: 'loading' }) && selectionCount(context) === 0 && state.matches({ remind: 'idle' });
      if (event.type.endsWith('.actor.remind')) return state.matches({ view: 'loaded' });
      return true;
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const view of ['loading', 'loaded', 'failed']) expect(reached).toContain(JSON.stringify({ view, remind: 'idle' }));
    expect(reached).toContain(JSON.stringify({ view: 'loaded', remind: 'sending' }));
    expect(reached).toContain(JSON.stringify({ view: 'loading', remind: 'sending' }));
    const ends = paths.map((path) => path.state.context);
    expect(ends.some((context) => context.allMatching)).toBe(true);
    expect(ends.some((context) => context.notice === REMINDER_TEXTS.nothingOwed)).toBe(true);
    expect(ends.some((context) => context.notice === REMINDER_MESSAGES.companiesInvalid)).toBe(true);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    toast.clear();
  });

  for (const path of paths) {
    const steps = path.steps.map(({ event: step }) => {
      const { type, ...rest } = step as { type: string };
      const detail = 'query' in rest ? JSON.stringify((rest as { query: MatrixView }).query) : 'companyId' in rest ? String(rest.companyId) : '';
      return `${type.replace('xstate.', '')}${detail && ` ${detail}`}`;
    });
    it(`${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      const { server, pages, reminders } = handAnswered();
      const user = userEvent.setup();
      await renderPage({
        path: '/event-details/$id',
        at: '/event-details/5',
        role: ROLES.organizer,
        component: () => (
          <main>
            <h1>{event.name}</h1>
            <MatrixSection event={event} />
          </main>
        ),
      });
      const checkbox = (name: string) => screen.getByRole('checkbox', { name });
      const filterRadio = (filter: MatrixView['filter']) => within(screen.getByRole('radiogroup', { name: MATRIX_TEXTS.filterLabel })).getByRole('radio', { name: MATRIX_TEXTS.filters[filter] });
      const remindButton = () => screen.getByRole('button', { name: new RegExp(`^(${MATRIX_TEXTS.sending}|Remind )`) });

      /** What the screen must show in a state of the machine. */
      const screenShows = (state: State) => {
        const { query: shown, data, selected, allMatching } = state.context;
        // The address asked for is the one the last request was for.
        const asked = server.requests.filter((request) => request.path === '/api/event/5/matrix').at(-1)!;
        expect(Object.fromEntries(asked.search)).toEqual({ filter: shown.filter, page: String(shown.page) });
        expect(filterRadio(shown.filter)).toBeChecked();

        if (state.matches({ view: 'failed' })) {
          expect(screen.getByRole('alert')).toHaveTextContent(loadFailure);
          expect(screen.getByRole('button', { name: LIST_TEXTS.retry })).toBeEnabled();
        } else if (!data) {
          expect(screen.getByText(MATRIX_TEXTS.loading)).toBeInTheDocument();
        } else {
          const loading = state.matches({ view: 'loading' });
          const sending = state.matches({ remind: 'sending' });
          for (const row of data.rows) {
            const box = checkbox(translate('en', MATRIX_TEXTS.selectRow, { company: row.company.name }));
            expect(box).toHaveProperty('checked', allMatching || selected.includes(row.company.id));
            // Rows are picked from the page on screen, and not while a reminder goes.
            expect(box).toHaveProperty('disabled', loading || sending);
          }
          const count = selectionCount(state.context);
          if (count === 0) expect(screen.getByText(MATRIX_TEXTS.selectHint)).toBeVisible();
          else {
            expect(screen.getByText(translate('en', MATRIX_TEXTS.selectedCount, { count }))).toBeVisible();
            if (allMatching) expect(screen.getByText(translate('en', MATRIX_TEXTS.allMatchingSelected, { count: data.totalItems }))).toBeVisible();
            expect(remindButton()).toHaveTextContent(sending ? MATRIX_TEXTS.sending : allMatching ? translate('en', REMINDER_TEXTS.remindAll, { count: data.totalItems }) : translate('en', REMINDER_TEXTS.remindSelected, { count }));
            expect(remindButton()).toHaveProperty('disabled', sending);
          }
          if (sending) {
            const post = reminders.pending().at(-1);
            expect(post).toMatchObject({ method: 'POST', body: remindBodyOf(state.context) });
          }
        }
      };

      await path.test({
        states: {
          '*': async (snapshot) => {
            const state = snapshot as State;
            // A click on a filter or a page goes through the router first: the screen may be a render behind.
            await waitFor(() => screenShows(state));
            const { notice } = state.context;
            if (notice) expect((await screen.findAllByText(notice)).length).toBeGreaterThan(0);
          },
        },
        events: {
          'matrix.retry': () => user.click(screen.getByRole('button', { name: LIST_TEXTS.retry })),
          'row.toggle': ({ event: step }: { event: unknown }) => user.click(checkbox(translate('en', MATRIX_TEXTS.selectRow, { company: names[(step as { companyId: number }).companyId]! }))),
          'page.toggle': () => user.click(checkbox(MATRIX_TEXTS.selectPage)),
          'all.select': () => user.click(screen.getByRole('button', { name: new RegExp(`^${translate('en', MATRIX_TEXTS.selectAllMatching, { count: 3 })}$`) })),
          'selection.clear': () => user.click(screen.getByRole('button', { name: MATRIX_TEXTS.clearSelection })),
          remind: () => user.click(remindButton()),
          'matrix.query': async ({ event: step }: { event: unknown }) => {
            const wanted = (step as { query: MatrixView }).query;
            const chosen = within(screen.getByRole('radiogroup', { name: MATRIX_TEXTS.filterLabel })).getByRole('radio', { checked: true });
            if (chosen !== filterRadio(wanted.filter)) await user.click(filterRadio(wanted.filter));
            else await user.click(screen.getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: wanted.page }) }));
          },
          ...({
            'xstate.done.actor.load': async ({ event: step }: { event: { output: Matrix } }) => {
              await pages.answer(Response.json(step.output));
              await waitFor(() => expect(screen.getByRole('region', { name: MATRIX_TEXTS.title }).closest('[aria-busy]')).toBeNull());
            },
            'xstate.error.actor.load': async () => {
              await pages.answer(Response.json({ message: loadFailure }, { status: 503 }));
              await screen.findByRole('alert');
            },
            'xstate.done.actor.remind': async ({ event: step }: { event: { output: RemindResult } }) => {
              await reminders.answer(Response.json(step.output));
              await waitFor(() => expect(screen.queryByText(MATRIX_TEXTS.sending)).toBeNull());
            },
            'xstate.error.actor.remind': async () => {
              await reminders.answer(Response.json({ message: REMINDER_MESSAGES.companiesInvalid }, { status: 400 }));
              await waitFor(() => expect(screen.queryByText(MATRIX_TEXTS.sending)).toBeNull());
            },
          } as object),
        },
      });
    });
  }
});
