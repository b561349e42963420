import type { ExpressionBuilder } from 'kysely';
import { type Database, type DbOrTrx, nowIso } from '../../db/schema';
import type { EventRow, NewEventRow } from '../../db/tables/events';
import { inChunks } from '../../lib/chunks';
import type { EventRange } from './range';

/** Whose events a query may return: everyone's, an organiser's, or those a company exhibits at. */
export type EventScope = { kind: 'all' } | { kind: 'organiser'; organiserId: number } | { kind: 'company'; companyId: number };

export type EventFields = Omit<NewEventRow, 'id' | 'created_at' | 'updated_at' | 'created_by'>;

/** starts_at < to AND ends_at > from, each half a range scan of (all_day, starts_at, ends_at). */
export function overlaps(eb: ExpressionBuilder<Database, 'events'>, range: EventRange) {
  return eb.or([
    eb.and([
      eb('events.all_day', '=', 0),
      eb('events.starts_at', '>=', range.lowerInstant),
      eb('events.starts_at', '<', range.toInstant),
      eb('events.ends_at', '>', range.fromInstant),
    ]),
    eb.and([
      eb('events.all_day', '=', 1),
      eb('events.starts_at', '>=', range.lowerDate),
      eb('events.starts_at', '<', range.toDate),
      eb('events.ends_at', '>', range.fromDate),
    ]),
  ]);
}

export function inScope(eb: ExpressionBuilder<Database, 'events'>, scope: EventScope) {
  if (scope.kind === 'organiser') {
    return eb('events.id', 'in', eb.selectFrom('event_organiser_assignments').select('event_id').where('organiser_id', '=', scope.organiserId));
  }
  if (scope.kind === 'company') {
    return eb('events.id', 'in', eb.selectFrom('event_exhibitors').select('event_id').where('company_id', '=', scope.companyId));
  }
  return eb.lit(true);
}

/** The calendar's query, unexecuted: the range benchmark runs its SQL on the bare driver too. */
export function eventsInRangeQuery(db: DbOrTrx, range: EventRange, scope: EventScope) {
  return db
    .selectFrom('events')
    .selectAll()
    .where((eb) => eb.and([overlaps(eb, range), inScope(eb, scope)]))
    .orderBy('starts_at')
    .orderBy('id');
}

export function findEventsInRange(db: DbOrTrx, range: EventRange, scope: EventScope): Promise<EventRow[]> {
  return eventsInRangeQuery(db, range, scope).execute();
}

export function findEvent(db: DbOrTrx, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The events in scope not yet over at `now`, soonest first. */
/** The event is not over yet: a timed one ends after now, an all-day one after today. */
export function findEventsByIds(db: DbOrTrx, ids: readonly number[]): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll().where('id', 'in', ids).execute();
}

export function notOver(eb: ExpressionBuilder<Database, 'events'>, now: Date) {
  const instant = nowIso(now);
  return eb.or([
    eb.and([eb('events.all_day', '=', 0), eb('events.ends_at', '>', instant)]),
    eb.and([eb('events.all_day', '=', 1), eb('events.ends_at', '>', instant.slice(0, 10))]),
  ]);
}

export function findUpcomingEvents(db: DbOrTrx, scope: EventScope, limit: number, now = new Date()): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where((eb) => eb.and([notOver(eb, now), inScope(eb, scope)]))
    .orderBy('starts_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function insertEvent(db: DbOrTrx, fields: EventFields, createdBy: number): Promise<EventRow> {
  const now = nowIso();
  return db
    .insertInto('events')
    .values({ ...fields, created_by: createdBy, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEvent(db: DbOrTrx, id: number, fields: EventFields): Promise<EventRow> {
  return db.updateTable('events').set({ ...fields, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the event; its assignments and exhibitor links go with it (foreign keys cascade). */
export async function deleteEvent(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

/** Each event's organisers as `{id, name}`, by event id. */
export async function organisersOf(db: DbOrTrx, eventIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byEvent = new Map<number, { id: number; name: string }[]>();
  const rows = await inChunks(eventIds, (ids) =>
    db
      .selectFrom('event_organiser_assignments as a')
      .innerJoin('event_organisers as o', 'o.id', 'a.organiser_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['a.event_id', 'o.id', 'u.firstname', 'u.lastname'])
      .where('a.event_id', 'in', ids)
      .orderBy('u.firstname')
      .orderBy('u.lastname')
      .orderBy('o.id')
      .execute(),
  );
  for (const row of rows) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push({ id: row.id, name: `${row.firstname} ${row.lastname}` });
    byEvent.set(row.event_id, list);
  }
  return byEvent;
}

/** How many companies exhibit at each event, by event id. */
export async function exhibitorCountsOf(db: DbOrTrx, eventIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await inChunks(eventIds, (ids) =>
    db
      .selectFrom('event_exhibitors')
      .select((eb) => ['event_id', eb.fn.countAll<number>().as('count')])
      .where('event_id', 'in', ids)
      .groupBy('event_id')
      .execute(),
  );
  return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
}

export function isAssigned(db: DbOrTrx, eventId: number, organiserId: number) {
  return db
    .selectFrom('event_organiser_assignments')
    .select('event_id')
    .where('event_id', '=', eventId)
    .where('organiser_id', '=', organiserId)
    .executeTakeFirst()
    .then(Boolean);
}

/** The ids among `ids` that are organisers. */
export async function existingOrganiserIds(db: DbOrTrx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('event_organisers').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The sign-in accounts of these organisers that can be emailed (Active ones). */
export function organiserRecipients(db: DbOrTrx, organiserIds: readonly number[]) {
  if (organiserIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_organisers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id as userId', 'u.email', 'u.firstname', 'u.language'])
    .where('o.id', 'in', organiserIds)
    .where('u.status', '=', 'Active')
    .orderBy('o.id')
    .execute();
}

/** Makes the event's organisers exactly `organiserIds`. */
export async function setAssignments(db: DbOrTrx, eventId: number, organiserIds: readonly number[]): Promise<void> {
  await db.deleteFrom('event_organiser_assignments').where('event_id', '=', eventId).execute();
  if (organiserIds.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('event_organiser_assignments')
    .values(organiserIds.map((organiserId) => ({ event_id: eventId, organiser_id: organiserId, created_at: now })))
    .execute();
}

export async function assignedOrganiserIds(db: DbOrTrx, eventId: number): Promise<number[]> {
  const rows = await db.selectFrom('event_organiser_assignments').select('organiser_id').where('event_id', '=', eventId).execute();
  return rows.map((row) => row.organiser_id);
}

/** The organiser profile of a user, if they have one. */
export function organiserOfUser(db: DbOrTrx, userId: number) {
  return db.selectFrom('event_organisers').select('id').where('user_id', '=', userId).executeTakeFirst();
}

/** The exhibiting company of a user, if they have one. */
export function companyOfUser(db: DbOrTrx, userId: number) {
  return db.selectFrom('exhibiting_companies').select('id').where('user_id', '=', userId).executeTakeFirst();
}
