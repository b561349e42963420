import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Page } from '../api/accounts';
import { ApiError } from '../api/client';
import { GUEST_MESSAGES, GUEST_TEXTS, type GuestGrant } from '../api/contract';
import { toast } from '../design-system';
import { crudListMachine } from './crud-list.machine';
import type { FakeServer } from '../test/fake-server';
import { testModelOf } from '../test/test-model';
import { arrivalOf, renderEventPage, sectionOffers, serveEventPage } from '../routes/events/event-page-testing';
import { pathName } from '../test/path-names';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof crudListMachine>;

const grant = (overrides: Partial<GuestGrant>): GuestGrant => ({
  id: 1,
  eventId: 5,
  userId: 31,
  email: 'print@shop.example',
  stageName: 'Printer',
  invitedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
  state: 'active',
  ...overrides,
});
const printer = grant({});
/** Revoked before: listed, with nothing left to revoke. */
const safety = grant({ id: 2, userId: 32, email: 'safety@venue.example', stageName: 'Safety', revokedAt: '2026-11-21T10:00:00.000Z', state: 'revoked' });
const onePage = (rows: GuestGrant[]): Page<GuestGrant> => ({ rows, totalItems: rows.length, totalPages: 1, currentPage: 1 });
const listed = onePage([printer, safety]);
const none = onePage([]);
const GUESTS = '/api/event/5/guests';
const refused = new ApiError(409, GUEST_MESSAGES.alreadyRevoked);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const table = () => screen.getByRole('table', { name: GUEST_TEXTS.listTitle });
const confirmDialog = () => screen.getByRole('alertdialog', { name: GUEST_TEXTS.revokeTitle });
const revokeButton = () => screen.getByRole('button', { name: translate('en', GUEST_TEXTS.revokeOf, { email: printer.email, stage: printer.stageName }) });

describe('Guest reviewers: every shortest path of the list machine, driven through the event page', () => {
  const model = testModelOf(crudListMachine, {
    events: [
      { type: 'list.delete', id: printer.id },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.fetchPage', output: listed },
      { type: 'xstate.done.actor.fetchPage', output: none },
      { type: 'xstate.error.actor.fetchPage', error: new ApiError(500, 'The database is away.') },
      { type: 'xstate.done.actor.remove', output: { ...printer, state: 'revoked' } },
      { type: 'xstate.error.actor.remove', error: refused },
    ] as never[],
    input: { fetchPage: async () => none, remove: async () => ({}), page: 1, search: '', signOutStatuses: [] },
    serializeState: (state: State, step?: { type: string }) => {
      const { rows, failure } = state.context;
      return JSON.stringify([state.value, rows.length, failure !== null, arrivalOf(step)]);
    },
    // The list has no add and no edit: only revoking, and the answers to the request in flight.
    filterEvents: (state: State, { type }: { type: string }) => !type.startsWith('list.add') && sectionOffers(state, type),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state the list can be in, and takes each answer of a revocation', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'loaded', 'empty', 'error', 'confirmingDelete', 'deleting']) expect(reached).toContain(JSON.stringify(value));
    const walks = paths.map((path) => path.steps.map(({ event }) => (event as { type: string }).type).join(' '));
    expect(walks).toContainEqual(expect.stringMatching(/xstate\.error\.actor\.remove$/));
    expect(walks).toContainEqual(expect.stringMatching(/xstate\.done\.actor\.remove$/));
  });

  for (const path of paths) {
    const name = pathName(path, (step) => {
      const output = step.output as Page<GuestGrant> | undefined;
      return output && 'rows' in output ? `${output.rows.length} rows` : undefined;
    });
    it(name, { timeout: pathCeiling(path) }, async () => {
      // The guests and a revocation wait for the test.
      const server: FakeServer = serveEventPage(`GET ${GUESTS}`);
      await renderEventPage();
      const user = userEvent.setup();
      await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: GUESTS }));

      await path.test({
        states: {
          loading: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: GUESTS }));
          },
          loaded: async () => {
            const row = (await within(table()).findByText(printer.email)).closest('tr')!;
            expect(within(row).getByText(GUEST_TEXTS.states.active)).toBeVisible();
            expect(revokeButton()).toBeEnabled();
            // A revoked guest is listed, with nothing to revoke.
            const revoked = within(table()).getByText(safety.email).closest('tr')!;
            expect(within(revoked).getByText(GUEST_TEXTS.states.revoked)).toBeVisible();
            expect(within(revoked).queryByRole('button')).toBeNull();
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
          },
          empty: async () => {
            // An event without guests shows no list at all.
            await waitFor(() => expect(screen.queryByRole('table', { name: GUEST_TEXTS.listTitle })).toBeNull());
          },
          error: async (state) => {
            if ((state as State).context.rows.length === 0) expect(await within(table()).findByText('The database is away.')).toBeVisible();
            else expect(await within(table()).findByText(printer.email)).toBeVisible();
          },
          confirmingDelete: async () => {
            expect(await screen.findByRole('alertdialog', { name: GUEST_TEXTS.revokeTitle })).toHaveTextContent(translate('en', GUEST_TEXTS.revokeBody, { email: printer.email, stage: printer.stageName }));
            expect(within(confirmDialog()).getByRole('button', { name: GUEST_TEXTS.revoke })).toBeEnabled();
          },
          deleting: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'DELETE', path: `/api/event/5/guest/${printer.id}` }));
            expect(within(confirmDialog()).getByRole('button', { name: GUEST_TEXTS.revoke })).toBeDisabled();
          },
        },
        events: {
          'list.delete': () => user.click(revokeButton()),
          'delete.cancel': () => user.click(within(confirmDialog()).getByRole('button', { name: GUEST_TEXTS.cancel })),
          'delete.confirm': () => user.click(within(confirmDialog()).getByRole('button', { name: GUEST_TEXTS.revoke })),
          ...({
            'xstate.done.actor.fetchPage': ({ event: step }: { event: { output: Page<GuestGrant> } }) => server.answerLatest(Response.json({ guests: step.output.rows })),
            'xstate.error.actor.fetchPage': ({ event }: { event: { error: ApiError } }) => server.answerLatest(Response.json({ message: event.error.message }, { status: event.error.status })),
            'xstate.done.actor.remove': async () => {
              await server.answerLatest(Response.json({ ...printer, revokedAt: '2026-11-22T10:00:00.000Z', state: 'revoked' }));
              expect(await screen.findByText(translate('en', GUEST_TEXTS.revoked, { email: printer.email }))).toBeVisible();
            },
            'xstate.error.actor.remove': async ({ event }: { event: { error: ApiError } }) => {
              await server.answerLatest(Response.json({ message: event.error.message }, { status: event.error.status }));
              expect(await screen.findByText(event.error.message)).toBeVisible();
            },
          } as object),
        },
      });
    });
  }
});
