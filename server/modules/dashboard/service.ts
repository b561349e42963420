import { type Dashboard, DAY_MS, type DashboardCard, ROLES, TREND_DAYS, trendPercent, UPCOMING_LIMIT } from '../../../src/api/contract';
import { type Db, nowIso } from '../../db/schema';
import { type Actor, scopeOf } from '../events/actor';
import { findUpcomingEvents } from '../events/repository';
import { toUpcomingEvent } from '../events/service';
import { artworkOverviewOf, companyProgressOf } from './artwork';
import { companyLinks, eventTotals, organiserExhibitorTotals, profileTotals, type Totals } from './repository';

const card = ({ now, then }: Totals): DashboardCard => ({ total: now, trendPercent: trendPercent(now, then) });

/** The home page of the actor's role: real totals, their trend over 30 days, the next events, where artwork stands. */
export async function getDashboard(db: Db, actor: Actor, now = new Date()): Promise<Dashboard> {
  const cutoff = nowIso(new Date(now.getTime() - TREND_DAYS * DAY_MS));
  const scope = scopeOf(actor);
  const upcoming = async () => (await findUpcomingEvents(db, scope, UPCOMING_LIMIT, now)).map(toUpcomingEvent);

  switch (actor.user.role) {
    case ROLES.admin:
    case ROLES.owner: {
      const [organisers, ownerAdmins, events, next, artwork] = await Promise.all([
        profileTotals(db, 'event_organisers', cutoff),
        profileTotals(db, 'owner_admins', cutoff),
        eventTotals(db, scope, cutoff),
        upcoming(),
        artworkOverviewOf(db, scope, now),
      ]);
      return { kind: 'staff', cards: { organisers: card(organisers), ownerAdmins: card(ownerAdmins), events: card(events) }, upcoming: next, artwork };
    }
    case ROLES.organizer: {
      const [events, exhibitors, next, artwork] = await Promise.all([
        eventTotals(db, scope, cutoff),
        organiserExhibitorTotals(db, actor.organiserId ?? 0, cutoff),
        upcoming(),
        artworkOverviewOf(db, scope, now),
      ]);
      return { kind: 'organiser', cards: { events: card(events), exhibitors: card(exhibitors) }, events: next, artwork };
    }
    case ROLES.exhibitor: {
      const [next, progress] = await Promise.all([upcoming(), companyProgressOf(db, actor.companyId ?? 0, now)]);
      const links = await companyLinks(db, actor.companyId ?? 0, next.map((item) => item.id));
      return { kind: 'company', events: next.flatMap((item) => (links.has(item.id) ? [{ ...item, ...links.get(item.id)! }] : [])), progress };
    }
    default:
      return { kind: 'user', upcoming: await upcoming() };
  }
}
