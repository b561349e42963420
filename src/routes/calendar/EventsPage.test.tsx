import '../../design-system/testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, EVENT_MESSAGES, EVENT_TEXTS, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { formatWhen } from '../shared/dates';
import { localDateOf } from '../shared/event-form/calendar-moves';
import { EventsPage } from './EventsPage';
import { monthTitle } from './month-range';
import { existing, organiser, valid, serve, renderCalendar, calendarEvent, dialog, titleInput } from './calendar-testing';
import { translate } from '../../api/contract/i18n/translate';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('the calendar page', () => {
  // The file's first render pays for loading the page's modules.
  it('asks the server for the visible range only, and again when the user moves past it', { timeout: 20_000 }, async () => {
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
    await user.click(screen.getByRole('radio', { name: EVENT_TEXTS.views.week }));
    expect(screen.getByRole('radio', { name: EVENT_TEXTS.views.week })).toBeChecked();
    expect(ranges()).toHaveLength(2);
    // One step at a time: the next is taken once the calendar shows the week the last one reached
    // (its first day's date), so a slow machine cannot step past the first week that asks.
    const shown = () => document.querySelector('[data-date]')?.getAttribute('data-date');
    for (let week = 0; week < 7 && ranges().length === 2; week += 1) {
      const before = shown();
      await user.click(screen.getByRole('button', { name: EVENT_TEXTS.next }));
      await waitFor(() => expect(shown()).not.toBe(before));
    }
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

  it('adds an event on the first day of the month shown when today is not in it', { timeout: 20_000 }, async () => {
    serve();
    await renderCalendar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.next }));
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton }));
    const start = within(dialog()).getByLabelText(EVENT_TEXTS.startLabel);
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    // The month shown, not the last days of the month before that its grid begins with.
    expect(start).toHaveValue(localDateOf(next));
  });

  it('turns to the month of an event saved in another month', { timeout: 20_000 }, async () => {
    const server = serve();
    await renderCalendar();
    const user = userEvent.setup();
    const inThreeMonths = new Date();
    inThreeMonths.setDate(15);
    inThreeMonths.setMonth(inThreeMonths.getMonth() + 3);
    const day = localDateOf(inThreeMonths);
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton }));
    await screen.findByRole('dialog', { name: EVENT_TEXTS.modalAddTitle });
    await user.type(titleInput(), valid.name);
    // A one-day event three months on (the end field shows the last day).
    fireEvent.change(within(dialog()).getByLabelText(EVENT_TEXTS.startLabel), { target: { value: day } });
    fireEvent.change(within(dialog()).getByLabelText(EVENT_TEXTS.endLabel), { target: { value: day } });
    await user.click(within(dialog()).getByRole('button', { name: EVENT_TEXTS.addSubmit }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json({ ...existing, id: 99, name: valid.name, allDay: true, start: day, end: addDays(day, 1) }));
    expect(await screen.findByText(EVENT_TEXTS.created)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: monthTitle(inThreeMonths) })).toBeVisible());
  });

  it('lets an admin choose the organisers from a search, and sends their ids', { timeout: 20_000 }, async () => {
    const server = serve();
    await renderCalendar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton }));
    await user.type(titleInput(), valid.name);
    const name = `${organiser.User.firstname} ${organiser.User.lastname}`;
    await user.click(await within(dialog()).findByRole('button', { name: translate('en', EVENT_TEXTS.addOrganiser, { name: name }) }));
    expect(within(dialog()).getByRole('button', { name: translate('en', EVENT_TEXTS.removeOrganiser, { name: name }) })).toBeVisible();
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
