import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { AUDIT_ACTION_NAMES, AUDIT_PAGE_SIZE, AUDIT_TEXTS, LIST_TEXTS, PAGE_TITLES, ROLES, type AuditPage } from '../api/contract';
import { createResourceMachine } from './resource.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { AuditLogPage } from '../routes/audit-log/AuditLogPage';
import { pathName } from '../test/path-names';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';
import { auditEntry } from '../test/fixtures/audit';

/** The audit log's resource machine, with the screen's options; its requests are answered by the test. */
const logMachine = createResourceMachine<AuditPage, { page: number }>({ load: async () => firstPage, query: { page: 1 }, fallbackError: AUDIT_TEXTS.loadFailed });
type State = SnapshotFrom<typeof logMachine>;

const entry = auditEntry(3);
/** One of two pages, so that the pagination shows. */
const firstPage: AuditPage = { entries: [entry], totalItems: AUDIT_PAGE_SIZE + 1, totalPages: 2, currentPage: 1 };
const serverDown = new ApiError(500, 'The audit log is away.');

afterEach(() => vi.unstubAllGlobals());

const table = () => screen.getByRole('table', { name: PAGE_TITLES.auditLog });

describe('Audit log: every shortest path of the resource machine, driven through the page', () => {
  const model = testModelOf(logMachine, {
    events: [
      { type: 'xstate.done.actor.load', output: firstPage },
      { type: 'xstate.error.actor.load', error: serverDown },
      { type: 'resource.reload' },
      { type: 'resource.query', query: { page: 2 } },
    ] as never[],
    // The page asked for, and whether rows from before are still shown, tell the vertices apart; a
    // retry gets a path of its own.
    serializeState: (state: State, step?: { type: string }) =>
      JSON.stringify([state.value, state.context.query, state.context.data !== null, step?.type === 'resource.reload']),
    filterEvents: (state: State, { type }: { type: string }) => {
      // The page offers Retry on a failure, and the next page once it shows the first.
      if (type === 'resource.reload') return state.matches('failed');
      if (type === 'resource.query') return state.matches('loaded') && state.context.query.page === 1;
      return state.matches('loading');
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state of the log', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'loaded', 'failed']) expect(reached).toContain(JSON.stringify(value));
    const lastSteps = paths.map((path) => (path.steps.at(-1)?.event as { type: string } | undefined)?.type);
    expect(lastSteps).toContain('resource.reload');
  });

  for (const path of paths) {
    it(pathName(path, (step) => (step.type === 'resource.query' ? 'page 2' : undefined)), { timeout: pathCeiling(path) }, async () => {
      const server: FakeServer = fakeServer({ 'GET /api/audit-log/actors': () => Response.json({ actors: [] }) });
      await renderPage({ path: '/audit-log', at: '/audit-log', component: AuditLogPage, role: ROLES.admin });
      const user = userEvent.setup();

      await path.test({
        states: {
          loading: async (state) => {
            const { page } = (state as State).context.query;
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: '/api/audit-log' }));
            expect(server.pending().at(-1)!.search.get('page')).toBe(String(page));
            expect(table()).toHaveAttribute('aria-busy', 'true');
          },
          loaded: async (state) => {
            const { page } = (state as State).context.query;
            await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
            expect(within(table()).getByText(AUDIT_ACTION_NAMES['event.update'])).toBeVisible();
            const nav = screen.getByRole('navigation', { name: LIST_TEXTS.pagination });
            expect(within(nav).getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page }) })).toHaveAttribute('aria-current', 'page');
          },
          failed: async () => {
            expect(await screen.findByText(serverDown.message)).toBeVisible();
            expect(screen.getByRole('button', { name: LIST_TEXTS.retry })).toBeEnabled();
            expect(screen.queryByRole('table')).toBeNull();
          },
        },
        events: {
          'resource.reload': () => user.click(screen.getByRole('button', { name: LIST_TEXTS.retry })),
          'resource.query': () => user.click(screen.getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: 2 }) })),
          ...({
            // The page the server sends back is the one asked for.
            'xstate.done.actor.load': () => {
              const asked = Number(server.pending().at(-1)!.search.get('page'));
              return server.answerLatest(Response.json({ ...firstPage, currentPage: asked }));
            },
            'xstate.error.actor.load': () => server.answerLatest(Response.json({ message: serverDown.message }, { status: serverDown.status })),
          } as object),
        },
      });
    });
  }
});
