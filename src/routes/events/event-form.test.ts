import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody } from '../../api/contract';
import { bodyOf, instantOf, movedBody, valuesOf } from './event-form';
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
    const result = eventBody.safeParse(bodyOf({ name: 'x', category: 'Primary', allDay: false, startDate: '', startTime: '09:00', endDate: '', endTime: '' }, null));
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
