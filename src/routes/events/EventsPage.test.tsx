import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/client';
import { EVENT_MESSAGES, EVENT_TEXTS, ROLES, type EventBodyInput } from '../../api/contract';
import { toast } from '../../design-system';
import { calendarModalMachine } from '../../machines/calendar-modal.machine';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { testModelOf } from '../../test/test-model';
import { formatWhen } from '../shared/dates';
import { localDateOf, todayDraft } from './event-form';
import { EventsPage } from './EventsPage';
import { eventFixture } from '../../test/fixtures/events';
import { organiserFixture, pageOf } from '../../test/fixtures/users';

const existing = eventFixture({ venue: 'Hall A', location: 'Berlin' });
const organiser = organiserFixture(41);
const saved = eventFixture({ id: 8, name: 'Board meeting' });
const valid: EventBodyInput = { name: 'Board meeting', category: 'Primary', start: '2025-10-01', end: '2025-10-02' };
const invalid: EventBodyInput = { ...valid, name: '' };

/** The calendar's range and the organisers to pick from are answered at once; saves and deletes wait for the test. */
function serve(): FakeServer {
  return fakeServer({
    'GET /api/events': () => Response.json({ events: [existing] }),
    'GET /api/event-organisers': () => Response.json(pageOf('eventOrganisers', [organiser], 1)),
  });
}

async function renderCalendar(role: (typeof ROLES)[keyof typeof ROLES] = ROLES.admin) {
  const rendered = await renderPage({ path: '/events', at: '/events', component: EventsPage, role });
  await screen.findByText(existing.name);
  return rendered;
}

/**
 * An event on the calendar. jsdom lays nothing out, so FullCalendar keeps its events unmeasured and
 * hidden, out of the accessibility tree: the chip is found by its text, then its button.
 */
const calendarEvent = (name: string) => screen.getByText(name).closest<HTMLElement>('[role="button"]')!;

const dialog = () => screen.getByRole('dialog');
const alertDialog = () => screen.getByRole('alertdialog');
const titleInput = () => within(dialog()).getByLabelText(EVENT_TEXTS.titleLabel);

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
      { type: 'xstate.done.actor.remove', output: { message: EVENT_TEXTS.deletedWithLinks(2), exhibitorLinksRemoved: 2 } },
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
    it(`${steps} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: 20_000 }, async () => {
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
            expect(confirm).toHaveTextContent(EVENT_TEXTS.confirmDeleteMessage(existing.name, existing.exhibitorCount));
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
              server.answer(Response.json({ message: EVENT_TEXTS.deletedWithLinks(2), exhibitorLinksRemoved: 2 })),
            'xstate.error.actor.remove': () => server.answer(Response.json({ message: EVENT_MESSAGES.eventNotFound }, { status: 404 })),
          } as object),
        },
      });
    });
  }
});

describe('the calendar page', () => {
  it('asks the server for the visible range only, and again when the user moves past it', async () => {
    const server = serve();
    await renderCalendar();
    const user = userEvent.setup();
    const ranges = () => server.requests.filter((request) => request.path === '/api/events').map((request) => request.search);
    const days = (range: URLSearchParams) => Math.round((Date.parse(range.get('end')!) - Date.parse(range.get('start')!)) / 86_400_000);
    // A month grid: five or six whole weeks around this month, never everything.
    expect(ranges()).toHaveLength(1);
    expect([35, 42]).toContain(days(ranges()[0]!));

    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.next }));
    await waitFor(() => expect(ranges()).toHaveLength(2));
    expect([35, 42]).toContain(days(ranges()[1]!));
    expect(Date.parse(ranges()[1]!.get('start')!)).toBeGreaterThan(Date.parse(ranges()[0]!.get('start')!));

    // A week inside the month already loaded needs no request; the first week past it asks for that week.
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.views.week }));
    expect(screen.getByRole('button', { name: EVENT_TEXTS.views.week })).toHaveAttribute('aria-pressed', 'true');
    expect(ranges()).toHaveLength(2);
    for (let week = 0; week < 7 && ranges().length === 2; week += 1) await user.click(screen.getByRole('button', { name: EVENT_TEXTS.next }));
    await waitFor(() => expect(ranges()).toHaveLength(3));
    expect(days(ranges()[2]!)).toBe(7);
  });

  it('is read-only for a user: no Add Event, and an event shows its summary without Edit or Open event', async () => {
    serve();
    await renderCalendar(ROLES.user);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: EVENT_TEXTS.addButton })).toBeNull();
    await user.click(calendarEvent(existing.name));
    const summary = await screen.findByRole('dialog', { name: existing.name });
    expect(summary).toHaveTextContent(formatWhen(existing));
    expect(within(summary).queryByRole('button', { name: EVENT_TEXTS.edit })).toBeNull();
    expect(within(summary).queryByRole('link', { name: EVENT_TEXTS.openEvent })).toBeNull();
  });

  it('adds an event on the first day in view when today is not in view', { timeout: 20_000 }, async () => {
    serve();
    await renderCalendar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.next }));
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton }));
    const start = within(dialog()).getByLabelText(EVENT_TEXTS.startLabel);
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    // The month grid starts on the week of the 1st: its first day is on or before the 1st, in the week before it at most.
    const first = Date.parse((start as HTMLInputElement).value);
    expect(first).toBeLessThanOrEqual(Date.parse(localDateOf(next)));
    expect(Date.parse(localDateOf(next)) - first).toBeLessThan(7 * 86_400_000);
  });

  it('lets an admin choose the organisers from a search, and sends their ids', { timeout: 20_000 }, async () => {
    const server = serve();
    await renderCalendar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton }));
    await user.type(titleInput(), valid.name);
    const name = `${organiser.User.firstname} ${organiser.User.lastname}`;
    await user.click(await within(dialog()).findByRole('button', { name: EVENT_TEXTS.addOrganiser(name) }));
    expect(within(dialog()).getByRole('button', { name: EVENT_TEXTS.removeOrganiser(name) })).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: EVENT_TEXTS.addSubmit }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]!.body).toMatchObject({ name: valid.name, organiserIds: [organiser.id] });
  });
});

describe('the calendar page for an organiser', () => {
  it('shows the event’s organisers as they are, says who may change them, and sends none', { timeout: 20_000 }, async () => {
    const server = fakeServer({
      'GET /api/events': () => Response.json({ events: [{ ...existing, organisers: [{ id: 3, name: 'Orla Org' }] }] }),
    });
    await renderCalendar(ROLES.organizer);
    const user = userEvent.setup();
    await user.click(calendarEvent(existing.name));
    await user.click(within(await screen.findByRole('dialog', { name: existing.name })).getByRole('button', { name: EVENT_TEXTS.edit }));
    await screen.findByRole('dialog', { name: EVENT_TEXTS.modalEditTitle });
    expect(dialog()).toHaveTextContent('Orla Org');
    expect(dialog()).toHaveTextContent(EVENT_MESSAGES.organisersNotYours);
    expect(within(dialog()).queryByRole('searchbox', { name: EVENT_TEXTS.organiserSearch })).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: EVENT_TEXTS.updateSubmit }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]!.body).not.toHaveProperty('organiserIds');
  });

  it('says when the events cannot be loaded', async () => {
    fakeServer({ 'GET /api/events': () => Response.json({ message: 'Ask for at most 400 days at a time.' }, { status: 400 }) });
    await renderPage({ path: '/events', at: '/events', component: EventsPage, role: ROLES.admin });
    expect(await screen.findByText('Ask for at most 400 days at a time.')).toBeVisible();
  });
});
