import * as z from 'zod/mini';
import { STATUSES } from './common';
import { event } from './events';

/**
 * GET /api/dashboard: the home page of the signed-in role (docs/screens.md, Dashboard; docs/decisions.md, decision 9).
 *
 * A card's `trendPercent` is the change over the last 30 days as a whole percentage of the total
 * 30 days ago: (now − then) / then × 100, rounded. "Then" counts the records that exist now and
 * were created before that day (deleted records are in neither). With nothing then, it is 0 when
 * there is nothing now either, and null ("new") when there is: no percentage of 0 says that.
 */

export const TREND_DAYS = 30;
/** How many upcoming events the home page lists. */
export const UPCOMING_LIMIT = 5;

export const dashboardCard = z.object({ total: z.number().check(z.int()), trendPercent: z.nullable(z.number().check(z.int())) });
export type DashboardCard = z.infer<typeof dashboardCard>;

/** An event as the home page lists it: upcoming means not yet over. */
export const upcomingEvent = z.pick(event, {
  id: true,
  name: true,
  category: true,
  allDay: true,
  start: true,
  end: true,
  timeZone: true,
  venue: true,
  location: true,
});
export type UpcomingEvent = z.infer<typeof upcomingEvent>;

/** A company's event with its own booth and status there. */
export const companyEvent = z.extend(upcomingEvent, { booth: z.nullable(z.string()), status: z.enum(STATUSES) });
export type CompanyEvent = z.infer<typeof companyEvent>;

const count = z.number().check(z.int());

/**
 * Artwork where it stands, counted per cell (an exhibitor × a requirement that applies to it) with
 * the completeness matrix's own statuses. `submitted` counts every cell with a submitted version
 * (awaiting review, changes requested or approved); `asked` every cell.
 */
export const artworkFigures = z.object({ asked: count, submitted: count, awaitingReview: count, changesRequested: count, approved: count, overdue: count });
export type ArtworkFigures = z.infer<typeof artworkFigures>;

/** How many of the reader's events the home page lists with their own figures, soonest first. */
export const ARTWORK_EVENTS_LIMIT = 8;

/** The reader's events not yet over that ask for artwork: the figures of all of them, and of the first few each. */
export const artworkOverview = z.object({
  totals: artworkFigures,
  events: z.array(z.object({ event: upcomingEvent, figures: artworkFigures })),
  /** All the events the totals cover (more than `events` lists when past the limit). */
  eventCount: count,
});
export type ArtworkOverview = z.infer<typeof artworkOverview>;

/** Where owed artwork stands (artwork.ts's statuses; not imported, as artwork.ts imports this file). */
export const OWED_STATUSES = ['Missing', 'Overdue', 'Changes requested'] as const;

/** A company's progress at one event: how much is approved, and what it still owes (required, not in or sent back). */
export const companyProgress = z.object({
  event: upcomingEvent,
  asked: count,
  approved: count,
  awaitingReview: count,
  owed: z.array(z.object({ requirementId: count, name: z.string(), status: z.enum(OWED_STATUSES), deadline: z.string() })),
});
export type CompanyProgress = z.infer<typeof companyProgress>;

export const dashboard = z.discriminatedUnion('kind', [
  /** admin and Owner/Admin: the three cards, Events Coming Up, and the artwork of every event. */
  z.object({
    kind: z.literal('staff'),
    cards: z.object({ organisers: dashboardCard, ownerAdmins: dashboardCard, events: dashboardCard }),
    upcoming: z.array(upcomingEvent),
    artwork: artworkOverview,
  }),
  /** Event Organiser: their events and the exhibitors of those events, the Events List, and their events' artwork. */
  z.object({
    kind: z.literal('organiser'),
    cards: z.object({ events: dashboardCard, exhibitors: dashboardCard }),
    events: z.array(upcomingEvent),
    artwork: artworkOverview,
  }),
  /** Exhibiting Company: the upcoming events it exhibits at, and its artwork progress at each that asks for some. */
  z.object({ kind: z.literal('company'), events: z.array(companyEvent), progress: z.array(companyProgress) }),
  /** user: the upcoming events of the calendar. */
  z.object({ kind: z.literal('user'), upcoming: z.array(upcomingEvent) }),
]);
export type Dashboard = z.infer<typeof dashboard>;
export type DashboardKind = Dashboard['kind'];

/** (now − then) / then × 100, rounded; with nothing then, 0 when nothing now either, else null (new). */
export function trendPercent(totalNow: number, totalThen: number): number | null {
  if (totalThen === 0) return totalNow === 0 ? 0 : null;
  return Math.round(((totalNow - totalThen) / totalThen) * 100);
}
