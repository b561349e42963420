import { type Db, type DbOrTrx, nowIso } from '../../db/schema';
import type { NewUserRow, UserRow, UserUpdate } from '../../db/tables/users';

export function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are unique without regard to case: look them up by their lower-cased copy. */
export function findUserByEmail(db: DbOrTrx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
}

export function insertUser(db: DbOrTrx, user: Omit<NewUserRow, 'email_lower' | 'created_at' | 'updated_at'>): Promise<UserRow> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({ ...user, email_lower: user.email.toLowerCase(), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A change of role or status ends every session of the account: the token version moves on with it. */
export function updateUser(db: DbOrTrx, id: number, changes: Omit<UserUpdate, 'id' | 'email_lower' | 'token_version' | 'updated_at'>): Promise<UserRow | undefined> {
  const emailLower = changes.email === undefined ? {} : { email_lower: changes.email.toLowerCase() };
  return db
    .updateTable('users')
    .set((eb) => {
      const moved = [changes.role === undefined ? null : eb('role', '!=', changes.role), changes.status === undefined ? null : eb('status', '!=', changes.status)].filter((test) => test !== null);
      const tokenVersion = moved.length === 0 ? {} : { token_version: eb.case().when(eb.or(moved)).then(eb('token_version', '+', 1)).else(eb.ref('token_version')).end() };
      return { ...changes, ...emailLower, ...tokenVersion, updated_at: nowIso() };
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A new password ends every session: the token version moves on with it. */
export async function setPasswordAndEndSessions(db: DbOrTrx, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .execute();
}

/** Deletes the account; the rows that refer to it go with it (their foreign keys cascade). */
export async function deleteUser(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Some account, if there is any. */
export function anyUser(db: Db) {
  return db.selectFrom('users').select('id').limit(1).executeTakeFirst();
}

/** Inserts the first admin; undefined when the email is taken already. */
export function insertFirstAdmin(db: Db, admin: NewUserRow) {
  return db
    .insertInto('users')
    .values(admin)
    // Two processes seeding at once: the second one's insert is a no-op, not a crash.
    .onConflict((conflict) => conflict.column('email_lower').doNothing())
    .returning('id')
    .executeTakeFirst();
}
