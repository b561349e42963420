import * as z from 'zod/mini';
import { optionalText, requiredText } from './common';
import { positiveId } from './ids';
import { reminderDays } from './reminder-days';
import { EVENT_MESSAGES, MESSAGES } from './texts';
import { addDays, canonicalTimeZone, DAY_MS, daysBetween, isIsoDate, isIsoInstant, isTimeZone, toUtcInstant } from './event-time';

/**
 * Events: the calendar's entries and the event-details page (docs/screens.md; docs/decisions.md, decisions 10 and 11).
 *
 * Times. A timed event's `start` and `end` are instants, answered as ISO UTC (`…Z`); the body may
 * send any offset. An all-day event's are calendar dates `YYYY-MM-DD` with an exclusive end, as
 * FullCalendar has them: a one-day event on 1 Oct is start 2025-10-01, end 2025-10-02. Dates do not
 * move with the viewer's zone. `timeZone` is the event's IANA zone (where it takes place).
 */

export const EVENT_CATEGORIES = ['Danger', 'Success', 'Primary', 'Warning'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_NAME_MAX = 200;
export const VENUE_MAX = 200;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** The longest an event may last. It also bounds the calendar's range scan on the server. */
export const EVENT_MAX_DAYS = 92;
/** The widest range one calendar request may ask for. */
export const RANGE_MAX_DAYS = 400;
export const DEFAULT_TIME_ZONE = 'UTC';

export const organiserRef = z.object({ id: z.number().check(z.int()), name: z.string() });
export type OrganiserRef = z.infer<typeof organiserRef>;

export const eventCategory = z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.categoryInvalid });

export const event = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  /** Inclusive date ranges (`YYYY-MM-DD`); both null when not set. */
  buildStart: z.nullable(z.string()),
  buildEnd: z.nullable(z.string()),
  openStart: z.nullable(z.string()),
  openEnd: z.nullable(z.string()),
  venue: z.nullable(z.string()),
  location: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** Organisers assigned to the event: `id` is the organiser's (event_organisers) id. */
  organisers: z.array(organiserRef),
  exhibitorCount: z.number().check(z.int()),
  /** Days before each artwork deadline when companies that still owe are reminded, largest first. */
  reminderDays: z.array(z.number().check(z.int())),
  createdAt: z.string(),
});
export type Event = z.infer<typeof event>;

export const eventsList = z.object({ events: z.array(event) });
export type EventsList = z.infer<typeof eventsList>;

const optionalDate = z.pipe(
  z.nullish(z.string({ error: EVENT_MESSAGES.dateInvalid })),
  z.transform((value) => (value ? value.trim() || null : null)),
);

const timeZone = z.pipe(
  z._default(z.optional(z.string({ error: EVENT_MESSAGES.timeZoneInvalid })), DEFAULT_TIME_ZONE),
  z.pipe(
    z.string().check(z.refine(isTimeZone, EVENT_MESSAGES.timeZoneInvalid)),
    z.transform((zone: string) => canonicalTimeZone(zone)),
  ),
);

type Issue = { path: string; message: string };

/** The cross-field rules of an event's times; each issue names its field. */
export function eventTimeIssues(body: {
  allDay: boolean;
  start: string;
  end?: string | null;
  buildStart: string | null;
  buildEnd: string | null;
  openStart: string | null;
  openEnd: string | null;
}): Issue[] {
  const issues: Issue[] = [];
  const isWellFormed = body.allDay ? isIsoDate : isIsoInstant;
  const formatMessage = body.allDay ? EVENT_MESSAGES.dateInvalid : EVENT_MESSAGES.instantInvalid;
  if (!isWellFormed(body.start)) issues.push({ path: 'start', message: formatMessage });
  if (body.end && !isWellFormed(body.end)) issues.push({ path: 'end', message: formatMessage });
  if (issues.length === 0 && body.end) {
    const span = body.allDay ? daysBetween(body.start, body.end) * DAY_MS : Date.parse(body.end) - Date.parse(body.start);
    if (span <= 0) issues.push({ path: 'end', message: EVENT_MESSAGES.endBeforeStart });
    else if (span > EVENT_MAX_DAYS * DAY_MS) issues.push({ path: 'end', message: EVENT_MESSAGES.tooLong(EVENT_MAX_DAYS) });
  }
  for (const [first, last] of [
    ['buildStart', 'buildEnd'],
    ['openStart', 'openEnd'],
  ] as const) {
    const from = body[first];
    const to = body[last];
    if (from !== null && !isIsoDate(from)) issues.push({ path: first, message: EVENT_MESSAGES.dateInvalid });
    else if (to !== null && !isIsoDate(to)) issues.push({ path: last, message: EVENT_MESSAGES.dateInvalid });
    else if ((from === null) !== (to === null)) issues.push({ path: from === null ? first : last, message: EVENT_MESSAGES.rangeIncomplete });
    else if (from !== null && to !== null && to < from) issues.push({ path: last, message: EVENT_MESSAGES.rangeEndBeforeStart });
  }
  return issues;
}

