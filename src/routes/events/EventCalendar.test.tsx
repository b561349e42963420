import '../../design-system/testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_TEXTS } from '../../api/contract';
import { toast } from '../../design-system';
import { busy, busyDay, cellOf, fair, fullCalendarShown, meeting, renderMonth } from './month-grid-testing';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('the calendar: the month first, FullCalendar when the user comes', () => {
  it('fetches FullCalendar only once the pointer comes, and FullCalendar opens on the events the month already has', { timeout: 20_000 }, async () => {
    const { ranges } = await renderMonth([...busy, fair]);
    expect(fullCalendarShown()).toBe(false);
    expect(within(cellOf(busyDay)).getByRole('button', { name: busy[0]!.name })).toBeVisible();

    fireEvent.pointerOver(screen.getByRole('table'));
    await waitFor(() => expect(fullCalendarShown()).toBe(true));
    expect(within(cellOf(fair.start)).getByText(fair.name)).toBeInTheDocument();
    expect(within(cellOf(busyDay)).getByText(busy[0]!.name)).toBeInTheDocument();
    // The range the month asked for is handed over: FullCalendar asks the server nothing more.
    expect(ranges()).toHaveLength(1);
  });

  it('keeps its grid while a press, or the dialog it opened, is on it: FullCalendar takes over after', { timeout: 20_000 }, async () => {
    await renderMonth([meeting]);
    const user = userEvent.setup();
    await user.pointer([{ keys: '[MouseLeft>]', target: cellOf(meeting.start) }]);
    // Pressed (the pointer came, so FullCalendar is on its way or here): the grid under the press stays.
    await user.pointer([{ target: cellOf(meeting.start) }]);
    expect(fullCalendarShown()).toBe(false);
    await user.pointer([{ keys: '[/MouseLeft]' }]);
    const dialog = await screen.findByRole('dialog', { name: EVENT_TEXTS.modalAddTitle });
    expect(within(dialog).getByLabelText(EVENT_TEXTS.startLabel)).toHaveValue(meeting.start);
    // The dialog it opened gives the focus back when it closes: the grid stays until then.
    expect(fullCalendarShown()).toBe(false);
    await user.click(within(dialog).getAllByRole('button', { name: EVENT_TEXTS.close })[0]!);
    await waitFor(() => expect(fullCalendarShown()).toBe(true));
  });
});
