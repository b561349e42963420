import type { Event, EventExhibitor, ImportReport } from '../../api/contract';
import { addDays, REMINDER_DAYS_DEFAULT } from '../../api/contract';
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
    description: null,
    organisers: [],
    exhibitorCount: 2,
    reminderDays: [...REMINDER_DAYS_DEFAULT],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An exhibitor at an event, as the server lists it. */
export function exhibitorFixture(overrides: Partial<EventExhibitor> = {}): EventExhibitor {
  return {
    companyId: 31,
    companyName: 'Northwind Displays',
    productCategory: 'Exhibition stands',
    boothSize: '6x3 m',
    contactPerson: 'Ann Lee',
    email: 'ann.lee@northwind.example',
    booth: 'Hall 1 / A12',
    status: 'Active',
    invited: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const exhibitorsPage = (exhibitors: EventExhibitor[], page = 1, totalPages = 1) => ({
  exhibitors,
  totalItems: exhibitors.length,
  totalPages,
  currentPage: page,
});

export const SAMPLE_CSV = 'Company Name,Email\nNorthwind Displays,ann.lee@northwind.example\nBroken,not-an-email\n';

/** The server's answer to the sample: one company created, one row refused. */
export function importReportFixture(committed: boolean): ImportReport {
  return {
    committed,
    columns: ['Company Name', 'Email'],
    rows: [
      { rowNumber: 2, action: 'create', reasons: [], email: 'ann.lee@northwind.example', companyName: 'Northwind Displays', companyId: committed ? 31 : null, cells: ['Northwind Displays', 'ann.lee@northwind.example'] },
      // As the server answers a refused row: nothing read from it but its cells.
      { rowNumber: 3, action: 'refuse', reasons: ['Email: Enter a valid email address.'], email: null, companyName: null, companyId: null, cells: ['Broken', 'not-an-email'] },
    ],
    counts: { create: 1, update: 0, link: 0, unchanged: 0, refuse: 1 },
  };
}
