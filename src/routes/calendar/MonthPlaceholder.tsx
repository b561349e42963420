import * as theme from './calendar.css';
import * as styles from './calendar-page.css';
import { weekdayName } from './month-range';

/**
 * What holds FullCalendar's place until its chunk has arrived: the month's header row of day names
 * and six empty weeks, each of the height FullCalendar gives it (calendar.css.ts), so nothing moves
 * when it comes. Plain and inert: nothing in it can be pressed, focused or read out; the calendar
 * that responds is FullCalendar alone.
 */
export function MonthPlaceholder({ week }: { week: string[] }) {
  return (
    <div className={`${theme.root} ${styles.placeholder}`} aria-hidden inert data-testid="calendar-placeholder">
      <div className={styles.placeholderHead}>
        {week.map((day) => (
          <div key={day} className={theme.dayHeader}>
            <div className={theme.dayHeaderInner}>{weekdayName(day)}</div>
          </div>
        ))}
      </div>
      {Array.from({ length: 6 }, (_, row) => (
        <div key={row} className={`${styles.placeholderWeek} ${theme.dayRow}`} />
      ))}
    </div>
  );
}
