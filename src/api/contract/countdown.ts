import { Temporal } from 'temporal-polyfill';

/**
 * How far a deadline is, in calendar days on the clock of the zone it is set in (the event's):
 * "3 days left" means the deadline's day is three days after today there. Days are counted as the
 * calendar counts them, so a day with a clock change (23 or 25 hours) is one day, and a deadline
 * 42 hours away on the day after tomorrow is two days left, not one.
 *
 * Not in the contract's index: it brings Temporal, which only screens with a deadline load.
 */
export type Countdown =
  /** Before the deadline: `days` calendar days to its day, 0 when it is today. */
  | { due: 'ahead'; days: number }
  /** Past it: `days` calendar days since its day, 0 when it passed earlier today. */
  | { due: 'past'; days: number };

export function countdownOf(deadline: string, zone: string, now: Date | number = Date.now()): Countdown {
  const due = Temporal.Instant.from(deadline);
  const at = Temporal.Instant.fromEpochMilliseconds(typeof now === 'number' ? now : now.getTime());
  const [dueDay, today] = [due.toZonedDateTimeISO(zone).toPlainDate(), at.toZonedDateTimeISO(zone).toPlainDate()];
  const days = today.until(dueDay, { largestUnit: 'days' }).days;
  return Temporal.Instant.compare(at, due) < 0 ? { due: 'ahead', days: Math.max(0, days) } : { due: 'past', days: Math.max(0, -days) };
}
