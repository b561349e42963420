import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, APPROVAL_FLOW_MESSAGES, GUEST_TEXTS } from '../api/contract';
import { toast } from '../design-system';
import { bodyOf, draftOf, flowEditorMachine } from './flow-editor.machine';
import { flowFixture, printerGuest, reviewersFixture } from '../test/fixtures/approval-flows';
import { renderEventPage, serveEventPage } from '../routes/events/event-page-testing';
import type { FakeServer } from '../test/fake-server';
import { pathName } from '../test/path-names';
import { testModelOf } from '../test/test-model';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof flowEditorMachine>;

const FLOW = '/api/event/5/approval-flow';
const stored = flowFixture();
const savedAgain = flowFixture({ updatedAt: '2026-11-21T09:00:00.000Z' });
const loaded = { flow: stored, reviewers: reviewersFixture, overrides: [] };
const notStaff = new ApiError(400, APPROVAL_FLOW_MESSAGES.reviewerNotStaff, { 'stages.1.reviewers': APPROVAL_FLOW_MESSAGES.reviewerNotStaff });
const serverDown = new ApiError(503, 'The database is away.');

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const stageGroup = (place: number) => screen.getByRole('group', { name: translate('en', T.stageLegend, { place }) });
const nameField = (place: number) => within(stageGroup(place)).getByRole('textbox', { name: T.stageName });
const dialog = () => screen.getByRole('alertdialog');
/** Whether the draft is the stored flow as loaded: each path edits it once, so the graph stays small. */
const untouched = (state: State) => JSON.stringify(state.context.draft) === JSON.stringify(draftOf(state.context.flow));
/** Whether the draft is the stored flow but for a guest's email typed (and not added). */
const typedOnly = (state: State) => JSON.stringify(state.context.draft.map((stage) => ({ ...stage, guestEmail: '' }))) === JSON.stringify(draftOf(state.context.flow));
const guestField = (place: number) => within(stageGroup(place)).getByRole('textbox', { name: GUEST_TEXTS.guestEmailLabel });

