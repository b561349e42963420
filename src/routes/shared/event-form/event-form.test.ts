import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, REMINDER_DAYS_DEFAULT, REMINDER_MESSAGES } from '../../../api/contract';
import { draftOf } from '../../../machines/calendar-modal.machine';
import { movedBody, todayDraft } from './calendar-moves';
import { bodyOf, reminderDaysOf, reminderDaysText, valuesOf } from './event-form';
import { eventFixture } from '../../../test/fixtures/events';

// A zone west of UTC, with summer time: a date read as UTC midnight would fall on the day before.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('the event form and the event body', () => {
  it('shows an all-day event on its own dates, with its last day where the server keeps the exclusive end', () => {
    const values = valuesOf({ name: 'Expo', category: 'Danger', allDay: true, start: '2025-10-01', end: '2025-10-03' });
    expect(values).toMatchObject({ allDay: true, startDate: '2025-10-01', endDate: '2025-10-02' });
    expect(bodyOf(values)).toMatchObject({ allDay: true, start: '2025-10-01', end: '2025-10-03' });
  });

  it('shows a new timed event (a selection) on the viewer’s clock and sends the same instants back', () => {
    const values = valuesOf({ name: 'Talk', category: 'Primary', allDay: false, start: '2025-10-01T13:00:00.000Z', end: '2025-10-01T14:30:00.000Z' });
    expect(values).toMatchObject({ startDate: '2025-10-01', startTime: '09:00', endDate: '2025-10-01', endTime: '10:30' });
    expect(bodyOf(values)).toMatchObject({ start: '2025-10-01T13:00:00.000Z', end: '2025-10-01T14:30:00.000Z' });
  });

  it('takes a selected range with its offset as the instant it names', () => {
    const values = valuesOf({ name: '', category: 'Primary', allDay: false, start: '2025-10-01T09:00:00-04:00', end: '2025-10-01T09:30:00-04:00' });
    expect(values).toMatchObject({ startTime: '09:00', endTime: '09:30' });
  });

  it('shows every field of an event and sends them back as they were, on the clock of the event’s own zone', () => {
    const event = eventFixture({
      allDay: false,
      start: '2025-10-01T07:00:00.000Z',
      end: '2025-10-01T16:30:00.000Z',
      timeZone: 'Europe/Paris',
      venue: 'Hall B',
      location: '1 Place de la Porte de Versailles, Paris',
      buildStart: '2025-09-28',
      buildEnd: '2025-09-30',
      openStart: '2025-10-01',
      openEnd: '2025-10-01',
      description: 'Print and signs',
    });
    const values = valuesOf(draftOf(event));
    // 07:00Z is 09:00 in Paris, whatever the viewer's zone (New York here).
    expect(values).toMatchObject({ startDate: '2025-10-01', startTime: '09:00', endTime: '18:30', timeZone: 'Europe/Paris', venue: 'Hall B', buildStart: '2025-09-28', description: 'Print and signs' });
    const body = bodyOf(values);
    expect(body).toMatchObject({ start: event.start, end: event.end, venue: 'Hall B', location: event.location, buildStart: '2025-09-28', buildEnd: '2025-09-30', openStart: '2025-10-01', description: 'Print and signs', timeZone: 'Europe/Paris' });
    expect(body).not.toHaveProperty('organiserIds');
    expect(eventBody.safeParse(body).success).toBe(true);
    expect(bodyOf(values, [4, 9]).organiserIds).toEqual([4, 9]);
  });

  it('reads the times on the clock of the zone typed: Tokyo 09:00 is midnight UTC', () => {
    const values = { ...valuesOf(todayDraft()), name: 'Expo', allDay: false, startDate: '2025-10-01', startTime: '09:00', endDate: '2025-10-01', endTime: '10:00', timeZone: 'Asia/Tokyo' };
    expect(bodyOf(values)).toMatchObject({ start: '2025-10-01T00:00:00.000Z', end: '2025-10-01T01:00:00.000Z' });
  });

  it('moves an event with its other fields as they were', () => {
    const event = eventFixture({ location: 'Lyon' });
    expect(movedBody(event, { allDay: false, start: '2025-10-01T13:00:00.000Z', end: null })).toMatchObject({
      name: event.name,
      category: event.category,
      location: 'Lyon',
      allDay: false,
      end: null,
    });
  });
});

describe('reminder days in the event form', () => {
  it('reads the days typed with commas or spaces, nothing meaning none, for the contract to check', () => {
    expect(reminderDaysOf('7, 3, 1')).toEqual([7, 3, 1]);
    expect(reminderDaysOf(' 14 ,2  5,')).toEqual([14, 2, 5]);
    expect(reminderDaysOf('  ')).toEqual([]);
    expect(reminderDaysOf('7, soon')).toEqual([7, Number.NaN]);
    const body = (typed: string) => bodyOf({ ...valuesOf(todayDraft()), name: 'Expo', reminderDays: typed });
    expect(eventBody.parse(body('1, 7, 3, 7')).reminderDays).toEqual([7, 3, 1]);
    expect(eventBody.safeParse(body('7, soon')).error?.issues[0]).toMatchObject({ path: ['reminderDays', 1], message: REMINDER_MESSAGES.reminderDaysInvalid });
  });

  it('shows a new event with the default days and an event with its own', () => {
    expect(valuesOf(todayDraft()).reminderDays).toBe(reminderDaysText(REMINDER_DAYS_DEFAULT));
    expect(valuesOf(draftOf(eventFixture({ reminderDays: [10, 2] }))).reminderDays).toBe('10, 2');
    expect(valuesOf(draftOf(eventFixture({ reminderDays: [] }))).reminderDays).toBe('');
  });
});
