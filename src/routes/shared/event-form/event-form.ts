import { addDays, isIsoDate, isTimeZone, REMINDER_DAYS_DEFAULT, wallClockOf, type Event, type EventBodyInput } from '../../../api/contract';
import { viewerTimeZone } from '../dates';
import { instantInZone } from '../zoned-time';
import type { EventDraft } from '../../../machines/calendar-modal.machine';

/**
 * The event form's fields and the event body, both ways. A timed event's dates and times are the
 * wall clock of the event's own zone (where it takes place) and travel as instants. An all-day
 * event keeps its calendar dates in every zone, and the form shows its last day where the server
 * keeps the exclusive end (FullCalendar's convention).
 */
export type EventFormValues = {
  name: string;
  category: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  venue: string;
  location: string;
  buildStart: string;
  buildEnd: string;
  openStart: string;
  openEnd: string;
  description: string;
  /** Days before each artwork deadline as typed: "7, 3, 1". */
  reminderDays: string;
};

export const FORM_FIELDS = [
  'name',
  'category',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'timeZone',
  'venue',
  'location',
  'buildStart',
  'buildEnd',
  'openStart',
  'openEnd',
  'description',
  'reminderDays',
] as const;

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

/** The zone a form's times are read in: the one typed when it is a zone, else the viewer's. */
const zoneOrViewer = (zone: string) => (isTimeZone(zone) ? zone : viewerTimeZone());

/** The form's fields for a draft: an all-day range's dates, or a timed range on the event zone's clock. */
export function valuesOf(draft: EventDraft): EventFormValues {
  const timeZone = draft.timeZone ?? viewerTimeZone();
  const record = {
    name: draft.name,
    category: draft.category,
    timeZone,
    venue: draft.venue ?? '',
    location: draft.location ?? '',
    buildStart: draft.buildStart ?? '',
    buildEnd: draft.buildEnd ?? '',
    openStart: draft.openStart ?? '',
    openEnd: draft.openEnd ?? '',
    description: draft.description ?? '',
    reminderDays: reminderDaysText(draft.reminderDays ?? REMINDER_DAYS_DEFAULT),
  };
  if (draft.allDay) {
    const startDate = draft.start.slice(0, 10);
    const lastDay = draft.end ? addDays(draft.end.slice(0, 10), -1) : startDate;
    return { ...record, allDay: true, startDate, startTime: '09:00', endDate: lastDay < startDate ? startDate : lastDay, endTime: '10:00' };
  }
  const start = wallClockOf(draft.start, zoneOrViewer(timeZone));
  const end = wallClockOf(draft.end || draft.start, zoneOrViewer(timeZone));
  return { ...record, allDay: false, startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

/**
 * The request body for the form's values; the contract's schema then checks it. `organiserIds`
 * only when the user may choose them (PERMISSIONS.assignOrganisers): otherwise they stay as they are.
 */
export function bodyOf(values: EventFormValues, organiserIds?: number[]): EventBodyInput {
  const zone = zoneOrViewer(values.timeZone);
  const times = values.allDay
    ? { start: values.startDate, end: isIsoDate(values.endDate) ? addDays(values.endDate, 1) : values.endDate }
    : { start: instantInZone(values.startDate, values.startTime, zone), end: instantInZone(values.endDate, values.endTime, zone) };
  return {
    name: values.name,
    category: values.category as Event['category'],
    allDay: values.allDay,
    ...times,
    timeZone: values.timeZone,
    venue: values.venue,
    location: values.location,
    buildStart: values.buildStart,
    buildEnd: values.buildEnd,
    openStart: values.openStart,
    openEnd: values.openEnd,
    description: values.description,
    reminderDays: reminderDaysOf(values.reminderDays),
    ...(organiserIds ? { organiserIds } : {}),
  };
}
