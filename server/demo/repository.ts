import type { Db } from '../db/schema';
import type { UserRow } from '../db/tables/users';

/** The tables the demo fills: one row in any of them and the demo is refused. */
export const DOMAIN_TABLES = ['owner_admins', 'event_organisers', 'exhibiting_companies', 'events', 'event_exhibitors'] as const;

/** The roles of the first two accounts. */
export function firstRoles(db: Db) {
  return db.selectFrom('users').select(['role']).limit(2).execute();
}

/** Whether the table holds any row. */
export async function hasRows(db: Db, table: (typeof DOMAIN_TABLES)[number]): Promise<boolean> {
  return (await db.selectFrom(table).select((eb) => eb.lit(1).as('one')).limit(1).executeTakeFirst()) !== undefined;
}

export function userById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The earliest account with this role. */
export function firstUserWithRole(db: Db, role: UserRow['role']) {
  return db.selectFrom('users').selectAll().where('role', '=', role).orderBy('id').executeTakeFirstOrThrow();
}

/** Moves an account and its profile back to `createdAt`. */
export async function backdateAccount(db: Db, emailLower: string, table: 'owner_admins' | 'event_organisers' | 'exhibiting_companies', createdAt: string): Promise<void> {
  const user = await db.updateTable('users').set({ created_at: createdAt }).where('email_lower', '=', emailLower).returning('id').executeTakeFirstOrThrow();
  await db.updateTable(table).set({ created_at: createdAt }).where('user_id', '=', user.id).execute();
}

export function organiserByEmail(db: Db, emailLower: string) {
  return db.selectFrom('event_organisers as o').innerJoin('users as u', 'u.id', 'o.user_id').select('o.id').where('u.email_lower', '=', emailLower).executeTakeFirstOrThrow();
}

/** Moves an event and its exhibitor links back to `createdAt`. */
export async function backdateEvent(db: Db, eventId: number, createdAt: string): Promise<void> {
  await db.updateTable('events').set({ created_at: createdAt }).where('id', '=', eventId).execute();
  await db.updateTable('event_exhibitors').set({ created_at: createdAt }).where('event_id', '=', eventId).execute();
}

export function eventByName(db: Db, name: string) {
  return db.selectFrom('events').select(['id', 'starts_at']).where('name', '=', name).executeTakeFirstOrThrow();
}

/** An event's exhibiting companies in the order they were added. */
export function exhibitorsInOrder(db: Db, eventId: number) {
  return db
    .selectFrom('event_exhibitors as x')
    .innerJoin('exhibiting_companies as c', 'c.id', 'x.company_id')
    .select(['c.id', 'c.user_id'])
    .where('x.event_id', '=', eventId)
    .orderBy('x.created_at')
    .orderBy('c.id')
    .execute();
}

/** The user of an event's first assigned organiser. */
export function firstOrganiserUser(db: Db, eventId: number) {
  return db
    .selectFrom('event_organiser_assignments as a')
    .innerJoin('event_organisers as o', 'o.id', 'a.organiser_id')
    .select('o.user_id')
    .where('a.event_id', '=', eventId)
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
}

/** The sign-up confirmation emailed to the address: how it went and its text. */
export function confirmationEmailTo(db: Db, email: string) {
  return db.selectFrom('outbox').select(['status', 'text']).where('to', '=', email).where('template', '=', 'confirm-registration').executeTakeFirst();
}
