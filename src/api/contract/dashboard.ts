import * as z from 'zod/mini';
import { STATUSES } from './common';
import { event } from './events';

/**
 * GET /api/dashboard: the home page of the signed-in role (SPEC.md section 2; DESIGN.md 9).
 *
 * A card's `trendPercent` is the change over the last 30 days as a whole percentage of the total
 * 30 days ago: (now − then) / then × 100, rounded. "Then" counts the records that exist now and
 * were created before that day (deleted records are in neither). With nothing then, it is 0.
 */

export const TREND_DAYS = 30;
/** How many upcoming events the home page lists. */
export const UPCOMING_LIMIT = 5;

export const dashboardCard = z.object({ total: z.number().check(z.int()), trendPercent: z.number().check(z.int()) });
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

export const dashboard = z.discriminatedUnion('kind', [
  /** admin and Owner/Admin: the three cards and Events Coming Up. */
  z.object({
    kind: z.literal('staff'),
    cards: z.object({ organisers: dashboardCard, ownerAdmins: dashboardCard, events: dashboardCard }),
    upcoming: z.array(upcomingEvent),
  }),
  /** Event Organiser: their events and the exhibitors of those events, and the Events List. */
  z.object({
    kind: z.literal('organiser'),
    cards: z.object({ events: dashboardCard, exhibitors: dashboardCard }),
    events: z.array(upcomingEvent),
  }),
  /** Exhibiting Company: the upcoming events it exhibits at. */
  z.object({ kind: z.literal('company'), events: z.array(companyEvent) }),
  /** user: the upcoming events of the calendar. */
  z.object({ kind: z.literal('user'), upcoming: z.array(upcomingEvent) }),
]);
export type Dashboard = z.infer<typeof dashboard>;
export type DashboardKind = Dashboard['kind'];

/** (now − then) / then × 100, rounded; 0 when there was nothing then. */
export function trendPercent(totalNow: number, totalThen: number): number {
  return totalThen === 0 ? 0 : Math.round(((totalNow - totalThen) / totalThen) * 100);
}
