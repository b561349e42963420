import { addDays, type Event } from '../../api/contract';
import { localDateOf } from './calendar-moves';

/**
 * The month as FullCalendar's month view lays it out, worked out by the app so the month can be
 * drawn before FullCalendar's code has arrived: six weeks from the Sunday on or before the 1st,
 * each event cut into one bar per week it crosses, stacked first-fit, at most three a day with
 * "+N more" for the rest (FullCalendar's `dayMaxEvents: 3`).
 */

/** Events a day shows before "+N more" (FullCalendar's dayMaxEvents, not counting the link). */
export const DAY_MAX_EVENTS = 3;
/** FullCalendar's column widths under which the month's labels go narrow (and times go). */
export const DAY_NARROW_WIDTH = 80;
export const DAY_MICRO_WIDTH = 60;

const WEEKS = 6;
const DAYS = 7;
const LOCALE = 'en-US';

/** A local date `YYYY-MM-DD` as the Date of its midnight in the viewer's zone. */
export const midnightOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/** The 6 × 7 days (`YYYY-MM-DD`) of the month that holds `date`, weeks from Sunday. */
export function monthWeeks(date: Date): string[][] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const start = first.getDate() - first.getDay();
  return Array.from({ length: WEEKS }, (_, week) =>
    Array.from({ length: DAYS }, (_, day) => localDateOf(new Date(first.getFullYear(), first.getMonth(), start + week * DAYS + day))),
  );
}

/** The first day of the month before or after `date`'s, as FullCalendar steps a month. */
export const monthStep = (date: Date, direction: 1 | -1) => new Date(date.getFullYear(), date.getMonth() + direction, 1);

const offsetOf = (at: Date) => {
  const minutes = -at.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** A local midnight as FullCalendar writes a range's bound in the viewer's zone (`…T00:00:00+01:00`). */
const boundOf = (day: string) => `${day}T00:00:00${offsetOf(midnightOf(day))}`;

/** The range the month grid asks the server for: its first day to the day after its last. */
export function monthRange(weeks: string[][]): { start: string; end: string } {
  return { start: boundOf(weeks[0]![0]!), end: boundOf(addDays(weeks[WEEKS - 1]![DAYS - 1]!, 1)) };
}

const titleFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', day: 'numeric', year: 'numeric' });
const weekdayFormats = {
  long: new Intl.DateTimeFormat(LOCALE, { weekday: 'long' }),
  short: new Intl.DateTimeFormat(LOCALE, { weekday: 'short' }),
  narrow: new Intl.DateTimeFormat(LOCALE, { weekday: 'narrow' }),
};

/** "November 2026". */
export const monthTitle = (date: Date) => titleFormat.format(date);
/** "November 9, 2026": a day cell's name. */
export const dayName = (day: string) => dayFormat.format(midnightOf(day));
export const weekdayName = (day: string, width: keyof typeof weekdayFormats) => weekdayFormats[width].format(midnightOf(day));

/** The week's number as FullCalendar counts it in English: week 1 holds January 1st, weeks from Sunday. */
export function weekNumber(sunday: string): number {
  const year = midnightOf(addDays(sunday, 6)).getFullYear();
  const januaryFirst = new Date(year, 0, 1);
  const firstSunday = new Date(year, 0, 1 - januaryFirst.getDay());
  return Math.round((midnightOf(sunday).getTime() - firstSunday.getTime()) / 86_400_000 / DAYS) + 1;
}

/** The days an event covers on the grid: its first day and the day after its last. */
export function daysOf(event: Pick<Event, 'allDay' | 'start' | 'end'>): { first: string; after: string } {
  if (event.allDay) {
    const first = event.start.slice(0, 10);
    const after = event.end ? event.end.slice(0, 10) : addDays(first, 1);
    return { first, after: after > first ? after : addDays(first, 1) };
  }
  const start = new Date(event.start);
  const first = localDateOf(start);
  if (!event.end) return { first, after: addDays(first, 1) };
  const end = new Date(event.end);
  const endDay = localDateOf(end);
  // An event that ends at midnight ends on the day before (FullCalendar's nextDayThreshold 00:00).
  const after = end.getTime() === midnightOf(endDay).getTime() ? endDay : addDays(endDay, 1);
  return { first, after: after > first ? after : addDays(first, 1) };
}

/** A timed event's start as the month view writes it: "10a", "10:30p". */
export function timeText(event: Pick<Event, 'allDay' | 'start'>): string | null {
  if (event.allDay) return null;
  const start = new Date(event.start);
  const hours = start.getHours();
  const minutes = start.getMinutes();
  return `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'a' : 'p'}`;
}

/** One event's bar in one week: columns [start, end), and whether the event starts / ends in it. */
export type WeekBar = { event: Event; start: number; end: number; isStart: boolean; isEnd: boolean; level: number };

export type WeekLayout = {
  /** The bars drawn, each on its level (its row in the stack). */
  bars: WeekBar[];
  /** Per day: how many levels its stack takes. */
  depth: number[];
  /** Per day: the events hidden behind "+N more". */
  hidden: Event[][];
};

const instantOf = (event: Event) => (event.allDay ? midnightOf(event.start.slice(0, 10)).getTime() : Date.parse(event.start));
const lengthOf = (event: Event) => {
  const { first, after } = daysOf(event);
  return midnightOf(after).getTime() - midnightOf(first).getTime() + (event.allDay ? 0 : Date.parse(event.end ?? event.start) - Date.parse(event.start));
};

/** FullCalendar's default event order: earlier first, then longer, then by title. */
const order = (a: Event, b: Event) => instantOf(a) - instantOf(b) || lengthOf(b) - lengthOf(a) || a.name.localeCompare(b.name);

/** A week's bars: each event that touches the week, on the lowest level free across its days. */
export function layoutWeek(week: string[], events: Event[], maxEvents = DAY_MAX_EVENTS): WeekLayout {
  const taken: boolean[][] = [];
  const bars: WeekBar[] = [];
  const depth = week.map(() => 0);
  const hidden: Event[][] = week.map(() => []);
  const weekAfter = addDays(week[week.length - 1]!, 1);
  for (const event of [...events].sort(order)) {
    const { first, after } = daysOf(event);
    if (after <= week[0]! || first >= weekAfter) continue;
    const start = Math.max(0, week.indexOf(first));
    const last = week.findLastIndex((day) => day < after);
    const end = last + 1;
    let level = 0;
    while (taken[level]?.slice(start, end).some(Boolean)) level += 1;
    if (level >= maxEvents) {
      for (let day = start; day < end; day += 1) hidden[day]!.push(event);
      continue;
    }
    taken[level] ??= week.map(() => false);
    for (let day = start; day < end; day += 1) {
      taken[level]![day] = true;
      depth[day] = Math.max(depth[day]!, level + 1);
    }
    bars.push({ event, start, end, isStart: first >= week[0]!, isEnd: after <= weekAfter, level });
  }
  // A day with hidden events keeps its whole stack's height, as FullCalendar does.
  hidden.forEach((events, day) => {
    if (events.length) depth[day] = maxEvents;
  });
  return { bars, depth, hidden };
}
