import { describe, expect, it } from 'vitest';
import { ARTWORK_TEXTS } from '../../api/contract';
import { countdownText } from './countdown';
import { translate } from '../../api/contract/i18n/translate';
import { lastDayCountdownText } from './countdown-words';

describe('a deadline’s countdown in words', () => {
  const deadline = '2026-12-12T16:00:00.000Z'; // 17:00 in Berlin, 16:00 in London
  const at = (iso: string) => new Date(iso);

  it('says the days left by the calendar, one day in the singular', () => {
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-09T12:00:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.daysLeft, { days: 3 }));
    expect(translate('en', ARTWORK_TEXTS.daysLeft, { days: 3 })).toMatch(/^3 days/);
    // 1.75 days ahead: the deadline is the day after tomorrow.
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-10T22:00:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.daysLeft, { days: 2 }));
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-11T12:00:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.daysLeft, { days: 1 }));
    expect(translate('en', ARTWORK_TEXTS.daysLeft, { days: 1 })).toMatch(/^1 day /);
  });

  it('is due today on the deadline’s day until it passes, then overdue', () => {
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-11T23:00:00.000Z'))).toBe(ARTWORK_TEXTS.dueToday);
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-12T15:59:00.000Z'))).toBe(ARTWORK_TEXTS.dueToday);
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-12T16:00:00.000Z'))).toBe(ARTWORK_TEXTS.overdueToday);
  });

  it('is overdue by one day about a day late, by two the day after', () => {
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-13T16:30:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.overdueBy, { days: 1 }));
    expect(translate('en', ARTWORK_TEXTS.overdueBy, { days: 1 })).toMatch(/1 day$/);
    expect(countdownText(deadline, 'Europe/Berlin', at('2026-12-14T12:00:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.overdueBy, { days: 2 }));
  });

  it('counts on the event’s clock: 23:30 in London is already the next day in Berlin', () => {
    const now = at('2026-12-11T23:30:00.000Z');
    expect(countdownText(deadline, 'Europe/London', now)).toBe(translate('en', ARTWORK_TEXTS.daysLeft, { days: 1 }));
    expect(countdownText(deadline, 'Europe/Berlin', now)).toBe(ARTWORK_TEXTS.dueToday);
  });
});

describe('a last day allowed, counted down on its zone’s clock', () => {
  const at = (iso: string) => new Date(iso);

  it('has days left before it, is due all of that day, and is overdue from the day after', () => {
    expect(lastDayCountdownText('2026-12-12', 'Europe/Berlin', at('2026-12-09T12:00:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.daysLeft, { days: 3 }));
    expect(lastDayCountdownText('2026-12-12', 'Europe/Berlin', at('2026-12-11T23:30:00.000Z'))).toBe(ARTWORK_TEXTS.dueToday);
    expect(lastDayCountdownText('2026-12-12', 'Europe/Berlin', at('2026-12-12T22:30:00.000Z'))).toBe(ARTWORK_TEXTS.dueToday);
    expect(lastDayCountdownText('2026-12-12', 'Europe/Berlin', at('2026-12-12T23:30:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.overdueBy, { days: 1 }));
    expect(lastDayCountdownText('2026-12-12', 'Europe/Berlin', at('2026-12-14T12:00:00.000Z'))).toBe(translate('en', ARTWORK_TEXTS.overdueBy, { days: 2 }));
  });

  it('reads the day on the zone’s clock: 23:30 in London is the next day in Berlin', () => {
    const now = at('2026-12-12T23:30:00.000Z');
    expect(lastDayCountdownText('2026-12-12', 'Europe/London', now)).toBe(ARTWORK_TEXTS.dueToday);
    expect(lastDayCountdownText('2026-12-12', 'Europe/Berlin', now)).toBe(translate('en', ARTWORK_TEXTS.overdueBy, { days: 1 }));
  });
});
