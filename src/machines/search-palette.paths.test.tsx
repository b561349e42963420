import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { ROLES, SEARCH_SCOPES, SEARCH_TEXTS, type SearchResults } from '../api/contract';
import { hitsOf, searchPaletteMachine } from './search-palette.machine';
import { fakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { pathName } from '../test/path-names';
import { SearchLauncher } from '../routes/search/SearchLauncher';
import { found, nothing, QUERY } from '../routes/search/test-fixtures';
import { pathCeiling } from '../test/ceilings';
import { t } from '../i18n';

type State = SnapshotFrom<typeof searchPaletteMachine>;

const failure = 'The database is away.';
const scope = SEARCH_SCOPES.people;

/** A page of the app with the header's search button, as the layout holds it. */
function Page() {
  return (
    <>
      <h1>Dashboard</h1>
      <SearchLauncher />
    </>
  );
}

describe('Search palette: every shortest path of its machine, driven through the rendered palette', () => {
  const model = testModelOf(searchPaletteMachine, {
    events: [
      { type: 'query.change', query: QUERY },
      { type: 'query.change', query: '' },
      { type: 'xstate.after.typingPause.searchPalette.waiting' },
      { type: 'xstate.done.actor.search', output: found },
      { type: 'xstate.done.actor.search', output: nothing },
      { type: 'xstate.error.actor.search', error: new ApiError(503, failure) },
      { type: 'active.next' },
      { type: 'active.previous' },
      { type: 'choose' },
      { type: 'retry' },
      { type: 'close' },
    ] as never[],
    serializeState: (state: State) => {
      const { query, groups, active } = state.context;
      return JSON.stringify([state.value, active, query !== '', groups.length > 0]);
    },
    // Only what the palette lets a user do in that state, and only answers to a request in flight.
    filterEvents: (state: State, event: { type: string; query?: string }) => {
      if (state.status === 'done') return false;
      switch (event.type) {
        case 'query.change':
          return event.query === '' ? state.context.query !== '' : state.context.query === '';
        case 'xstate.after.typingPause.searchPalette.waiting':
          return state.matches('waiting');
        case 'xstate.done.actor.search':
        case 'xstate.error.actor.search':
          return state.matches('searching');
        case 'active.next':
        case 'active.previous':
        case 'choose':
          return state.matches('results');
        case 'retry':
          return state.matches('failed');
        default:
          return true;
      }
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state of the machine, and walks the results both ways round', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    for (const state of ['idle', 'waiting', 'searching', 'results', 'empty', 'failed', 'chosen', 'closed']) expect(reached).toContain(state);
    const actives = new Set(paths.filter((path) => path.state.matches('results')).map((path) => path.state.context.active));
    expect([...actives].sort()).toEqual([0, 1, 2, null]);
  });

  afterEach(() => vi.unstubAllGlobals());

  for (const path of paths) {
    it(pathName(path), { timeout: pathCeiling(path) }, async () => {
      const server = fakeServer();
      const user = userEvent.setup();
      const { history } = await renderPage({ path: '/', at: '/', component: Page, role: ROLES.admin });
      const launcher = screen.getByRole('button', { name: scope.placeholder });
      launcher.focus();
      await user.keyboard('{Control>}k{/Control}');
      const box = await screen.findByRole('combobox', { name: SEARCH_TEXTS.inputLabel });
      expect(box).toHaveFocus();
      const dialog = () => screen.queryByRole('dialog', { name: SEARCH_TEXTS.title });
      const options = () => screen.queryAllByRole('option');

      await path.test({
        states: {
          idle: () => {
            expect(box).toHaveValue('');
            expect(screen.getByText(scope.hint)).toBeVisible();
            expect(box).toHaveAttribute('aria-expanded', 'false');
            expect(options()).toHaveLength(0);
          },
          waiting: (state) => {
            expect(box).toHaveValue((state as State).context.query);
            expect(box).toHaveAttribute('aria-busy', 'true');
          },
          searching: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: '/api/search' }));
            expect(server.pending().at(-1)!.search.get('q')).toBe(QUERY);
            expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TEXTS.searching);
          },
          results: (state) => {
            const { active } = (state as State).context;
            const hits = hitsOf(found.groups);
            expect(options().map((option) => option.textContent)).toEqual(hits.map((hit) => `${hit.title}${hit.details.join(' · ')}`));
            for (const group of found.groups) {
              const holder = screen.getByRole('group', { name: SEARCH_TEXTS.groups[group.kind] });
              expect(within(holder).getAllByRole('option')).toHaveLength(group.hits.length);
            }
            expect(box).toHaveAttribute('aria-expanded', 'true');
            expect(box).toHaveFocus();
            if (active === null) expect(box).not.toHaveAttribute('aria-activedescendant');
            else expect(box).toHaveAttribute('aria-activedescendant', options()[active]!.id);
            expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(hits.map((_, at) => String(at === active)));
            expect(screen.getByRole('status')).toHaveTextContent(t(SEARCH_TEXTS.resultCount, { count: hits.length }));
          },
          empty: () => {
            expect(screen.getByText(t(SEARCH_TEXTS.noResults, { query: QUERY }), { ignore: '[role="status"]' })).toBeVisible();
            expect(screen.getByRole('status')).toHaveTextContent(t(SEARCH_TEXTS.noResults, { query: QUERY }));
            expect(options()).toHaveLength(0);
            expect(box).toHaveAttribute('aria-expanded', 'false');
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent(failure);
            expect(screen.getByRole('button', { name: SEARCH_TEXTS.retry })).toBeEnabled();
            expect(options()).toHaveLength(0);
          },
          chosen: async (state) => {
            const { chosen } = (state as State).context;
            await waitFor(() => expect(history.location.pathname).toBe(chosen!.path));
            expect(dialog()).toBeNull();
            expect(await screen.findByText('elsewhere')).toBeVisible();
          },
          closed: async () => {
            await waitFor(() => expect(dialog()).toBeNull());
            expect(history.location.pathname).toBe('/');
            // Focus goes back to where it was when the palette opened.
            await waitFor(() => expect(screen.getByRole('button', { name: scope.placeholder })).toHaveFocus());
          },
        },
        events: {
          'query.change': async ({ event }: { event: unknown }) => {
            const { query } = event as { query: string };
            if (query) await user.type(box, query);
            else await user.clear(box);
          },
          'active.next': () => user.keyboard('{ArrowDown}'),
          'active.previous': () => user.keyboard('{ArrowUp}'),
          choose: () => user.keyboard('{Enter}'),
          retry: () => user.click(screen.getByRole('button', { name: SEARCH_TEXTS.retry })),
          close: () => user.keyboard('{Escape}'),
          ...({
            // The real pause after typing: the search goes out by itself.
            'xstate.after.typingPause.searchPalette.waiting': () =>
              waitFor(() => expect(server.pending().at(-1)?.search.get('q')).toBe(QUERY)),
            'xstate.done.actor.search': ({ event }: { event: { output: SearchResults } }) => server.answerLatest(Response.json(event.output)),
            'xstate.error.actor.search': () => server.answerLatest(Response.json({ message: failure }, { status: 503 })),
          } as object),
        },
      });
    });
  }
});
