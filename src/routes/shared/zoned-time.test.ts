import { describe, expect, it } from 'vitest';
import { wallClockOf } from '../../api/contract';
import { instantInZone } from './zoned-time';

describe('wall-clock times in a named zone', () => {
  it('reads an instant on the zone’s clock', () => {
    expect(wallClockOf('2026-12-12T16:00:00.000Z', 'Europe/Berlin')).toEqual({ date: '2026-12-12', time: '17:00' });
    expect(wallClockOf('2026-07-01T03:30:00.000Z', 'America/New_York')).toEqual({ date: '2026-06-30', time: '23:30' });
  });

  it('turns the zone’s clock into the instant, summer and winter', () => {
    expect(instantInZone('2026-12-12', '17:00', 'Europe/Berlin')).toBe('2026-12-12T16:00:00.000Z');
    expect(instantInZone('2026-07-12', '17:00', 'Europe/Berlin')).toBe('2026-07-12T15:00:00.000Z');
    expect(instantInZone('2026-03-01', '09:15', 'Asia/Kolkata')).toBe('2026-03-01T03:45:00.000Z');
    expect(instantInZone('2026-03-01', '09:15', 'UTC')).toBe('2026-03-01T09:15:00.000Z');
  });

  it('goes both ways without drift', () => {
    for (const zone of ['Europe/London', 'Australia/Sydney', 'America/Los_Angeles']) {
      const instant = instantInZone('2026-10-25', '12:00', zone);
      expect(wallClockOf(instant, zone)).toEqual({ date: '2026-10-25', time: '12:00' });
    }
  });

  it('takes the time after the jump in the hour a clock skips, and the first in the hour it repeats', () => {
    // Berlin skips 02:00–03:00 on 29 Mar 2026 and repeats 02:00–03:00 on 25 Oct 2026.
    expect(wallClockOf(instantInZone('2026-03-29', '02:30', 'Europe/Berlin'), 'Europe/Berlin').time).toBe('03:30');
    expect(instantInZone('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives nothing for a date or time that is not one', () => {
    expect(instantInZone('', '17:00', 'UTC')).toBe('');
    expect(instantInZone('2026-12-12', '', 'UTC')).toBe('');
    expect(instantInZone('2026-02-30', '17:00', 'UTC')).toBe('');
    expect(instantInZone('2026-02-28', '24:00', 'UTC')).toBe('');
  });
});
