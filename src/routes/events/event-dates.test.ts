import { describe, expect, it } from 'vitest';
import { EVENT_TEXTS } from '../../api/contract';
import { formatWhen } from './event-dates';

/** An instant given as the viewer's wall-clock time, whatever zone the test runs in. */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).toISOString();

describe('when an event happens', () => {
  it('names the days of an all-day event, its exclusive end left out', () => {
    expect(formatWhen({ allDay: true, start: '2026-12-20', end: '2026-12-23' })).toBe(EVENT_TEXTS.dateRange('20 Dec 2026', '22 Dec 2026'));
    expect(formatWhen({ allDay: true, start: '2026-12-20', end: '2026-12-21' })).toBe('20 Dec 2026');
  });

  it('gives a timed event its start and end in the viewer’s zone, the end’s day only when it differs', () => {
    expect(formatWhen({ allDay: false, start: local(20, 8), end: local(20, 12, 30) })).toBe(EVENT_TEXTS.dateRange('20 Dec 2026, 08:00', '12:30'));
    expect(formatWhen({ allDay: false, start: local(20, 8), end: local(21, 18) })).toBe(EVENT_TEXTS.dateRange('20 Dec 2026, 08:00', '21 Dec 2026, 18:00'));
  });
});
