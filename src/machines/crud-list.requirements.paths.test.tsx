import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Page } from '../api/accounts';
import { ApiError } from '../api/client';
import { ARTWORK_TEXTS, type Requirement } from '../api/contract';
import { toast } from '../design-system';
import { crudListMachine } from './crud-list.machine';
import type { FakeServer } from '../test/fake-server';
import { testModelOf } from '../test/test-model';
import { requirementFixture } from '../test/fixtures/artwork';
import { arrivalOf, renderEventPage, sectionAnswers, sectionOffers, serveEventPage } from '../routes/events/event-page-testing';
import { pathName } from '../test/path-names';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof crudListMachine>;

const wall = requirementFixture({ versionCount: 3 });
const onePage = (rows: Requirement[]): Page<Requirement> => ({ rows, totalItems: rows.length, totalPages: 1, currentPage: 1 });
const listed = onePage([wall]);
const none = onePage([]);
const REQUIREMENTS = '/api/event/5/requirements';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const table = () => screen.getByRole('table', { name: ARTWORK_TEXTS.requirementsTitle });
const confirmDialog = () => screen.getByRole('alertdialog', { name: ARTWORK_TEXTS.deleteRequirementTitle });
const modal = () => screen.getByRole('dialog');

describe('Artwork requirements: every shortest path of the list machine, driven through the event page', () => {
  const model = testModelOf(crudListMachine, {
    events: [
      { type: 'list.add' },
      { type: 'list.edit', id: wall.id },
      { type: 'edit.saved' },
      { type: 'edit.close' },
      { type: 'list.delete', id: wall.id },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.fetchPage', output: listed },
      { type: 'xstate.done.actor.fetchPage', output: none },
      { type: 'xstate.error.actor.fetchPage', error: new ApiError(500, 'The database is away.') },
      { type: 'xstate.done.actor.remove', output: { message: ARTWORK_TEXTS.requirementDeleted, versionsRemoved: 3 } },
      { type: 'xstate.error.actor.remove', error: new ApiError(404, 'That requirement no longer exists.') },
    ] as never[],
    input: { fetchPage: async () => none, remove: async () => ({}), page: 1, search: '', signOutStatuses: [] },
    // Whether rows are shown, a failure is on screen, and which row the modal holds, tell the vertices
    // apart; so do a delete's answer and a closed modal, so that each gets a path of its own.
    serializeState: (state: State, step?: { type: string }) => {
      const { rows, failure, editingId } = state.context;
      return JSON.stringify([state.value, rows.length, failure !== null, editingId, arrivalOf(step)]);
    },
    // Only what the section lets a user do in that state, and only answers to a request in flight.
    // Only a requirement already there can be saved from the modal here: adding one is the section's own test.
    filterEvents: (state: State, { type }: { type: string }) => sectionOffers(state, type) && (type !== 'edit.saved' || state.context.editingId !== null),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state a requirements list can be in', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'loaded', 'empty', 'error', 'editing', 'confirmingDelete', 'deleting']) expect(reached).toContain(JSON.stringify(value));
  });

  it('closes the modal back onto a failed list, and takes each answer of a delete', () => {
    const walks = paths.map((path) => path.steps.map(({ event }) => (event as { type: string }).type).join(' '));
    expect(walks).toContainEqual(expect.stringMatching(/error\.actor\.fetchPage list\.add edit\.close$/));
    expect(walks).toContainEqual(expect.stringMatching(/xstate\.error\.actor\.remove$/));
    expect(walks).toContainEqual(expect.stringMatching(/xstate\.done\.actor\.remove$/));
  });

  for (const path of paths) {
    const name = pathName(path, (step) => {
      const output = step.output as Page<Requirement> | undefined;
      return output && 'rows' in output ? `${output.rows.length} rows` : undefined;
    });
    it(name, { timeout: pathCeiling(path) }, async () => {
      // The requirements, a save and a delete wait for the test.
      const server: FakeServer = serveEventPage(`GET ${REQUIREMENTS}`);
      await renderEventPage();
      const user = userEvent.setup();
      await screen.findByRole('table', { name: ARTWORK_TEXTS.requirementsTitle });

      await path.test({
        states: {
          loading: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: REQUIREMENTS }));
            expect(screen.queryByRole('dialog')).toBeNull();
          },
          loaded: async () => {
            const row = await within(table()).findByText(wall.name);
            expect(within(row.closest('tr')!).getByRole('button', { name: translate('en', ARTWORK_TEXTS.deleteRequirement, { name: wall.name }) })).toBeEnabled();
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            expect(screen.queryByRole('dialog')).toBeNull();
          },
          empty: async () => {
            expect(await within(table()).findByText(ARTWORK_TEXTS.noRequirements)).toBeVisible();
            expect(within(table()).queryByText(wall.name)).toBeNull();
          },
          error: async (state) => {
            // The failure shows in the table, unless rows from before are still there to show.
            if ((state as State).context.rows.length === 0) expect(await within(table()).findByText('The database is away.')).toBeVisible();
            else expect(await within(table()).findByText(wall.name)).toBeVisible();
          },
          editing: async (state) => {
            const editing = (state as State).context.editingId !== null;
            await waitFor(() => expect(modal()).toHaveAccessibleName(editing ? ARTWORK_TEXTS.editRequirementTitle : ARTWORK_TEXTS.addRequirementTitle));
            expect(within(modal()).getByLabelText(ARTWORK_TEXTS.nameLabel, { exact: false, selector: 'input' })).toHaveValue(editing ? wall.name : '');
          },
          confirmingDelete: async () => {
            expect(await screen.findByRole('alertdialog', { name: ARTWORK_TEXTS.deleteRequirementTitle })).toHaveTextContent(
              translate('en', ARTWORK_TEXTS.confirmDeleteRequirement, { name: wall.name, versions: wall.versionCount }),
            );
            expect(within(confirmDialog()).getByRole('button', { name: ARTWORK_TEXTS.delete })).toBeEnabled();
          },
          deleting: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'DELETE', path: `/api/requirement/${wall.id}` }));
            expect(within(confirmDialog()).getByRole('button', { name: ARTWORK_TEXTS.delete })).toBeDisabled();
          },
        },
        events: {
          'list.add': () => user.click(screen.getByRole('button', { name: ARTWORK_TEXTS.addRequirement })),
          'list.edit': () => user.click(screen.getByRole('button', { name: translate('en', ARTWORK_TEXTS.editRequirement, { name: wall.name }) })),
          'edit.close': () => user.click(within(modal()).getByRole('button', { name: ARTWORK_TEXTS.cancel })),
          'edit.saved': async () => {
            await user.click(within(modal()).getByRole('button', { name: ARTWORK_TEXTS.save }));
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'PUT', path: `/api/requirement/${wall.id}` }));
            await server.answerLatest(Response.json(wall));
            expect(await screen.findByText(ARTWORK_TEXTS.requirementUpdated)).toBeVisible();
          },
          'list.delete': () => user.click(screen.getByRole('button', { name: translate('en', ARTWORK_TEXTS.deleteRequirement, { name: wall.name }) })),
          'delete.cancel': () => user.click(within(confirmDialog()).getByRole('button', { name: ARTWORK_TEXTS.cancel })),
          'delete.confirm': () => user.click(within(confirmDialog()).getByRole('button', { name: ARTWORK_TEXTS.delete })),
          ...({
            'xstate.done.actor.fetchPage': ({ event: step }: { event: { output: Page<Requirement> } }) =>
              server.answerLatest(Response.json({ requirements: step.output.rows })),
            ...sectionAnswers(server, { message: ARTWORK_TEXTS.requirementDeleted, versionsRemoved: 3 }),
          } as object),
        },
      });
    });
  }
});
