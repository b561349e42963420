import { ARTWORK_TEXTS } from '../../api/contract';
import { countdownOf } from '../../api/contract/countdown';
import { t } from '../../i18n';

/** "3 days left", "Due today", "Overdue since today", "Overdue by 1 day": calendar days on the clock of the deadline's zone, in the screens' language. */
export function countdownText(deadline: string, zone: string, now: Date | number = Date.now()): string {
  const { due, days } = countdownOf(deadline, zone, now);
  if (due === 'ahead') return days === 0 ? t(ARTWORK_TEXTS.dueToday) : t(ARTWORK_TEXTS.daysLeft, { days });
  return days === 0 ? t(ARTWORK_TEXTS.overdueToday) : t(ARTWORK_TEXTS.overdueBy, { days });
}