/**
 * POST /api/event and PUT /api/event/{id}. `end` may be left out: an all-day event then lasts one
 * day, a timed one an hour. A timed event's instants are normalised to UTC. `organiserIds` unset
 * keeps the assignments on update; only the roles of PERMISSIONS.assignOrganisers may change them
 * (an organiser who saves is always kept among them).
 */
export const eventBody = z.pipe(
  z
    .object({
      name: requiredText(EVENT_MESSAGES.titleRequired, EVENT_NAME_MAX),
      category: eventCategory,
      allDay: z._default(z.optional(z.boolean({ error: EVENT_MESSAGES.allDayInvalid })), true),
      start: z.string({ error: EVENT_MESSAGES.startRequired }).check(z.trim(), z.minLength(1, EVENT_MESSAGES.startRequired)),
      end: z.pipe(
        z.nullish(z.string({ error: EVENT_MESSAGES.endRequired })),
        z.transform((value) => (value ? value.trim() || null : null)),
      ),
      timeZone,
      buildStart: optionalDate,
      buildEnd: optionalDate,
      openStart: optionalDate,
      openEnd: optionalDate,
      venue: optionalText(VENUE_MAX),
      location: optionalText(LOCATION_MAX),
      description: optionalText(DESCRIPTION_MAX),
      /** Unset keeps the event's reminder days (new events: REMINDER_DAYS_DEFAULT). */
      reminderDays: z.optional(reminderDays),
      organiserIds: z.optional(
        z.array(z.number({ error: EVENT_MESSAGES.organisersInvalid }).check(z.int(EVENT_MESSAGES.organisersInvalid), z.positive(EVENT_MESSAGES.organisersInvalid)), {
          error: EVENT_MESSAGES.organisersInvalid,
        }).check(z.maxLength(50, EVENT_MESSAGES.organisersInvalid)),
      ),
    })
    .check(
      z.superRefine((body, ctx) => {
        for (const issue of eventTimeIssues(body)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path], input: body });
      }),
    ),
  z.transform((body) => {
    const start = body.allDay ? body.start : toUtcInstant(body.start);
    const end = body.end
      ? body.allDay
        ? body.end
        : toUtcInstant(body.end)
      : body.allDay
        ? addDays(body.start, 1)
        : new Date(Date.parse(start) + 60 * 60 * 1000).toISOString();
    return { ...body, start, end, organiserIds: body.organiserIds ? [...new Set(body.organiserIds)] : undefined };
  }),
);
export type EventBody = z.output<typeof eventBody>;
export type EventBodyInput = z.input<typeof eventBody>;

/**
 * GET /api/events?start=…&end=…: the events overlapping [start, end). Each bound is a date or an
 * ISO date-time with offset, as FullCalendar sends its visible range. Timed events are compared as
 * instants; all-day events by the calendar date written in the bound (the viewer's own date).
 */
const rangeBound = (required: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => isIsoDate(value) || isIsoInstant(value), EVENT_MESSAGES.instantInvalid),
  );

export const eventRangeQuery = z
  .object({ start: rangeBound(EVENT_MESSAGES.rangeStartRequired), end: rangeBound(EVENT_MESSAGES.rangeEndRequired) })
  .check(
    z.superRefine((query, ctx) => {
      const from = Date.parse(isIsoDate(query.start) ? `${query.start}T00:00:00Z` : query.start);
      const to = Date.parse(isIsoDate(query.end) ? `${query.end}T00:00:00Z` : query.end);
      if (!(to > from)) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.endBeforeStart, path: ['end'], input: query });
      else if (to - from > RANGE_MAX_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.rangeTooWide(RANGE_MAX_DAYS), path: ['end'], input: query });
    }),
  );
export type EventRangeQuery = z.output<typeof eventRangeQuery>;

export const eventIdParam = z.object({ id: positiveId(MESSAGES.idInvalid) });
export const eventExhibitorParam = z.object({ id: positiveId(MESSAGES.idInvalid), companyId: positiveId(EVENT_MESSAGES.companyIdInvalid) });

/** DELETE /api/event/{id}: what went with the event. */
export const eventDeleted = z.object({ message: z.string(), exhibitorLinksRemoved: z.number().check(z.int()) });
export type EventDeleted = z.infer<typeof eventDeleted>;
