import { addDays, DEFAULT_TIME_ZONE, isIsoDate, REMINDER_DAYS_DEFAULT, type Event, type EventBodyInput } from '../../api/contract';
import type { EventDraft } from '../../machines/calendar-modal.machine';

/**
 * The modal's fields and the event body, both ways. Dates and times in the form are the viewer's
 * own (the browser's zone); a timed event travels as an instant. An all-day event keeps its
 * calendar dates in every zone, and the form shows its last day where the server keeps the
 * exclusive end (FullCalendar's convention).
 */
export type EventFormValues = {
  name: string;
  category: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** Days before each artwork deadline as typed: "7, 3, 1". */
  reminderDays: string;
};

export const FORM_FIELDS = ['name', 'category', 'startDate', 'startTime', 'endDate', 'endTime', 'reminderDays'] as const;

/** The viewer's IANA zone, as the calendar shows times in it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a date in the viewer's zone. */
export const localDateOf = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const localTimeOf = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** A local date and time as an instant (`…Z`), or '' when either is missing or not real. */
export function instantOf(date: string, time: string): string {
  if (!isIsoDate(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** Reminder days as the form and the details card show them: "7, 3, 1". */
export const reminderDaysText = (days: readonly number[]) => days.join(', ');

/**
 * Reminder days as typed, for the contract to check: commas or spaces between them, nothing means
 * none. Anything that is not a number stays NaN, which the contract refuses with its message.
 */
export const reminderDaysOf = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/** The form's fields for a draft: an all-day range's dates, or a timed range in the viewer's zone. */
export function valuesOf(draft: EventDraft): EventFormValues {
  const reminderDays = reminderDaysText(draft.reminderDays ?? REMINDER_DAYS_DEFAULT);
  if (draft.allDay) {
    const startDate = draft.start.slice(0, 10);
    const lastDay = draft.end ? addDays(draft.end.slice(0, 10), -1) : startDate;
    return { name: draft.name, category: draft.category, allDay: true, startDate, startTime: '09:00', endDate: lastDay < startDate ? startDate : lastDay, endTime: '10:00', reminderDays };
  }
  const start = new Date(draft.start);
  const end = new Date(draft.end || draft.start);
  return {
    reminderDays,
    name: draft.name,
    category: draft.category,
    allDay: false,
    startDate: localDateOf(start),
    startTime: localTimeOf(start),
    endDate: localDateOf(end),
    endTime: localTimeOf(end),
  };
}

/** The fields an edit keeps as the server has them: the modal changes title, colour and times only. */
const keptFields = (event: Event | null) => ({
  timeZone: event?.timeZone ?? viewerTimeZone(),
  buildStart: event?.buildStart ?? null,
  buildEnd: event?.buildEnd ?? null,
  openStart: event?.openStart ?? null,
  openEnd: event?.openEnd ?? null,
  venue: event?.venue ?? null,
  location: event?.location ?? null,
});

/** The request body for the form's values; the contract's schema then checks it. */
export function bodyOf(values: EventFormValues, event: Event | null): EventBodyInput {
  const times = values.allDay
    ? { start: values.startDate, end: isIsoDate(values.endDate) ? addDays(values.endDate, 1) : values.endDate }
    : { start: instantOf(values.startDate, values.startTime), end: instantOf(values.endDate, values.endTime) };
  return {
    ...keptFields(event),
    name: values.name,
    category: values.category as Event['category'],
    allDay: values.allDay,
    ...times,
    reminderDays: reminderDaysOf(values.reminderDays),
  };
}

/** An event moved or resized on the calendar: the same event with its new times. */
export function movedBody(event: Event, moved: { allDay: boolean; start: string; end: string | null }): EventBodyInput {
  return { ...keptFields(event), name: event.name, category: event.category, ...moved };
}

/** What "Add Event +" opens with: a one-day event today. */
export const todayDraft = (today = new Date()): EventDraft => {
  const start = localDateOf(today);
  return { name: '', category: 'Primary', allDay: true, start, end: addDays(start, 1) };
};
