import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Page } from '../api/accounts';
import { ApiError } from '../api/client';
import { EVENT_TEXTS, LIST_TEXTS, type EventExhibitor } from '../api/contract';
import { toast } from '../design-system';
import { crudListMachine } from './crud-list.machine';
import type { FakeServer } from '../test/fake-server';
import { testModelOf } from '../test/test-model';
import { arrivalOf, renderEventPage, sectionAnswers, sectionOffers, serveEventPage } from '../routes/events/event-page-testing';
import { exhibitorFixture, exhibitorsPage } from '../test/fixtures/events';
import { pathName } from '../test/path-names';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof crudListMachine>;

const lumen = exhibitorFixture({ companyId: 32, companyName: 'Lumen & Co', email: 'sara@lumen.example' });
const pageOf = (rows: EventExhibitor[], totalPages: number): Page<EventExhibitor> => ({ rows, totalItems: rows.length, totalPages, currentPage: 1 });
/** The first of two pages, so that the pagination shows. */
const twoPages = pageOf([lumen], 2);
const none = pageOf([], 1);
const EXHIBITORS = '/api/event/5/exhibitors';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const table = () => screen.getByRole('table', { name: EVENT_TEXTS.exhibitorsActiveTitle });
const confirmDialog = () => screen.getByRole('alertdialog', { name: EVENT_TEXTS.removeExhibitorTitle });
const modal = () => screen.getByRole('dialog', { name: EVENT_TEXTS.addExhibitorSubmit });

