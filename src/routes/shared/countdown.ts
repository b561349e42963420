import { countdownOf } from '../../api/contract/countdown';
import { countdownWords } from './countdown-words';

/** "3 days left", "Due today", "Overdue since today", "Overdue by 1 day": calendar days on the clock of the deadline's zone, in the screens' language. */
export function countdownText(deadline: string, zone: string, now: Date | number = Date.now()): string {
  return countdownWords(countdownOf(deadline, zone, now));
}