describe('Approval flow editor: every shortest path of its machine, driven through the event page', () => {
  const model = testModelOf(flowEditorMachine, {
    input: { eventId: 5 },
    events: [
      { type: 'xstate.done.actor.load', output: loaded },
      { type: 'xstate.error.actor.load', error: serverDown },
      { type: 'flow.retry' },
      { type: 'flow.edit' },
      { type: 'flow.cancel' },
      { type: 'flow.save' },
      { type: 'stage.add' },
      { type: 'stage.change', index: 0, field: 'name', value: '' },
      { type: 'stage.change', index: 2, field: 'rule', value: 'named' },
      { type: 'stage.reviewer', index: 2, userId: 13, chosen: true },
      { type: 'stage.change', index: 2, field: 'guestEmail', value: 'Safety@Venue.example' },
      { type: 'stage.change', index: 2, field: 'guestEmail', value: 'not an email' },
      { type: 'stage.guest.add', index: 2 },
      { type: 'stage.guest.remove', index: 2, email: printerGuest.email },
      { type: 'stage.move', index: 0, by: 1 },
      { type: 'stage.remove', index: 2 },
      { type: 'xstate.done.actor.save', output: savedAgain },
      { type: 'xstate.error.actor.save', error: notStaff },
      { type: 'flow.remove' },
      { type: 'remove.cancel' },
      { type: 'remove.confirm' },
      { type: 'xstate.done.actor.remove' },
      { type: 'xstate.error.actor.remove', error: serverDown },
    ] as never[],
    serializeState: (state: State) => JSON.stringify([state.value, state.context.flow !== null, state.context.draft, Object.keys(state.context.errors).sort(), state.context.error]),
    filterEvents: (state: State, event: { type: string }) => {
      if (event.type.endsWith('actor.load')) return state.matches('loading');
      if (event.type === 'flow.retry') return state.matches('loadFailed');
      if (event.type.endsWith('actor.save')) return state.matches('saving');
      if (event.type.endsWith('actor.remove')) return state.matches('removing');
      if (event.type.startsWith('remove.')) return state.matches('confirmingRemove');
      if (event.type === 'flow.edit' || event.type === 'flow.remove') return state.matches('shown');
      if (!state.matches('editing')) return false;
      if (!event.type.startsWith('stage.')) return true;
      // A stage that is there, moved within the list.
      const { index = 0, by = 0, field, value } = event as { index?: number; by?: number; field?: string; value?: unknown };
      // Clearing an empty name changes nothing a person can do.
      if (field === 'name' && state.context.draft[index]?.name === value) return false;
      // Adding the guest typed: after typing it, its one change.
      if (event.type === 'stage.guest.add') return typedOnly(state) && (state.context.draft[index]?.guestEmail ?? '') !== '';
      return untouched(state) && index < state.context.draft.length && index + by < state.context.draft.length;
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state a person can see, and the save’s answers both ways', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'loadFailed', { shown: 'idle' }, { shown: 'saved' }, { shown: 'removed' }, 'editing', 'saving', 'confirmingRemove', 'removing']) expect(reached).toContain(JSON.stringify(value));
    const walks = paths.map((path) => path.steps.map(({ event }) => (event as { type: string }).type).join(' '));
    expect(walks).toContainEqual(expect.stringMatching(/xstate\.error\.actor\.save$/));
    expect(walks).toContainEqual(expect.stringMatching(/stage\.change flow\.save$/));
    // A guest typed, added and saved; one taken off and saved.
    expect(walks).toContainEqual(expect.stringMatching(/stage\.change stage\.guest\.add flow\.save$/));
    expect(walks).toContainEqual(expect.stringMatching(/stage\.guest\.remove flow\.save$/));
  });

  for (const path of paths) {
    const name = pathName(path, (event) => {
      if (event.type === 'stage.change') return `${String(event.index)}.${String(event.field)}=${JSON.stringify(event.value)}`;
      if (event.type === 'stage.move' || event.type === 'stage.remove' || event.type === 'stage.reviewer' || event.type === 'stage.guest.add') return String(event.index);
      if (event.type === 'stage.guest.remove') return `${String(event.index)}=${String(event.email)}`;
      return undefined;
    });
    it(name, { timeout: pathCeiling(path) }, async () => {
      // The flow's read, its save and its removal wait for the test; the rest of the page answers at once.
      const server: FakeServer = serveEventPage(`GET ${FLOW}`);
      await renderEventPage();
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: T.title });

      await path.test({
        states: {
          loading: async () => {
            expect(screen.getByText(T.loading)).toBeInTheDocument();
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: FLOW }));
          },
          loadFailed: async () => {
            expect(await screen.findByRole('button', { name: T.retry })).toBeEnabled();
            expect(screen.getByText(serverDown.message)).toBeVisible();
          },
          shown: async (snapshot) => {
            const { flow, error } = (snapshot as State).context;
            if (flow) {
              const stages = await screen.findByRole('list', { name: T.stagesLabel });
              expect(within(stages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(flow.stages.map((stage) => expect.stringContaining(stage.name)));
              expect(screen.getByRole('button', { name: T.edit })).toBeEnabled();
            } else {
              expect(await screen.findByText(T.noFlow)).toBeVisible();
              expect(screen.getByRole('button', { name: T.setUp })).toBeEnabled();
              expect(screen.queryByRole('button', { name: T.remove })).toBeNull();
            }
            if (error) expect(screen.getByText(error)).toBeVisible();
            expect(screen.queryByRole('button', { name: T.save })).toBeNull();
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
          },
          'shown.saved': async () => {
            expect(await screen.findByText(T.saved)).toBeVisible();
          },
          'shown.removed': async () => {
            expect(await screen.findByText(T.removed)).toBeVisible();
          },
          editing: async (snapshot) => {
            const { draft, errors, error } = (snapshot as State).context;
            await waitFor(() => expect(screen.getByRole('button', { name: T.save })).toBeEnabled());
            expect(within(screen.getByRole('list', { name: T.stagesLabel })).getAllByRole('group', { name: /^Stage \d+$/ })).toHaveLength(draft.length);
            for (const [index, stage] of draft.entries()) {
              const group = stageGroup(index + 1);
              expect(nameField(index + 1)).toHaveValue(stage.name);
              for (const reviewer of reviewersFixture) {
                const box = within(group).getByRole('checkbox', { name: new RegExp(`^${reviewer.name} `) });
                if (stage.reviewerIds.includes(reviewer.userId)) expect(box).toBeChecked();
                else expect(box).not.toBeChecked();
              }
              const decider = within(group).queryByRole('combobox', { name: T.decider });
              if (stage.rule === 'named') expect(decider).toHaveValue(stage.deciderId === null ? '' : String(stage.deciderId));
              else expect(decider).toBeNull();
              // Each refusal beside its field.
              const nameError = errors[`stages.${index}.name`];
              if (nameError) expect(nameField(index + 1)).toHaveAccessibleDescription(nameError);
              else expect(nameField(index + 1)).not.toHaveAttribute('aria-invalid');
              const deciderError = errors[`stages.${index}.deciderId`];
              if (deciderError) expect(decider).toHaveAccessibleDescription(expect.stringContaining(deciderError));
              // Its guests by email, and the one typed, refused under its field.
              const guests = within(group).queryByRole('list', { name: GUEST_TEXTS.listTitle });
              expect(guests ? within(guests).getAllByRole('listitem').map((item) => item.textContent) : []).toEqual(stage.guestEmails.map((email) => expect.stringContaining(email)));
              expect(guestField(index + 1)).toHaveValue(stage.guestEmail);
              const guestError = errors[`stages.${index}.guestEmail`];
              if (guestError) expect(guestField(index + 1)).toHaveAccessibleDescription(guestError);
              else expect(guestField(index + 1)).not.toHaveAttribute('aria-invalid');
              const reviewersError = errors[`stages.${index}.reviewers`];
              const reviewers = within(group).getByRole('group', { name: T.reviewers });
              if (reviewersError) expect(reviewers).toHaveAccessibleDescription(reviewersError);
              else expect(reviewers).toHaveAccessibleDescription(T.reviewersHint);
            }
            if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
          },
          saving: async (snapshot) => {
            const { draft } = (snapshot as State).context;
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'PUT', path: FLOW }));
            expect(server.pending().at(-1)!.body).toEqual(bodyOf(draft));
            expect(screen.getByRole('button', { name: T.saving })).toBeDisabled();
          },
          confirmingRemove: async () => {
            expect(await screen.findByRole('alertdialog', { name: T.removeTitle })).toHaveTextContent(T.removeMessage);
          },
          removing: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'DELETE', path: FLOW }));
            expect(dialog()).toBeInTheDocument();
          },
        },
        events: {
          'flow.retry': () => user.click(screen.getByRole('button', { name: T.retry })),
          'flow.edit': async () => user.click(await screen.findByRole('button', { name: (snapshotName) => snapshotName === T.edit || snapshotName === T.setUp })),
          'flow.cancel': () => user.click(screen.getByRole('button', { name: T.cancel })),
          'flow.save': () => user.click(screen.getByRole('button', { name: T.save })),
          'flow.remove': async () => user.click(await screen.findByRole('button', { name: T.remove })),
          'remove.cancel': () => user.click(within(dialog()).getByRole('button', { name: T.cancel })),
          'remove.confirm': () => user.click(within(dialog()).getByRole('button', { name: T.removeConfirm })),
          'stage.add': () => user.click(screen.getByRole('button', { name: T.addStage })),
          'stage.change': async ({ event }: { event: unknown }) => {
            const { index, field, value } = event as { index: number; field: string; value: string };
            if (field === 'name') await user.clear(nameField(index + 1));
            else if (field === 'guestEmail') await user.type(guestField(index + 1), value);
            else await user.selectOptions(within(stageGroup(index + 1)).getByRole('combobox', { name: T.rule }), value);
          },
          'stage.reviewer': ({ event }: { event: unknown }) => {
            const { index, userId } = event as { index: number; userId: number };
            const reviewer = reviewersFixture.find((one) => one.userId === userId)!;
            return user.click(within(stageGroup(index + 1)).getByRole('checkbox', { name: new RegExp(`^${reviewer.name} `) }));
          },
          'stage.guest.add': ({ event }: { event: unknown }) => user.click(within(stageGroup((event as { index: number }).index + 1)).getByRole('button', { name: GUEST_TEXTS.addGuest })),
          'stage.guest.remove': ({ event }: { event: unknown }) => {
            const { index, email } = event as { index: number; email: string };
            return user.click(within(stageGroup(index + 1)).getByRole('button', { name: translate('en', GUEST_TEXTS.removeGuest, { email }) }));
          },
          'stage.move': ({ event }: { event: unknown }) => {
            const { index } = event as { index: number };
            return user.click(screen.getByRole('button', { name: translate('en', T.moveDown, { name: stored.stages[index]!.name }) }));
          },
          'stage.remove': ({ event }: { event: unknown }) => {
            const { index } = event as { index: number };
            return user.click(screen.getByRole('button', { name: translate('en', T.removeStage, { name: stored.stages[index]!.name }) }));
          },
          ...({
            'xstate.done.actor.load': () => server.answerLatest(Response.json({ event: stored, requirements: [] }), { method: 'GET', path: FLOW }),
            'xstate.error.actor.load': () => server.answerLatest(Response.json({ message: serverDown.message }, { status: serverDown.status }), { method: 'GET', path: FLOW }),
            'xstate.done.actor.save': () => server.answerLatest(Response.json(savedAgain), { method: 'PUT', path: FLOW }),
            'xstate.error.actor.save': () => server.answerLatest(Response.json({ message: notStaff.message, errors: notStaff.errors }, { status: 400 }), { method: 'PUT', path: FLOW }),
            'xstate.done.actor.remove': () => server.answerLatest(new Response(null, { status: 204 }), { method: 'DELETE', path: FLOW }),
            'xstate.error.actor.remove': () => server.answerLatest(Response.json({ message: serverDown.message }, { status: serverDown.status }), { method: 'DELETE', path: FLOW }),
          } as object),
        },
      });
    });
  }
});
