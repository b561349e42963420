import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { EVENT_MESSAGES, EVENT_TEXTS, type EventBodyInput } from '../api/contract';
import { toast } from '../design-system';
import { calendarModalMachine } from './calendar-modal.machine';
import { testModelOf } from '../test/test-model';
import { todayDraft } from '../routes/shared/event-form/calendar-moves';
import { eventFixture } from '../test/fixtures/events';
import { existing, valid, serve, renderCalendar, calendarEvent, dialog, titleInput } from '../routes/calendar/calendar-testing';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

const saved = eventFixture({ id: 8, name: 'Board meeting' });
const invalid: EventBodyInput = { ...valid, name: '' };

const alertDialog = () => screen.getByRole('alertdialog');

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

type State = SnapshotFrom<typeof calendarModalMachine>;

describe('Calendar modal: every shortest path of its machine, driven through the calendar page', () => {
  const model = testModelOf(calendarModalMachine, {
    events: [
      { type: 'modal.add', draft: todayDraft() },
      { type: 'modal.open', event: existing },
      { type: 'modal.edit', event: existing },
      { type: 'modal.close' },
      { type: 'form.submit', body: valid },
      { type: 'form.submit', body: invalid },
      { type: 'form.edit', field: 'name' },
      { type: 'event.delete' },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.save', output: saved },
      { type: 'xstate.error.actor.save', error: new ApiError(403, EVENT_MESSAGES.notYours) },
      { type: 'xstate.done.actor.remove', output: { message: translate('en', EVENT_TEXTS.deletedWithLinks, { count: 2 }), exhibitorLinksRemoved: 2 } },
      { type: 'xstate.error.actor.remove', error: new ApiError(404, EVENT_MESSAGES.eventNotFound) },
    ] as never[],
    // Only what the state handles: a click the modal ignores is no transition. On the calendar
    // Edit is reached through the event's summary (the event's page sends it from closed).
    filterEvents: (state: State, event: { type: string }) => state.can(event as never) && !(state.matches('closed') && event.type === 'modal.edit'),
    // Each transition (from, event, to) is a vertex of its own, so the shortest paths take every
    // one: closing, saving and deleting each end in "closed" by their own path.
    serializeState: (state: State, event?: { type: string }, previous?: State) =>
      JSON.stringify([
        previous?.value ?? null,
        event?.type ?? null,
        state.value,
        state.context.event?.id ?? null,
        state.context.error,
        Object.keys(state.context.errors),
      ]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['closed', 'viewing', 'adding', 'editing', 'saving', 'confirmingDelete', 'deleting']) expect(reached).toContain(JSON.stringify(state));
  });

  for (const path of paths) {
    const steps = path.steps
      .map(({ event }) => event as { type: string; body?: EventBodyInput })
      .map((event) => (event.type === 'form.submit' ? `form.submit(${event.body?.name ? 'valid' : 'empty title'})` : event.type))
      .join(' → ');
    it(`${steps} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      const server = serve();
      await renderCalendar();
      const user = userEvent.setup();

      const formChecks = (state: State, submitLabel: string) => {
        expect(dialog()).toHaveAccessibleDescription(EVENT_TEXTS.modalSubtitle);
        expect(within(dialog()).getByRole('button', { name: submitLabel })).toBeEnabled();
        const { error, errors } = state.context;
        if (errors.name) expect(within(dialog()).getByText(EVENT_MESSAGES.titleRequired)).toBeVisible();
        else expect(within(dialog()).queryByText(EVENT_MESSAGES.titleRequired)).toBeNull();
        if (error && Object.keys(errors).length === 0) expect(within(dialog()).getByRole('alert')).toHaveTextContent(error);
      };

      await path.test({
        states: {
          closed: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          },
          viewing: async () => {
            const summary = await screen.findByRole('dialog', { name: existing.name });
            expect(summary).toHaveTextContent(`${existing.venue}, ${existing.location}`);
            expect(within(summary).getByRole('link', { name: EVENT_TEXTS.openEvent })).toHaveAttribute('href', `/event-details/${existing.id}`);
            expect(within(summary).getByRole('button', { name: EVENT_TEXTS.edit })).toBeEnabled();
          },
          adding: async (state) => {
            await screen.findByRole('dialog', { name: EVENT_TEXTS.modalAddTitle });
            formChecks(state as State, EVENT_TEXTS.addSubmit);
            expect(within(dialog()).queryByRole('button', { name: EVENT_TEXTS.delete })).toBeNull();
          },
          editing: async (state) => {
            await screen.findByRole('dialog', { name: EVENT_TEXTS.modalEditTitle });
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            formChecks(state as State, EVENT_TEXTS.updateSubmit);
            expect(within(dialog()).getByRole('button', { name: EVENT_TEXTS.delete })).toBeEnabled();
          },
          saving: (state) => {
            const editing = (state as State).context.event !== null;
            const submit = within(dialog()).getByRole('button', { name: editing ? EVENT_TEXTS.updateSubmit : EVENT_TEXTS.addSubmit });
            expect(submit).toBeDisabled();
            const [request] = server.pending();
            expect(request).toMatchObject({ method: editing ? 'PUT' : 'POST', path: editing ? `/api/event/${existing.id}` : '/api/event' });
            expect(request!.body).toMatchObject({ name: valid.name });
          },
          confirmingDelete: async () => {
            const confirm = await screen.findByRole('alertdialog', { name: EVENT_TEXTS.confirmDeleteTitle });
            expect(confirm).toHaveTextContent(translate('en', EVENT_TEXTS.confirmDeleteMessage, { name: existing.name, exhibitorLinks: existing.exhibitorCount }));
            expect(within(confirm).getByRole('button', { name: EVENT_TEXTS.delete })).toBeEnabled();
          },
          deleting: () => {
            expect(within(alertDialog()).getByRole('button', { name: EVENT_TEXTS.delete })).toBeDisabled();
            expect(server.pending()[0]).toMatchObject({ method: 'DELETE', path: `/api/event/${existing.id}` });
          },
        },
        events: {
          'modal.add': () => user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton })),
          'modal.open': () => user.click(calendarEvent(existing.name)),
          'modal.edit': () => user.click(within(dialog()).getByRole('button', { name: EVENT_TEXTS.edit })),
          'modal.close': () => user.click(within(dialog()).getAllByRole('button', { name: EVENT_TEXTS.close })[0]!),
          'form.submit': async ({ event }: { event: unknown }) => {
            const { body } = event as { body: EventBodyInput };
            await user.clear(titleInput());
            if (body.name) await user.type(titleInput(), body.name);
            await user.click(within(dialog()).getByRole('button', { name: /^(Add Event|Update Changes)$/ }));
          },
          'form.edit': () => user.type(titleInput(), 'B'),
          'event.delete': () => user.click(within(dialog()).getByRole('button', { name: EVENT_TEXTS.delete })),
          'delete.cancel': () => user.click(within(alertDialog()).getByRole('button', { name: EVENT_TEXTS.cancel })),
          'delete.confirm': () => user.click(within(alertDialog()).getByRole('button', { name: EVENT_TEXTS.delete })),
          ...({
            'xstate.done.actor.save': () => server.answer(Response.json(saved, { status: 201 })),
            'xstate.error.actor.save': () => server.answer(Response.json({ message: EVENT_MESSAGES.notYours }, { status: 403 })),
            'xstate.done.actor.remove': () =>
              server.answer(Response.json({ message: translate('en', EVENT_TEXTS.deletedWithLinks, { count: 2 }), exhibitorLinksRemoved: 2 })),
            'xstate.error.actor.remove': () => server.answer(Response.json({ message: EVENT_MESSAGES.eventNotFound }, { status: 404 })),
          } as object),
        },
      });
    });
  }
});
