import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, EVENT_TEXTS } from '../../api/contract';
import { toast } from '../../design-system';
import { calendarEvent } from './calendar-testing';
import { monthWeeks } from './month-grid';
import { busy, busyDay, cellOf, fair, fullCalendarShown, meeting, renderMonth, timed, weeks } from './month-grid-testing';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

// FullCalendar's chunk has not arrived yet, whatever the user does: what the month grid does alone.
vi.mock('./FullEventCalendar', () => new Promise(() => {}));

describe('the month before FullCalendar has come', () => {
  it('is drawn from the range the server answered: each event in its days, the overflow behind +N more', { timeout: 20_000 }, async () => {
    const { ranges } = await renderMonth([...busy, fair, timed]);
    expect(fullCalendarShown()).toBe(false);
    expect(screen.getByRole('table')).toHaveAccessibleName(new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date()));
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getAllByRole('cell')).toHaveLength(42);

    // Three events a day, then "+2 more".
    const day = within(cellOf(busyDay));
    for (const shown of busy.slice(0, 3)) expect(day.getByRole('button', { name: shown.name })).toBeVisible();
    for (const hidden of busy.slice(3)) expect(screen.queryByText(hidden.name)).toBeNull();
    expect(day.getByRole('button', { name: EVENT_TEXTS.moreInDay(2) })).toHaveAttribute('title', EVENT_TEXTS.moreInDayHint(2));

    // A bar from its first day to the week's end, and on from the next week's first day.
    expect(within(cellOf(fair.start)).getByRole('button', { name: fair.name })).toBeVisible();
    expect(within(cellOf(weeks[2]![0]!)).getByRole('button', { name: fair.name })).toBeVisible();
    expect(screen.getAllByRole('button', { name: fair.name })).toHaveLength(2);

    // A timed event shows its start as the month view writes it.
    expect(within(cellOf(weeks[3]![2]!)).getByRole('button', { name: `10:30a ${timed.name}` })).toBeVisible();
    expect(ranges()).toHaveLength(1);

  });

  it('moves a month back and forth on its own, one range a month', { timeout: 20_000 }, async () => {
    const { ranges } = await renderMonth([meeting]);
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    // Next pressed with no pointer or focus on the calendar yet: the app's grid steps a month itself.
    screen.getByRole('button', { name: EVENT_TEXTS.next }).click();
    await waitFor(() => expect(ranges()).toHaveLength(2));
    const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(next);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(ranges()[1]!.search.get('start')!.slice(0, 10)).toBe(monthWeeks(next)[0]![0]);
    expect(fullCalendarShown()).toBe(false);
  });

  it('adds an event on the days a press goes across', { timeout: 20_000 }, async () => {
    await renderMonth([meeting]);
    const [first, last] = [weeks[3]![1]!, weeks[3]![3]!];
    const user = userEvent.setup();
    await user.pointer([{ keys: '[MouseLeft>]', target: cellOf(first) }, { target: cellOf(last) }, { keys: '[/MouseLeft]' }]);
    const dialog = await screen.findByRole('dialog', { name: EVENT_TEXTS.modalAddTitle });
    expect(within(dialog).getByLabelText(EVENT_TEXTS.startLabel)).toHaveValue(first);
    expect(within(dialog).getByLabelText(EVENT_TEXTS.endLabel)).toHaveValue(last);
  });

  it('moves an event dragged to another day: it shows there while the move saves', { timeout: 20_000 }, async () => {
    const { server } = await renderMonth([meeting]);
    const to = weeks[4]![2]!;
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: calendarEvent(meeting.name), coords: { clientX: 10, clientY: 10 } },
      { target: cellOf(to), coords: { clientX: 200, clientY: 300 } },
      { keys: '[/MouseLeft]' },
    ]);
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'PUT', path: `/api/event/${meeting.id}`, body: { name: meeting.name, allDay: true, start: to, end: addDays(to, 1) } });
    expect(within(cellOf(to)).getByText(meeting.name)).toBeInTheDocument();
    // No click after a drag: the summary stays shut.
    expect(screen.queryByRole('dialog')).toBeNull();
    await server.answer(Response.json({ ...meeting, start: to, end: addDays(to, 1) }));
    expect(await screen.findByText(EVENT_TEXTS.updated)).toBeVisible();
  });

  it('opens an event from the keyboard', { timeout: 20_000 }, async () => {
    await renderMonth([meeting]);
    const user = userEvent.setup();
    calendarEvent(meeting.name).focus();
    // The focus fetches FullCalendar, but the grid it is in stays until the focus leaves.
    expect(fullCalendarShown()).toBe(false);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: meeting.name })).toBeVisible();
  });
});
