/**
 * How the product writes dates and times, on screens, in emails and in CSVs alike: a day is
 * "05 Sept 2025" (day, short month, year: docs/screens.md, Constants), a time is "14:48" on a 24-hour clock, and a
 * time always names the zone whose clock it is read on: "05 Sept 2025, 14:48 (Europe/London)".
 *
 * Pure Intl: the same in the browser and on the server, whatever the zone of either.
 */

/** Formatters by zone and language, made on first use (making one costs tens of microseconds). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTERS_KEPT = 500;

/** The product's English writes dates the British way; the pseudo-locale as English. */
const intlLocaleOf = (locale: string) => (locale === 'en' || locale === 'en-XA' ? 'en-GB' : locale);

function formatterOf(kind: 'day' | 'clock', zone: string, locale = 'en'): Intl.DateTimeFormat {
  const key = `${kind} ${zone} ${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'day'
        ? new Intl.DateTimeFormat(intlLocaleOf(locale), { day: '2-digit', month: 'short', year: 'numeric', timeZone: zone })
        : new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    if (formatters.size < FORMATTERS_KEPT) formatters.set(key, format);
  }
  return format;
}

/**
 * "05 Sept 2025": a calendar date (`YYYY-MM-DD`), the same in every zone; in the reader's `locale`
 * (decision 20): "05. Sept. 2025" in German, "2025年9月05日" in Chinese, "05 سبتمبر 2025" in Arabic.
 */
export const formatDay = (date: string, locale?: string) => formatterOf('day', 'UTC', locale).format(new Date(`${date}T00:00:00Z`));

/** The zone's wall clock at an instant: `YYYY-MM-DD` and `HH:mm`. */
export function wallClockOf(instant: string | number | Date, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatterOf('clock', zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "05 Sept 2025, 14:48": an instant on the clock of `zone`, the zone not named (say it beside); the day in the reader's `locale`. */
export function formatClock(instant: string | number | Date, zone: string, locale?: string) {
  const { date, time } = wallClockOf(instant, zone);
  return `${formatDay(date, locale)}, ${time}`;
}

/** "(Europe/London)": how a date or time says whose clock it is. */
export const zoneSuffix = (zone: string) => `(${zone})`;

/** "05 Sept 2025, 14:48 (Europe/London)": an instant on the clock of `zone`, the zone named; the day in the reader's `locale`. */
export const formatInstant = (instant: string | number | Date, zone: string, locale?: string) => `${formatClock(instant, zone, locale)} ${zoneSuffix(zone)}`;

/** "05 Sept 2025 (Europe/London)": a calendar day of the zone's clock (a stage's last day allowed), the zone named. */
export const formatDayIn = (date: string, zone: string, locale?: string) => `${formatDay(date, locale)} ${zoneSuffix(zone)}`;

/** The day of an instant on the clock of `zone`: "05 Sept 2025"; in the reader's `locale`. */
export const formatDayOf = (instant: string | number | Date, zone: string, locale?: string) => formatDay(wallClockOf(instant, zone).date, locale);

/** Whether two zones' clocks read the same at an instant (then naming the second adds nothing). */
export function sameClock(instant: string | number | Date, zone: string, other: string) {
  const [a, b] = [wallClockOf(instant, zone), wallClockOf(instant, other)];
  return a.date === b.date && a.time === b.time;
}

/** Exports are read by people in any zone and opened long after: their times are on UTC's clock, zone named. */
export const EXPORT_TIME_ZONE = 'UTC';