describe('Event exhibitors: every shortest path of the list machine, driven through the event page', () => {
  const model = testModelOf(crudListMachine, {
    events: [
      { type: 'list.page', page: 2 },
      { type: 'list.add' },
      { type: 'edit.saved' },
      { type: 'edit.close' },
      { type: 'list.delete', id: lumen.companyId },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.fetchPage', output: twoPages },
      { type: 'xstate.done.actor.fetchPage', output: none },
      { type: 'xstate.error.actor.fetchPage', error: new ApiError(500, 'The database is away.') },
      { type: 'xstate.done.actor.remove', output: { message: EVENT_TEXTS.exhibitorRemoved } },
      { type: 'xstate.error.actor.remove', error: new ApiError(404, 'That company is not an exhibitor here.') },
    ] as never[],
    input: { fetchPage: async () => none, remove: async () => ({}), page: 1, search: '', signOutStatuses: [] },
    // The page asked for, whether rows are shown and a failure is on screen tell the vertices apart;
    // so do a delete's answer and a closed modal, so that each gets a path of its own.
    serializeState: (state: State, step?: { type: string }) => {
      const { page, rows, failure } = state.context;
      return JSON.stringify([state.value, page, rows.length, failure !== null, arrivalOf(step)]);
    },
    // Only what the section lets a user do in that state, and only answers to a request in flight.
    // The section's offers, and the next page once the first of two shows.
    filterEvents: (state: State, { type }: { type: string }) => {
      const { page, totalPages } = state.context;
      if (type === 'list.page') return sectionOffers(state, 'list.add') && totalPages > 1 && page === 1;
      return sectionOffers(state, type);
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state an exhibitors list can be in, and takes each answer of a removal', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'loaded', 'empty', 'error', 'editing', 'confirmingDelete', 'deleting']) expect(reached).toContain(JSON.stringify(value));
    const walks = paths.map((path) => path.steps.map(({ event }) => (event as { type: string }).type).join(' '));
    for (const last of [/list\.page$/, /xstate\.done\.actor\.remove$/, /xstate\.error\.actor\.remove$/, /edit\.saved$/]) expect(walks).toContainEqual(expect.stringMatching(last));
  });

  for (const path of paths) {
    const name = pathName(path, (step) => {
      const output = step.output as Page<EventExhibitor> | undefined;
      if (output && 'rows' in output) return output === twoPages ? 'page 1 of 2' : 'none';
      return step.type === 'list.page' ? String(step.page) : undefined;
    });
    it(name, { timeout: pathCeiling(path) }, async () => {
      // The exhibitors, an addition and a removal wait for the test.
      const server: FakeServer = serveEventPage(`GET ${EXHIBITORS}`);
      await renderEventPage();
      const user = userEvent.setup();
      await screen.findByRole('table', { name: EVENT_TEXTS.exhibitorsActiveTitle });

      await path.test({
        states: {
          loading: async (state) => {
            const request = await waitFor(() => {
              const latest = server.pending().at(-1);
              expect(latest).toMatchObject({ method: 'GET', path: EXHIBITORS });
              return latest!;
            });
            expect(request.search.get('page')).toBe(String((state as State).context.page));
            expect(screen.queryByRole('dialog')).toBeNull();
          },
          loaded: async (state) => {
            const row = (await within(table()).findByText(lumen.companyName)).closest('tr')!;
            expect(within(row).getByRole('button', { name: translate('en', EVENT_TEXTS.removeExhibitorLabel, { company: lumen.companyName }) })).toBeEnabled();
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            expect(screen.queryByRole('dialog')).toBeNull();
            const nav = screen.getByRole('navigation', { name: LIST_TEXTS.pagination });
            expect(within(nav).getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: (state as State).context.page }) })).toHaveAttribute('aria-current', 'page');
          },
          empty: async () => {
            expect(await within(table()).findByText(EVENT_TEXTS.noExhibitors)).toBeVisible();
            expect(screen.queryByRole('navigation', { name: LIST_TEXTS.pagination })).toBeNull();
          },
          error: async (state) => {
            // The failure shows in the table, unless rows from before are still there to show.
            if ((state as State).context.rows.length === 0) expect(await within(table()).findByText('The database is away.')).toBeVisible();
            else expect(await within(table()).findByText(lumen.companyName)).toBeVisible();
          },
          editing: async () => {
            expect(await screen.findByRole('dialog', { name: EVENT_TEXTS.addExhibitorSubmit })).toHaveAccessibleDescription(EVENT_TEXTS.addExhibitorSubtitle);
          },
          confirmingDelete: async () => {
            expect(await screen.findByRole('alertdialog', { name: EVENT_TEXTS.removeExhibitorTitle })).toHaveTextContent(
              translate('en', EVENT_TEXTS.confirmRemoveExhibitor, { company: lumen.companyName }),
            );
            expect(within(confirmDialog()).getByRole('button', { name: EVENT_TEXTS.removeExhibitor })).toBeEnabled();
          },
          deleting: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'DELETE', path: `/api/event/5/exhibitor/${lumen.companyId}` }));
            expect(within(confirmDialog()).getByRole('button', { name: EVENT_TEXTS.removeExhibitor })).toBeDisabled();
          },
        },
        events: {
          'list.page': () => user.click(screen.getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: 2 }) })),
          'list.add': () => user.click(screen.getByRole('button', { name: EVENT_TEXTS.addExhibitorButton })),
          'edit.close': () => user.keyboard('{Escape}'),
          'edit.saved': async () => {
            toast.clear(); // an earlier addition's toast may still be up
            await user.type(within(modal()).getByRole('textbox', { name: new RegExp(EVENT_TEXTS.emailLabel) }), lumen.email);
            await user.click(within(modal()).getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit }));
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'POST', path: '/api/event/5/exhibitor' }));
            await server.answerLatest(Response.json({ action: 'link', exhibitor: lumen }, { status: 201 }));
            expect(await screen.findByText(EVENT_TEXTS.exhibitorLinked)).toBeVisible();
          },
          'list.delete': () => user.click(screen.getByRole('button', { name: translate('en', EVENT_TEXTS.removeExhibitorLabel, { company: lumen.companyName }) })),
          'delete.cancel': () => user.click(within(confirmDialog()).getByRole('button', { name: EVENT_TEXTS.cancel })),
          'delete.confirm': () => user.click(within(confirmDialog()).getByRole('button', { name: EVENT_TEXTS.removeExhibitor })),
          ...({
            'xstate.done.actor.fetchPage': ({ event: step }: { event: { output: Page<EventExhibitor> } }) =>
              server.answerLatest(Response.json(exhibitorsPage(step.output.rows, 1, step.output.totalPages))),
            ...sectionAnswers(server, { message: EVENT_TEXTS.exhibitorRemoved }),
          } as object),
        },
      });
    });
  }
});
