// The month grid's tests' events and look-ups: this month's days, as the calendar page opens on them.
import { screen } from '@testing-library/react';
import { addDays, ROLES, type Event } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { eventFixture } from '../../test/fixtures/events';
import { renderPage } from '../../test/render-page';
import { EventsPage } from './EventsPage';
import { dayName, monthWeeks } from './month-grid';

// This month's grid, as the page opens on it: the second week lies wholly inside the month.
export const weeks = monthWeeks(new Date());
export const busyDay = weeks[1]![1]!;
export const busy = [0, 1, 2, 3, 4].map((index) => eventFixture({ id: 100 + index, name: `Busy ${index}`, start: busyDay, end: addDays(busyDay, 1) }));
// Thursday to Sunday: a bar to the week's end, and one more in the next week.
export const fair = eventFixture({ id: 200, name: 'Long Fair', category: 'Warning', start: weeks[1]![4]!, end: weeks[2]![1]! });
export const meeting = eventFixture({ id: 400, name: 'Board Meeting', start: weeks[2]![3]!, end: addDays(weeks[2]![3]!, 1) });
export const timed = eventFixture({ id: 300, name: 'Press Breakfast', allDay: false, start: new Date(`${weeks[3]![2]!}T10:30:00`).toISOString(), end: new Date(`${weeks[3]![2]!}T11:30:00`).toISOString() });

export const cellOf = (day: string) => screen.getByRole('cell', { name: new RegExp(`^${dayName(day)}`) });
/** FullCalendar's day cells carry `data-date`; the app's month grid's do not. */
export const fullCalendarShown = () => document.querySelector('[data-date]') !== null;

export async function renderMonth(events: Event[]) {
  const server = fakeServer({ 'GET /api/events': () => Response.json({ events }) });
  await renderPage({ path: '/events', at: '/events', component: EventsPage, role: ROLES.admin });
  await screen.findAllByText(events[0]!.name);
  const ranges = () => server.requests.filter((request) => request.method === 'GET' && request.path === '/api/events');
  return { server, ranges };
}

