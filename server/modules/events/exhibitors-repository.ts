import type { Status } from '../../../src/api/contract';
import { type DbOrTrx, nowIso } from '../../db/schema';
import { inChunks } from '../../lib/chunks';
import type { PageWindow } from '../accounts/page-window';

/** An event's exhibitor: the link with its company and the company's sign-in email. */
function exhibitorQuery(db: DbOrTrx, eventId: number) {
  return db
    .selectFrom('event_exhibitors as x')
    .innerJoin('exhibiting_companies as c', 'c.id', 'x.company_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'x.company_id',
      'c.company_name',
      'c.product_category',
      'c.booth_size',
      'c.contact_person',
      'u.email',
      'u.password_hash',
      'x.booth',
      'x.status',
      'x.created_at',
    ])
    .where('x.event_id', '=', eventId);
}
export type ExhibitorJoinedRow = Awaited<ReturnType<ReturnType<typeof exhibitorQuery>['executeTakeFirstOrThrow']>>;

/**
 * One page of an event's exhibitors by company name. Only the links and the names are sorted to
 * pick the page's companies, read from the nearer end (the window's 'asc' is from the last name
 * back, then reversed); then just those rows are read whole. Sorting every joined row cost 3–4×
 * as much at 2,000 exhibitors, and a page near the end as much again as the first.
 */
export async function pageOfExhibitors(db: DbOrTrx, eventId: number, window: PageWindow): Promise<ExhibitorJoinedRow[]> {
  const direction = window.order === 'desc' ? 'asc' : 'desc';
  const picked = await db
    .selectFrom('event_exhibitors as x')
    .innerJoin('exhibiting_companies as c', 'c.id', 'x.company_id')
    .select('x.company_id')
    .where('x.event_id', '=', eventId)
    .orderBy('c.company_name', direction)
    .orderBy('x.company_id', direction)
    .offset(window.offset)
    .limit(window.limit)
    .execute();
  const ids = picked.map((row) => row.company_id);
  if (direction === 'desc') ids.reverse();
  if (ids.length === 0) return [];
  const rows = new Map((await exhibitorQuery(db, eventId).where('x.company_id', 'in', ids).execute()).map((row) => [row.company_id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

export function findExhibitor(db: DbOrTrx, eventId: number, companyId: number): Promise<ExhibitorJoinedRow | undefined> {
  return exhibitorQuery(db, eventId).where('x.company_id', '=', companyId).executeTakeFirst();
}

export async function countExhibitors(db: DbOrTrx, eventId: number): Promise<number> {
  const { count } = await db
    .selectFrom('event_exhibitors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function isExhibiting(db: DbOrTrx, eventId: number, companyId: number): Promise<boolean> {
  return db
    .selectFrom('event_exhibitors')
    .select('event_id')
    .where('event_id', '=', eventId)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
    .then(Boolean);
}

export async function insertExhibitor(db: DbOrTrx, link: { eventId: number; companyId: number; booth: string | null; status: Status }): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('event_exhibitors')
    .values({ event_id: link.eventId, company_id: link.companyId, booth: link.booth, status: link.status, created_at: now, updated_at: now })
    .execute();
}

export async function updateExhibitor(db: DbOrTrx, eventId: number, companyId: number, changes: { booth?: string | null; status?: Status }): Promise<void> {
  await db
    .updateTable('event_exhibitors')
    .set({ ...changes, updated_at: nowIso() })
    .where('event_id', '=', eventId)
    .where('company_id', '=', companyId)
    .execute();
}

/** True when there was a link to remove. */
export async function deleteExhibitor(db: DbOrTrx, eventId: number, companyId: number): Promise<boolean> {
  const result = await db.deleteFrom('event_exhibitors').where('event_id', '=', eventId).where('company_id', '=', companyId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The accounts with these lower-cased emails, with their company profile when they have one. */
export function accountsByEmail(db: DbOrTrx, emailsLower: readonly string[]) {
  return inChunks(emailsLower, (piece) => accountsByEmailQuery(db, piece));
}

function accountsByEmailQuery(db: DbOrTrx, emailsLower: readonly string[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('exhibiting_companies as c', 'c.user_id', 'u.id')
    .select([
      'u.id as user_id',
      'u.email_lower',
      'u.role',
      'c.id as company_id',
      'c.company_name',
      'c.product_category',
      'c.booth_size',
      'c.contact_person',
    ])
    .where('u.email_lower', 'in', emailsLower)
    .execute();
}
export type AccountByEmail = Awaited<ReturnType<typeof accountsByEmail>>[number];

/** The links of `companyIds` at the event, by company id. */
export async function linksAt(db: DbOrTrx, eventId: number, companyIds: readonly number[]) {
  if (companyIds.length === 0) return new Map<number, { booth: string | null; status: Status }>();
  const rows = await inChunks(companyIds, (piece) =>
    db.selectFrom('event_exhibitors').select(['company_id', 'booth', 'status']).where('event_id', '=', eventId).where('company_id', 'in', piece).execute(),
  );
  return new Map(rows.map((row) => [row.company_id, { booth: row.booth, status: row.status }]));
}

/** Which of `companyIds` exhibit at an event the organiser is assigned to: the companies that organiser already sees. */
export async function companiesSeenByOrganiser(db: DbOrTrx, organiserId: number, companyIds: readonly number[]): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await inChunks(companyIds, (piece) =>
    db
      .selectFrom('event_exhibitors as x')
      .innerJoin('event_organiser_assignments as a', 'a.event_id', 'x.event_id')
      .select('x.company_id')
      .distinct()
      .where('a.organiser_id', '=', organiserId)
      .where('x.company_id', 'in', piece)
      .execute(),
  );
  return new Set(rows.map((row) => row.company_id));
}
