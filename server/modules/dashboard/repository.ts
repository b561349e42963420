import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { type EventScope, inScope, notOver } from '../events/repository';

/** How many exist now, and how many of them were created before `cutoff`. */
export interface Totals {
  now: number;
  then: number;
}

const before = (cutoff: string) => sql<number>`count(case when created_at < ${cutoff} then 1 end)`;

const totalsOf = (row: { now: number | string; then: number | string }): Totals => ({ now: Number(row.now), then: Number(row.then) });

export async function profileTotals(db: DbOrTrx, table: 'event_organisers' | 'owner_admins', cutoff: string): Promise<Totals> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('now'), before(cutoff).as('then')])
    .executeTakeFirstOrThrow();
  return totalsOf(row);
}

export async function eventTotals(db: DbOrTrx, scope: EventScope, cutoff: string): Promise<Totals> {
  const row = await db
    .selectFrom('events')
    .select((eb) => [eb.fn.countAll<number>().as('now'), before(cutoff).as('then')])
    .where((eb) => inScope(eb, scope))
    .executeTakeFirstOrThrow();
  return totalsOf(row);
}

/** Distinct companies exhibiting at an organiser's events; "then" counts those already there before `cutoff`. */
export async function organiserExhibitorTotals(db: DbOrTrx, organiserId: number, cutoff: string): Promise<Totals> {
  const row = await db
    .selectFrom('event_exhibitors as x')
    .innerJoin('event_organiser_assignments as a', 'a.event_id', 'x.event_id')
    .select([
      sql<number>`count(distinct x.company_id)`.as('now'),
      sql<number>`count(distinct case when x.created_at < ${cutoff} then x.company_id end)`.as('then'),
    ])
    .where('a.organiser_id', '=', organiserId)
    .executeTakeFirstOrThrow();
  return totalsOf(row);
}

/** The company's booth and status at each of these events. */
export async function companyLinks(db: DbOrTrx, companyId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, { booth: string | null; status: 'Active' | 'Inactive' }>();
  const rows = await db
    .selectFrom('event_exhibitors')
    .select(['event_id', 'booth', 'status'])
    .where('company_id', '=', companyId)
    .where('event_id', 'in', eventIds)
    .execute();
  return new Map(rows.map((row) => [row.event_id, { booth: row.booth, status: row.status }]));
}

/** The events in scope not yet over that ask for artwork, soonest first. */
export function eventsAskingForArtwork(db: DbOrTrx, scope: EventScope, now: Date) {
  return db
    .selectFrom('events')
    .selectAll()
    .where((eb) => eb.and([notOver(eb, now), inScope(eb, scope), eb('events.id', 'in', eb.selectFrom('artwork_requirements').select('event_id'))]))
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}
