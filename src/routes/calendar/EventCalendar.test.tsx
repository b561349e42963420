import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_TEXTS, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { eventFixture } from '../../test/fixtures/events';
import { renderPage } from '../../test/render-page';
import { localDateOf } from '../shared/event-form/calendar-moves';
import { EventsPage } from './EventsPage';
import { monthTitle } from './month-range';

/** FullCalendar's chunk arrives when the test lets it: its import waits for the gate, as a slow network would hold it. */
const chunk = vi.hoisted(() => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open: () => open() };
});
vi.mock('./FullEventCalendar', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** FullCalendar's day cells carry `data-date`. */
const fullCalendarShown = () => document.querySelector('[data-date]') !== null;

describe('the calendar: FullCalendar alone, an inert placeholder until it arrives', () => {
  it('holds the month’s place with nothing to press, then FullCalendar opens where the toolbar went, on the events asked for meanwhile', { timeout: 20_000 }, async () => {
    const now = new Date();
    const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const fair = eventFixture({ id: 200, name: 'Spring Fair', start: localDateOf(new Date(nextMonth.getFullYear(), nextMonth.getMonth(), 15)), end: localDateOf(new Date(nextMonth.getFullYear(), nextMonth.getMonth(), 16)) });
    const server = fakeServer({ 'GET /api/events': () => Response.json({ events: [fair] }) });
    const ranges = () => server.requests.filter((request) => request.method === 'GET' && request.path === '/api/events');
    await renderPage({ path: '/events', at: '/events', component: EventsPage, role: ROLES.admin });

    // The month is asked for while FullCalendar's chunk is held; its place is held by the placeholder alone.
    await waitFor(() => expect(ranges()).toHaveLength(1));
    const placeholder = screen.getByTestId('calendar-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('inert');
    expect(within(placeholder).queryAllByRole('button', { hidden: true })).toEqual([]);
    expect(within(placeholder).queryAllByRole('cell', { hidden: true })).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(fullCalendarShown()).toBe(false);

    // The toolbar steps to next month meanwhile: its title, and that month asked for.
    await userEvent.setup().click(screen.getByRole('button', { name: EVENT_TEXTS.next }));
    expect(screen.getByRole('heading', { level: 2, name: monthTitle(nextMonth) })).toBeInTheDocument();
    await waitFor(() => expect(ranges()).toHaveLength(2));

    chunk.open();
    await waitFor(() => expect(fullCalendarShown()).toBe(true));
    expect(screen.queryByTestId('calendar-placeholder')).toBeNull();
    await screen.findByText(fair.name);
    expect(document.querySelector(`[data-date="${fair.start}"]`)).toHaveTextContent(fair.name);
    expect(screen.getByRole('heading', { level: 2, name: monthTitle(nextMonth) })).toBeInTheDocument();
    // FullCalendar's first range is the month asked for meanwhile: no request of its own.
    expect(ranges()).toHaveLength(2);
  });
});
