import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatDayOf, formatInstant, sameClock, wallClockOf } from './dates';

describe('dates as the product writes them', () => {
  it('writes a day as day, short month and year, the same in every zone', () => {
    expect(formatDay('2025-09-05')).toBe('05 Sept 2025');
    expect(formatDay('2026-12-20')).toBe('20 Dec 2026');
  });

  it('names the zone whose clock an instant is read on', () => {
    // One submission, 14:48 UTC: 15:48 in London in summer, the same instant everywhere.
    expect(formatInstant('2025-09-05T14:48:00.000Z', 'Europe/London')).toBe('05 Sept 2025, 15:48 (Europe/London)');
    expect(formatInstant('2025-09-05T14:48:00.000Z', 'UTC')).toBe('05 Sept 2025, 14:48 (UTC)');
    expect(formatInstant('2025-09-05T23:30:00.000Z', 'Asia/Tokyo')).toBe('06 Sept 2025, 08:30 (Asia/Tokyo)');
  });

  it('reads the clock on either side of a clock change', () => {
    // London goes to summer time at 01:00 UTC on 30 Mar 2025.
    expect(wallClockOf('2025-03-30T00:59:00.000Z', 'Europe/London')).toEqual({ date: '2025-03-30', time: '00:59' });
    expect(wallClockOf('2025-03-30T01:00:00.000Z', 'Europe/London')).toEqual({ date: '2025-03-30', time: '02:00' });
    expect(formatDayOf('2026-07-01T03:30:00.000Z', 'America/New_York')).toBe('30 Jun 2026');
  });

  it('tells whether two zones’ clocks read alike at an instant', () => {
    expect(sameClock('2026-01-10T12:00:00.000Z', 'Europe/London', 'UTC')).toBe(true);
    expect(sameClock('2026-07-10T12:00:00.000Z', 'Europe/London', 'UTC')).toBe(false);
    expect(sameClock('2026-07-10T12:00:00.000Z', 'Europe/Berlin', 'Europe/Paris')).toBe(true);
  });
});

describe('dates in the reader’s language (decision 20)', () => {
  it('writes the day by each language’s own rules, English staying British', () => {
    expect(formatDay('2025-09-05', 'en')).toBe(formatDay('2025-09-05'));
    expect(formatDay('2025-09-05', 'de')).toBe('05. Sept. 2025');
    expect(formatDay('2025-09-05', 'zh-Hans')).toBe('2025年9月05日');
    expect(formatDay('2025-09-05', 'ar')).toContain('سبتمبر');
  });

  it('reads the clock in the event’s zone whatever the language', () => {
    expect(formatClock('2025-09-05T13:48:00Z', 'Europe/Berlin', 'de')).toBe('05. Sept. 2025, 15:48');
    expect(formatClock('2025-09-05T13:48:00Z', 'Europe/London', 'fr')).toBe('05 sept. 2025, 14:48');
  });
});
