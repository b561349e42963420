import { describe, expect, it } from 'vitest';
import { trendPercent } from './dashboard';
import { namesFromContact } from './event-exhibitors';
import { eventBody, eventIdParam, eventRangeQuery, EVENT_CATEGORIES, EVENT_MAX_DAYS, RANGE_MAX_DAYS } from './events';
import { importColumnOf, importRowFields } from './exhibitor-import';
import { EVENT_MESSAGES, EVENT_TEXTS } from './texts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the event body', () => {
  it('keeps an all-day event as dates with an exclusive end, one day when the end is left out', () => {
    expect(eventBody.parse({ name: ' Expo ', category: 'Primary', start: '2025-10-01' })).toMatchObject({
      name: 'Expo',
      allDay: true,
      start: '2025-10-01',
      end: '2025-10-02',
      timeZone: 'UTC',
      venue: null,
    });
  });

  it('stores a timed event as UTC instants and names its zone canonically', () => {
    const body = eventBody.parse({ name: 'Talk', category: 'Danger', allDay: false, start: '2025-10-01T09:00:00+02:00', end: '2025-10-01T10:30:00+02:00', timeZone: 'europe/paris' });
    expect(body).toMatchObject({ start: '2025-10-01T07:00:00.000Z', end: '2025-10-01T08:30:00.000Z', timeZone: 'Europe/Paris' });
  });

  it.each([
    [{ category: 'Primary', start: '2025-10-01' }, 'name', EVENT_MESSAGES.titleRequired],
    [{ name: 'x', category: 'Purple', start: '2025-10-01' }, 'category', EVENT_MESSAGES.categoryInvalid],
    [{ name: 'x', category: 'Primary', start: '2025-10-02', end: '2025-10-02' }, 'end', EVENT_MESSAGES.endBeforeStart],
    [{ name: 'x', category: 'Primary', start: '2025-10-01T10:00:00Z', end: '2025-10-02' }, 'start', EVENT_MESSAGES.dateInvalid],
    [{ name: 'x', category: 'Primary', allDay: false, start: '2025-10-01T10:00:00' }, 'start', EVENT_MESSAGES.instantInvalid],
    [{ name: 'x', category: 'Primary', start: '2025-02-30' }, 'start', EVENT_MESSAGES.dateInvalid],
    [{ name: 'x', category: 'Primary', start: '2025-01-01', end: '2025-06-01' }, 'end', EVENT_MESSAGES.tooLong(EVENT_MAX_DAYS)],
    [{ name: 'x', category: 'Primary', start: '2025-10-01', timeZone: 'Mars/Olympus' }, 'timeZone', EVENT_MESSAGES.timeZoneInvalid],
    [{ name: 'x', category: 'Primary', start: '2025-10-01', buildStart: '2025-09-29' }, 'buildEnd', EVENT_MESSAGES.rangeIncomplete],
    [{ name: 'x', category: 'Primary', start: '2025-10-01', openStart: '2025-10-02', openEnd: '2025-10-01' }, 'openEnd', EVENT_MESSAGES.rangeEndBeforeStart],
  ])('refuses %o at %s', (input, path, message) => {
    expect(issuesOf(eventBody.safeParse(input))[path]).toBe(message);
  });
});

describe('the range query', () => {
  it('takes FullCalendar bounds and refuses a range too wide or backwards', () => {
    expect(eventRangeQuery.safeParse({ start: '2025-09-28T00:00:00+02:00', end: '2025-11-09T00:00:00+01:00' }).success).toBe(true);
    expect(issuesOf(eventRangeQuery.safeParse({ start: '2025-01-01', end: '2026-03-01' })).end).toBe(EVENT_MESSAGES.rangeTooWide(RANGE_MAX_DAYS));
    expect(issuesOf(eventRangeQuery.safeParse({ start: '2025-02-01', end: '2025-01-01' })).end).toBe(EVENT_MESSAGES.endBeforeStart);
    expect(issuesOf(eventRangeQuery.safeParse({ end: '2025-01-01' })).start).toBe(EVENT_MESSAGES.rangeStartRequired);
  });
});

describe('ids', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648'])('refuses %s', (id) => {
    expect(eventIdParam.safeParse({ id }).success).toBe(false);
  });
  it('reads a whole number', () => expect(eventIdParam.parse({ id: '42' })).toEqual({ id: 42 }));
});

describe('event colours', () => {
  it('are named as people name colours, not by their theme roles, and the refusal names them so', () => {
    for (const category of EVENT_CATEGORIES) {
      const name = EVENT_TEXTS.categories[category];
      expect(EVENT_CATEGORIES as readonly string[]).not.toContain(name);
      expect(EVENT_MESSAGES.categoryInvalid).toContain(name);
    }
  });
});

describe('the import', () => {
  it('matches headers without regard to case, spaces, _ or -', () => {
    expect(['Company Name', 'company_name', 'COMPANYNAME', ' E-mail ', 'Email', 'booth', 'Nope'].map(importColumnOf)).toEqual([
      'companyName', 'companyName', 'companyName', 'email', 'email', 'booth', undefined,
    ]);
  });
  it('reads blank cells as null and checks the status', () => {
    expect(importRowFields.parse({ email: 'a@b.co', companyName: '  ', status: '' })).toMatchObject({ companyName: null, status: null });
    expect(importRowFields.safeParse({ email: 'a@b.co', status: 'Gone' }).success).toBe(false);
    expect(['active', 'INACTIVE', ' Active '].map((status) => importRowFields.parse({ email: 'a@b.co', status }).status)).toEqual(['Active', 'Inactive', 'Active']);
  });
});

describe('helpers', () => {
  it('computes the trend against the total 30 days ago', () => {
    // Something now where there was nothing is new (null), not a change of 0 %.
    expect([trendPercent(0, 0), trendPercent(5, 0), trendPercent(11, 10), trendPercent(5, 10)]).toEqual([0, null, 10, -50]);
  });
  it('names an account after its contact person', () => {
    expect(namesFromContact(' Ann  Lee Smith ', 'Acme')).toEqual({ firstname: 'Ann', lastname: 'Lee Smith' });
    expect(namesFromContact('Ann', 'Acme')).toEqual({ firstname: 'Ann', lastname: 'Acme' });
  });
});
