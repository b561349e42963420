import type { Event } from '../../api/contract';
import { addDays } from '../../api/contract';
import { localDateOf } from './event-form';

/** An all-day event of today, as the server answers it. */
export function eventFixture(overrides: Partial<Event> = {}): Event {
  const today = localDateOf(new Date());
  return {
    id: 7,
    name: 'Tech Expo',
    category: 'Success',
    allDay: true,
    start: today,
    end: addDays(today, 1),
    timeZone: 'UTC',
    buildStart: null,
    buildEnd: null,
    openStart: null,
    openEnd: null,
    venue: 'Hall A',
    location: 'Berlin',
    organisers: [],
    exhibitorCount: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
