import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_TEXTS, REMINDER_DAYS_DEFAULT, REMINDER_MESSAGES, REMINDER_TEXTS, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { reminderDaysText } from '../shared/event-form/event-form';
import { EventsPage } from './EventsPage';
import { eventFixture } from '../../test/fixtures/events';

const existing = eventFixture({ reminderDays: [5, 2] });

const renderCalendar = async () => {
  const server = fakeServer({ 'GET /api/events': () => Response.json({ events: [existing] }) });
  await renderPage({ path: '/events', at: '/events', component: EventsPage, role: ROLES.organizer });
  await screen.findByText(existing.name);
  return server;
};
const dialog = () => screen.getByRole('dialog');
const daysInput = () => within(dialog()).getByLabelText(REMINDER_TEXTS.reminderDays);
const submit = () => within(dialog()).getByRole('button', { name: /^(Add Event|Update Changes)$/ });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('the event modal’s reminder days', () => {
  it('starts a new event with the default days, and sends the days the organiser typed', { timeout: 20_000 }, async () => {
    const server = await renderCalendar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton }));
    // The dialogs' code is fetched as the calendar is first approached: this click may come first.
    await screen.findByRole('dialog');
    expect(daysInput()).toHaveValue(reminderDaysText(REMINDER_DAYS_DEFAULT));
    expect(daysInput()).toHaveAccessibleDescription(EVENT_TEXTS.reminderDaysHint);
    await user.type(within(dialog()).getByLabelText(EVENT_TEXTS.titleLabel), 'Expo');
    await user.clear(daysInput());
    await user.type(daysInput(), '2, 14,7');
    await user.click(submit());
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'POST', path: '/api/event', body: { name: 'Expo', reminderDays: [2, 14, 7] } });
  });

  it('shows the event’s own days when editing it; left empty, no reminders go out', { timeout: 20_000 }, async () => {
    const server = await renderCalendar();
    const user = userEvent.setup();
    await user.click(screen.getByText(existing.name).closest<HTMLElement>('[role="button"]')!);
    await user.click(within(await screen.findByRole('dialog', { name: existing.name })).getByRole('button', { name: EVENT_TEXTS.edit }));
    await screen.findByRole('dialog', { name: EVENT_TEXTS.modalEditTitle });
    expect(daysInput()).toHaveValue('5, 2');
    await user.clear(daysInput());
    await user.click(submit());
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'PUT', path: `/api/event/${existing.id}`, body: { reminderDays: [] } });
  });

  it('refuses days the contract does not take, under the field, without a request; editing the field clears the message', { timeout: 20_000 }, async () => {
    const server = await renderCalendar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addButton }));
    await user.type(within(dialog()).getByLabelText(EVENT_TEXTS.titleLabel), 'Expo');
    for (const typed of ['7, soon', '0', '61', '1.5', '1 2 3 4 5 6 7']) {
      await user.clear(daysInput());
      await user.type(daysInput(), typed);
      await user.click(submit());
      expect(await within(dialog()).findByText(REMINDER_MESSAGES.reminderDaysInvalid)).toBeVisible();
      expect(daysInput()).toHaveAccessibleDescription(expect.stringContaining(REMINDER_MESSAGES.reminderDaysInvalid));
    }
    await user.type(daysInput(), '{backspace}');
    expect(within(dialog()).queryByText(REMINDER_MESSAGES.reminderDaysInvalid)).toBeNull();
    expect(server.pending()).toHaveLength(0);
  });
});
