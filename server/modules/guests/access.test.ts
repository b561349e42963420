import { describe, expect, it } from 'vitest';
import { eventHasEnded, grantHolds } from './access';

describe('a guest’s access ends with its event, on the event’s own clock', () => {
  // An all-day event's stored end is the day after its last (exclusive).
  const allDay = { all_day: 1, ends_at: '2026-03-05', time_zone: 'Pacific/Auckland' };
  const timed = { all_day: 0, ends_at: '2026-03-04T12:00:00.000Z', time_zone: 'Europe/London' };

  it('an all-day event ends at midnight after its last day where it is held, not in UTC', () => {
    // 23:59 on 4 March in Auckland (UTC+13) is 10:59 UTC.
    expect(eventHasEnded(allDay, new Date('2026-03-04T10:59:00Z'))).toBe(false);
    expect(eventHasEnded(allDay, new Date('2026-03-04T11:00:00Z'))).toBe(true);
    // In UTC it is still 4 March: a reading on UTC's clock would let the guest in for 13 more hours.
    expect(eventHasEnded({ ...allDay, time_zone: 'UTC' }, new Date('2026-03-04T11:00:00Z'))).toBe(false);
  });

  it('a timed event ends at its end', () => {
    expect(eventHasEnded(timed, new Date('2026-03-04T11:59:59Z'))).toBe(false);
    expect(eventHasEnded(timed, new Date('2026-03-04T12:00:00Z'))).toBe(true);
  });

  it('a grant holds while it is not revoked and its event has not ended', () => {
    const before = new Date('2026-03-04T11:00:00Z');
    expect(grantHolds({ revoked_at: null }, timed, before)).toBe(true);
    expect(grantHolds({ revoked_at: '2026-03-01T00:00:00.000Z' }, timed, before)).toBe(false);
    expect(grantHolds({ revoked_at: null }, timed, new Date('2026-03-04T12:00:00Z'))).toBe(false);
  });
});
