import { ARTWORK_TEXTS } from '../../api/contract';
import { countdownOf } from '../../api/contract/countdown';

/** "3 days left", "Due today", "Overdue since today", "Overdue by 1 day": calendar days on the clock of the deadline's zone. */
export function countdownText(deadline: string, zone: string, now: Date | number = Date.now()): string {
  const { due, days } = countdownOf(deadline, zone, now);
  if (due === 'ahead') return days === 0 ? ARTWORK_TEXTS.dueToday : ARTWORK_TEXTS.daysLeft(days);
  return days === 0 ? ARTWORK_TEXTS.overdueToday : ARTWORK_TEXTS.overdueBy(days);
}
