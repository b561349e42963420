import { ARTWORK_TEXTS, daysBetween, wallClockOf } from '../../api/contract';
import type { Countdown } from '../../api/contract/countdown';
import { t } from '../../i18n';

/**
 * Countdowns in words, without Temporal: a screen that counts down only to last days (an approval
 * stage's) does not load it.
 */

/** "3 days left", "Due today", "Overdue since today", "Overdue by 1 day", in the screens' language. */
export function countdownWords({ due, days }: Countdown): string {
  if (due === 'ahead') return days === 0 ? t(ARTWORK_TEXTS.dueToday) : t(ARTWORK_TEXTS.daysLeft, { days });
  return days === 0 ? t(ARTWORK_TEXTS.overdueToday) : t(ARTWORK_TEXTS.overdueBy, { days });
}

/**
 * The countdown to a last day allowed (`YYYY-MM-DD` on the zone's clock), as an approval stage
 * has: due all of that day there, overdue by one day the day after.
 */
export function lastDayCountdownOf(lastDay: string, zone: string, now: Date | number = Date.now()): Countdown {
  const days = daysBetween(wallClockOf(now, zone).date, lastDay);
  return days >= 0 ? { due: 'ahead', days } : { due: 'past', days: -days };
}

export const lastDayCountdownText = (lastDay: string, zone: string, now: Date | number = Date.now()) => countdownWords(lastDayCountdownOf(lastDay, zone, now));
