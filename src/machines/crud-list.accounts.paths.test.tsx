import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Page } from '../api/accounts';
import { ApiError } from '../api/client';
import { LIST_TEXTS, OWNER_ADMIN_TEXTS, PAGE_SIZE, type OwnerAdmin } from '../api/contract';
import { toast } from '../design-system';
import { crudListMachine } from './crud-list.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { testModelOf } from '../test/test-model';
import { pathName } from '../test/path-names';
import { page, full, ann, answerBody, renderList, searchBox, confirmDialog, addressOf } from '../routes/users/list-testing';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof crudListMachine>;

const empty = page([], 0);
/** Past the last page: its rows went, say by a delete elsewhere. */
const pastTheEnd = page([], PAGE_SIZE);
const annName = `${ann.User.firstname} ${ann.User.lastname}`;
const SEARCH = 'ann';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
  localStorage.clear();
});

const showsList = (state: State) => ['loading', 'loaded', 'empty', 'error'].some((value) => state.matches(value as never));

describe('Owner/admin list: every shortest path of the list machine, driven through the screen', () => {
  const model = testModelOf(crudListMachine, {
    events: [
      { type: 'list.page', page: 2 },
      { type: 'list.search', search: SEARCH },
      { type: 'list.search', search: '' },
      { type: 'list.query', page: 1, search: '' },
      { type: 'list.retry' },
      { type: 'list.delete', id: ann.id },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.fetchPage', output: full },
      { type: 'xstate.done.actor.fetchPage', output: empty },
      { type: 'xstate.done.actor.fetchPage', output: pastTheEnd },
      { type: 'xstate.error.actor.fetchPage', error: new ApiError(500, 'The database is away.') },
      { type: 'xstate.error.actor.fetchPage', error: new ApiError(403, 'You do not have permission to do this.') },
      { type: 'xstate.done.actor.remove', output: { message: OWNER_ADMIN_TEXTS.deleted } },
      { type: 'xstate.error.actor.remove', error: new ApiError(404, 'That owner/admin no longer exists.') },
      { type: 'xstate.after.searchDelay.crudList.searching' },
    ] as never[],
    input: { fetchPage: async () => empty, remove: async () => ({}), page: 1, search: '' },
    // A delete's outcome and a jump back from past the end are part of the vertex, so that each
    // gets a path of its own rather than sharing the shorter one into the same state.
    serializeState: (state: State, event?: { type: string }) => {
      const { page: current, search, totalItems, pendingId } = state.context;
      const pastTheEndArrival = event?.type === 'xstate.done.actor.fetchPage' && state.matches('loading');
      const arrival = event && (/actor\.remove/.test(event.type) || pastTheEndArrival) ? event.type : null;
      return JSON.stringify([state.value, current, search, totalItems > PAGE_SIZE, totalItems > 0, pendingId, arrival]);
    },
    // Only what the screen lets a user do in that state, and only answers to a request in flight.
    filterEvents: (state: State, event: { type: string; page?: number; search?: string; output?: Page<OwnerAdmin> }) => {
      const { context } = state;
      switch (event.type) {
        case 'list.page':
          return showsList(state) && context.totalItems > PAGE_SIZE;
        case 'list.search':
          return (showsList(state) || state.matches('searching')) && (event.search === '' ? context.search !== '' : context.search === '');
        case 'list.query':
          return showsList(state) && (context.page !== 1 || context.search !== '');
        case 'list.retry':
          return state.matches('error');
        case 'list.delete':
          return state.matches('loaded');
        case 'delete.cancel':
        case 'delete.confirm':
          return state.matches('confirmingDelete');
        case 'xstate.done.actor.fetchPage':
          return state.matches('loading') && (event.output !== pastTheEnd || context.page > 1);
        case 'xstate.error.actor.fetchPage':
          return state.matches('loading');
        case 'xstate.done.actor.remove':
        case 'xstate.error.actor.remove':
          return state.matches('deleting');
        default:
          return state.matches('searching');
      }
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('takes each answer of a delete, and the jump back from past the end', () => {
    const arrivals = new Set(paths.flatMap((path) => path.steps.map(({ event }) => event as { type: string; output?: unknown })));
    const types = [...arrivals].map((event) => (event.output === pastTheEnd ? 'pastTheEnd' : event.type));
    for (const type of ['xstate.done.actor.remove', 'xstate.error.actor.remove', 'pastTheEnd']) expect(types).toContain(type);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'searching', 'loaded', 'empty', 'error', 'confirmingDelete', 'deleting', 'signedOut']) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });

  for (const path of paths) {
    const name = pathName(path, (event) => {
      const output = event.output as Page<OwnerAdmin> | undefined;
      if (output && 'rows' in output) return output === full ? 'full' : output === empty ? 'empty' : 'past the end';
      if (event.type === 'list.page') return String(event.page);
      if (event.type === 'list.search') return JSON.stringify(event.search);
      return undefined;
    });
    it(name, { timeout: pathCeiling(path) }, async () => {
      const server: FakeServer = fakeServer();
      const { history } = await renderList();
      const user = userEvent.setup();

      const expectAddress = async (state: State) => {
        const { page: current, search } = state.context;
        await waitFor(() => {
          const address = addressOf(history);
          expect(address.get('page')).toBe(current > 1 ? String(current) : null);
          expect(address.get('search')).toBe(search.trim() || null);
        });
      };
      const expectPagination = (state: State) => {
        const nav = screen.queryByRole('navigation', { name: LIST_TEXTS.pagination });
        if (state.context.totalItems <= PAGE_SIZE) return expect(nav).toBeNull();
        expect(within(nav!).getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: state.context.page }) })).toHaveAttribute('aria-current', 'page');
      };

      await path.test({
        states: {
          loading: async (state) => {
            const { page: current, search } = (state as State).context;
            await waitFor(() => {
              const request = server.pending().at(-1);
              expect(request).toMatchObject({ method: 'GET', path: '/api/owner-admins' });
              expect(request!.search.get('page')).toBe(String(current));
              expect(request!.search.get('limit')).toBe(String(PAGE_SIZE));
              expect(request!.search.get('search')).toBe(search.trim() || null);
            });
            expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
            expectPagination(state as State);
            await expectAddress(state as State);
          },
          searching: (state) => {
            expect(searchBox()).toHaveValue((state as State).context.search);
          },
          loaded: async (state) => {
            const { rows } = (state as State).context;
            await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy'));
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            const table = screen.getByRole('table');
            expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
            const annRow = within(table).getByRole('group', { name: translate('en', LIST_TEXTS.rowActions, { name: annName }) }).closest('tr')!;
            expect(within(annRow).getByText(ann.User.email)).toBeVisible();
            // Quote characters are stripped from the permissions; the status is a badge with its word.
            expect(within(annRow).getByText('events, artwork')).toBeVisible();
            expect(within(annRow).getByText('Active')).toBeVisible();
            expect(within(annRow).getByRole('link', { name: translate('en', LIST_TEXTS.editRow, { name: annName }) })).toHaveAttribute('href', `/owner-admins/edit/${ann.id}`);
            expect(within(annRow).getByRole('link', { name: translate('en', LIST_TEXTS.viewRow, { name: annName }) })).toHaveAttribute('href', `/owner-admins/view/${ann.id}`);
            expect(within(annRow).getByRole('button', { name: translate('en', LIST_TEXTS.deleteRow, { name: annName }) })).toBeEnabled();
            expectPagination(state as State);
            await expectAddress(state as State);
          },
          empty: async (state) => {
            const { search } = (state as State).context;
            await screen.findByText(search.trim() ? translate('en', LIST_TEXTS.noResults, { search: search.trim() }) : OWNER_ADMIN_TEXTS.empty);
            expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
            expectPagination(state as State);
            await expectAddress(state as State);
          },
          error: async (state) => {
            await screen.findByText(LIST_TEXTS.loadFailed);
            expect(screen.getByRole('button', { name: LIST_TEXTS.retry })).toBeEnabled();
            expect(screen.queryByRole('table')).toBeNull();
            await expectAddress(state as State);
          },
          confirmingDelete: async () => {
            const dialog = await screen.findByRole('alertdialog', { name: LIST_TEXTS.confirmDeleteTitle });
            expect(dialog).toHaveTextContent(translate('en', LIST_TEXTS.confirmDeleteMessage, { name: annName }));
            expect(within(dialog).getByRole('button', { name: LIST_TEXTS.delete })).toBeEnabled();
            expect(within(dialog).getByRole('button', { name: LIST_TEXTS.cancel })).toHaveFocus();
          },
          deleting: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'DELETE', path: `/api/owner-admin/${ann.id}` }));
            expect(within(confirmDialog()).getByRole('button', { name: LIST_TEXTS.delete })).toBeDisabled();
            expect(within(confirmDialog()).getByRole('button', { name: LIST_TEXTS.cancel })).toBeDisabled();
          },
          signedOut: async () => {
            // docs/screens.md: a 401 or 403 on the fetch signs out; the stored token goes with the session.
            await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
            expect(screen.queryByText(LIST_TEXTS.loadFailed)).toBeNull();
          },
        },
        events: {
          'list.page': () => user.click(screen.getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: 2 }) })),
          'list.search': async ({ event }: { event: unknown }) => {
            const { search } = event as { search: string };
            if (search) await user.type(searchBox(), search);
            else await user.clear(searchBox());
          },
          // The address changes without the list: a menu link to the list's first page.
          'list.query': () => history.push('/owner-admins'),
          'list.retry': () => user.click(screen.getByRole('button', { name: LIST_TEXTS.retry })),
          'list.delete': () => user.click(screen.getByRole('button', { name: translate('en', LIST_TEXTS.deleteRow, { name: annName }) })),
          'delete.cancel': () => user.click(within(confirmDialog()).getByRole('button', { name: LIST_TEXTS.cancel })),
          'delete.confirm': () => user.click(within(confirmDialog()).getByRole('button', { name: LIST_TEXTS.delete })),
          ...({
            'xstate.done.actor.fetchPage': ({ event }: { event: { output: Page<OwnerAdmin> } }) => server.answerLatest(Response.json(answerBody(event.output))),
            'xstate.error.actor.fetchPage': async ({ event }: { event: { error: ApiError } }) => {
              const { status, message } = event.error;
              await server.answerLatest(Response.json({ message }, { status }));
              // Owner/admins show the server's message (docs/screens.md, Manage users); a sign-out shows none.
              if (status !== 403) expect(await screen.findByText(message)).toBeVisible();
            },
            'xstate.done.actor.remove': async () => {
              await server.answerLatest(Response.json({ message: OWNER_ADMIN_TEXTS.deleted }));
              expect(await screen.findByText(OWNER_ADMIN_TEXTS.deleted)).toBeVisible();
            },
            'xstate.error.actor.remove': async ({ event }: { event: { error: ApiError } }) => {
              await server.answerLatest(Response.json({ message: event.error.message }, { status: event.error.status }));
              expect(await screen.findByText(event.error.message)).toBeVisible();
            },
            // The real pause after typing: the search goes out by itself.
            'xstate.after.searchDelay.crudList.searching': () =>
              waitFor(() => expect(server.pending().at(-1)?.search.get('page')).toBe('1')),
          } as object),
        },
      });
    });
  }
});
