import { afterEach, describe, expect, it } from 'vitest';
import { DATE_TEXTS, EVENT_TEXTS, formatInstant } from '../../api/contract';
import { dayText, formatWhen, instantText, viewerHint } from './dates';
import { t } from '../../i18n';

/** The viewer's zone, as the browser would report it. */
const viewerIn = (zone: string) => {
  process.env.TZ = zone;
};
const startZone = process.env.TZ;
afterEach(() => {
  if (startZone === undefined) delete process.env.TZ;
  else process.env.TZ = startZone;
});

describe('when an event happens', () => {
  it('names the days of an all-day event, its exclusive end left out', () => {
    expect(formatWhen({ allDay: true, start: '2026-12-20', end: '2026-12-23', timeZone: 'Europe/Berlin' })).toBe(EVENT_TEXTS.dateRange('20 Dec 2026', '22 Dec 2026'));
    expect(formatWhen({ allDay: true, start: '2026-12-20', end: '2026-12-21', timeZone: 'Europe/Berlin' })).toBe('20 Dec 2026');
  });

  it('gives a timed event its start and end on the event’s clock with its zone, whatever the viewer’s, the end’s day only when it differs', () => {
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles']) {
      viewerIn(zone);
      expect(formatWhen({ allDay: false, start: '2026-12-20T07:00:00.000Z', end: '2026-12-20T11:30:00.000Z', timeZone: 'Europe/Berlin' })).toBe(
        `${EVENT_TEXTS.dateRange('20 Dec 2026, 08:00', '12:30')} (Europe/Berlin)`,
      );
      expect(formatWhen({ allDay: false, start: '2026-12-20T07:00:00.000Z', end: '2026-12-21T17:00:00.000Z', timeZone: 'Europe/Berlin' })).toBe(
        `${EVENT_TEXTS.dateRange('20 Dec 2026, 08:00', '21 Dec 2026, 18:00')} (Europe/Berlin)`,
      );
    }
  });
});

describe('a time on a screen', () => {
  const submitted = '2025-09-05T14:48:00.000Z';

  it('is on the event’s clock with its zone, and offers the viewer’s clock on hover when it reads differently', () => {
    viewerIn('Europe/Berlin');
    expect(instantText(submitted, 'Europe/London')).toBe('05 Sept 2025, 15:48 (Europe/London)');
    expect(viewerHint(submitted, 'Europe/London')).toBe(t(DATE_TEXTS.yourClock, { when: formatInstant(submitted, 'Europe/Berlin') }));
    expect(viewerHint(submitted, 'Europe/London')).toContain('16:48');
    viewerIn('Europe/London');
    expect(viewerHint(submitted, 'Europe/London')).toBeUndefined();
    // Another zone name whose clock reads the same adds nothing either.
    viewerIn('Europe/Jersey');
    expect(viewerHint(submitted, 'Europe/London')).toBeUndefined();
  });

  it('is on the viewer’s clock, zone named, where there is no event', () => {
    viewerIn('America/New_York');
    expect(instantText(submitted)).toBe('05 Sept 2025, 10:48 (America/New_York)');
    expect(dayText('2025-09-05T02:00:00.000Z')).toBe('04 Sept 2025');
    viewerIn('Asia/Tokyo');
    expect(dayText('2025-09-05T02:00:00.000Z')).toBe('05 Sept 2025');
  });
});
