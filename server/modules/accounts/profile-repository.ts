import type { Locale } from '../../../src/api/contract/i18n/locales';
import { sql, type SqlBool } from 'kysely';
import type { AccountStatusFilter, Role } from '../../../src/api/contract';
import { compiledPerShape, type Param } from '../../db/compiled-statements';
import type { DbOrTrx } from '../../db/schema';
import type { QueuedEmail } from '../mail/email';
import type { PageWindow } from './page-window';
import type { UserFilter } from './search-terms-repository';

export type ProfileTable = 'owner_admins' | 'event_organisers' | 'exhibiting_companies';

/** The fields every account form has: the sign-in account's part of the body. */
export interface AccountBody {
  firstname: string;
  lastname: string;
  email: string;
  password?: string;
  status: 'Active' | 'Inactive';
  /** Set when the account is made (a company's, at invitation); English when left out. */
  language?: Locale;
}

/** What one kind of account (owner/admin, organiser, company) knows about its own profile. */
export interface ProfileRepository<Body extends AccountBody, Entity> {
  table: ProfileTable;
  role: Role;
  /** The first part of its audit actions: `owner-admin.create` … */
  audit: 'owner-admin' | 'organiser' | 'company';
  insert(trx: DbOrTrx, userId: number, body: Body): Promise<number>;
  update(trx: DbOrTrx, profileId: number, body: Body): Promise<void>;
  /** The entities of these profile ids, in that order; unknown ids are left out. */
  load(db: DbOrTrx, ids: readonly number[]): Promise<Entity[]>;
  /** The phone the form sets on the account, when the kind's form has one. */
  phone?(body: Body): string | null;
  /** The profile's texts the list search finds it by, besides the names and the email. */
  searchTexts(body: Body): (string | null)[];
  /**
   * A kind made without a password (organisers): the email inviting the new account to set its own,
   * queued in the transaction that makes it.
   */
  invitation?(to: { userId: number; email: string; firstname: string }): QueuedEmail;
  /** The CSV export: its header and each entity's cells. */
  csv: { header: readonly string[]; cells(entity: Entity): (string | number | null)[] };
}

/** The users a status filter keeps: Invited are active without a password yet, Active have one. */
const usersOfStatus = (db: DbOrTrx, status: AccountStatusFilter) => {
  const users = db.selectFrom('users').select('users.id');
  if (status === 'Inactive') return users.where('users.status', '=', 'Inactive');
  return users.where('users.status', '=', 'Active').where('users.password_hash', status === 'Invited' ? 'is' : 'is not', null);
};

/** Narrows to the users of a status (none given: everyone, `undefined`). */
export function statusFilter(db: DbOrTrx, status: AccountStatusFilter | undefined): UserFilter | undefined {
  if (!status) return undefined;
  return (query, userIdColumn) => query.where(sql<SqlBool>`${sql.ref(userIdColumn)} in (${usersOfStatus(db, status)})`);
}

/** The users every given filter keeps; `undefined` when none is given. */
export function allOf(...filters: (UserFilter | undefined)[]): UserFilter | undefined {
  const given = filters.filter((filter) => filter !== undefined);
  if (given.length === 0) return undefined;
  return (query, userIdColumn) => given.reduce((narrowed, filter) => filter(narrowed, userIdColumn), query);
}

/** The kind's profiles whose users the search filter keeps (all of them without one). */
const filtered = (db: DbOrTrx, table: ProfileTable, filter: UserFilter | undefined) => {
  const all = db.selectFrom(table);
  return filter ? filter(all, `${table}.user_id`) : all;
};

/** The count a table's triggers keep (row_counts), built once. */
const keptCount = compiledPerShape(
  () => 'row_count',
  (db, _: void, param: Param<{ table: ProfileTable }>) => db.selectFrom('row_counts').select('row_count').where('table_name', '=', param('table')),
);

/** Without a search, the count the table's triggers keep (row_counts): one row, not a count of them all. */
export async function countProfiles(db: DbOrTrx, table: ProfileTable, filter: UserFilter | undefined): Promise<number> {
  if (!filter) {
    const [kept] = await keptCount(db, undefined, { table });
    if (!kept) throw new Error(`row_counts keeps no count of ${table}`);
    return Number(kept.row_count);
  }
  const { count } = await filtered(db, table, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const pageQuery = (db: DbOrTrx, table: ProfileTable, filter: UserFilter | undefined, order: PageWindow['order'], limit: number, offset: number) =>
  filtered(db, table, filter).select('id').orderBy('id', order).limit(limit).offset(offset);

/** Without a search, a page's ids: built once per table and order. */
const unfilteredPage = compiledPerShape(
  ({ table, order }: { table: ProfileTable; order: PageWindow['order'] }) => `${table} ${order}`,
  (db, { table, order }, param: Param<PageWindow>) => pageQuery(db, table, undefined, order, param('limit'), param('offset')),
);

/** The ids of one page, newest first: read along the primary key from the nearer end. */
export async function pageIds(db: DbOrTrx, table: ProfileTable, filter: UserFilter | undefined, window: PageWindow): Promise<number[]> {
  const rows = filter
    ? await pageQuery(db, table, filter, window.order, window.limit, window.offset).execute()
    : await unfilteredPage(db, { table, order: window.order }, window);
  const ids = rows.map((row) => row.id);
  return window.order === 'asc' ? ids.reverse() : ids;
}

/** Up to `limit` ids below `before`, newest first: the export walks the whole list this way. */
export async function idsBefore(db: DbOrTrx, table: ProfileTable, filter: UserFilter | undefined, before: number | null, limit: number): Promise<number[]> {
  let query = filtered(db, table, filter).select('id');
  if (before !== null) query = query.where('id', '<', before);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => row.id);
}

export async function profileUserId(db: DbOrTrx, table: ProfileTable, id: number): Promise<number | undefined> {
  const row = await db.selectFrom(table).select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id;
}

/** The nested User of every profile, from the users columns a kind's load selects. */
export const USER_COLUMNS = [
  'users.id as user_id',
  'users.firstname',
  'users.lastname',
  'users.email',
  'users.phone',
  'users.role',
  'users.status',
  // Whether the account is still invited (no password yet): the hash itself is never read for a list.
  sql<SqlBool>`users.password_hash is null`.as('invited'),
  'users.created_at as user_created_at',
] as const;

export interface UserColumns {
  user_id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  role: Role;
  status: 'Active' | 'Inactive';
  /** No password yet: 1 or 0 on SQLite, a boolean on PostgreSQL. */
  invited: SqlBool;
  user_created_at: string;
}

export const accountUserOf = (row: UserColumns) => ({
  id: row.user_id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  role: row.role,
  invited: Boolean(row.invited),
  createdAt: row.user_created_at,
});

/** Rows answered for some ids, put back in the ids' order. */
export function inOrderOf<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
