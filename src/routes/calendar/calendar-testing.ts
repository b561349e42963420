// The calendar page, as its screen test and its modal machine's path test render and read it.
import { screen, within } from '@testing-library/react';
import { EVENT_TEXTS, ROLES, type EventBodyInput } from '../../api/contract';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { EventsPage } from './EventsPage';
import { eventFixture } from '../../test/fixtures/events';
import { organiserFixture, pageOf } from '../../test/fixtures/users';

export const existing = eventFixture({ venue: 'Hall A', location: 'Berlin' });

export const organiser = organiserFixture(41);

export const valid: EventBodyInput = { name: 'Board meeting', category: 'Primary', start: '2025-10-01', end: '2025-10-02' };

/** The calendar's range and the organisers to pick from are answered at once; saves and deletes wait for the test. */
export function serve(): FakeServer {
  return fakeServer({
    'GET /api/events': () => Response.json({ events: [existing] }),
    'GET /api/event-organisers': () => Response.json(pageOf('eventOrganisers', [organiser], 1)),
  });
}

export async function renderCalendar(role: (typeof ROLES)[keyof typeof ROLES] = ROLES.admin) {
  const rendered = await renderPage({ path: '/events', at: '/events', component: EventsPage, role });
  await screen.findByText(existing.name);
  return rendered;
}

/**
 * An event on the calendar. jsdom lays nothing out, so FullCalendar keeps its events unmeasured and
 * hidden, out of the accessibility tree: the chip is found by its text, then its button.
 */
export const calendarEvent = (name: string) => screen.getByText(name).closest<HTMLElement>('[role="button"]')!;

export const dialog = () => screen.getByRole('dialog');

export const titleInput = () => within(dialog()).getByLabelText(EVENT_TEXTS.titleLabel);
