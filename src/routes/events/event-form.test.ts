import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, REMINDER_DAYS_DEFAULT, REMINDER_MESSAGES } from '../../api/contract';
import { draftOf } from '../../machines/calendar-modal.machine';
import { bodyOf, instantOf, movedBody, reminderDaysOf, reminderDaysText, todayDraft, valuesOf } from './event-form';
import { eventFixture } from './test-fixtures';

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
    expect(bodyOf(values, null)).toMatchObject({ allDay: true, start: '2025-10-01', end: '2025-10-03' });
  });

  it('shows a timed event in the viewer’s zone and sends the same instants back', () => {
    const values = valuesOf({ name: 'Talk', category: 'Primary', allDay: false, start: '2025-10-01T13:00:00.000Z', end: '2025-10-01T14:30:00.000Z' });
    expect(values).toMatchObject({ startDate: '2025-10-01', startTime: '09:00', endDate: '2025-10-01', endTime: '10:30' });
    expect(bodyOf(values, null)).toMatchObject({ start: '2025-10-01T13:00:00.000Z', end: '2025-10-01T14:30:00.000Z' });
  });

  it('takes a selected range with its offset as the instant it names', () => {
    const values = valuesOf({ name: '', category: 'Primary', allDay: false, start: '2025-10-01T09:00:00-04:00', end: '2025-10-01T09:30:00-04:00' });
    expect(values).toMatchObject({ startTime: '09:00', endTime: '09:30' });
  });

  it('keeps what the modal does not edit, and the event’s own zone', () => {
    const event = eventFixture({ venue: 'Hall B', buildStart: '2025-09-28', buildEnd: '2025-09-30', timeZone: 'Europe/Paris' });
    const body = bodyOf(valuesOf({ ...event, allDay: true, start: '2025-10-01', end: '2025-10-02' }), event);
    expect(body).toMatchObject({ venue: 'Hall B', buildStart: '2025-09-28', buildEnd: '2025-09-30', timeZone: 'Europe/Paris' });
    expect(eventBody.safeParse(body).success).toBe(true);
  });

  it('leaves a missing date or time empty, so the contract names the field', () => {
    expect(instantOf('', '09:00')).toBe('');
    expect(instantOf('2025-10-01', '')).toBe('');
    const result = eventBody.safeParse(bodyOf({ name: 'x', category: 'Primary', allDay: false, startDate: '', startTime: '09:00', endDate: '', endTime: '', reminderDays: '' }, null));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['start']);
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
    const body = (typed: string) => bodyOf({ ...valuesOf(todayDraft()), name: 'Expo', reminderDays: typed }, null);
    expect(eventBody.parse(body('1, 7, 3, 7')).reminderDays).toEqual([7, 3, 1]);
    expect(eventBody.safeParse(body('7, soon')).error?.issues[0]).toMatchObject({ path: ['reminderDays', 1], message: REMINDER_MESSAGES.reminderDaysInvalid });
  });

  it('shows a new event with the default days and an event with its own', () => {
    expect(valuesOf(todayDraft()).reminderDays).toBe(reminderDaysText(REMINDER_DAYS_DEFAULT));
    expect(valuesOf(draftOf(eventFixture({ reminderDays: [10, 2] }))).reminderDays).toBe('10, 2');
    expect(valuesOf(draftOf(eventFixture({ reminderDays: [] }))).reminderDays).toBe('');
  });
});
