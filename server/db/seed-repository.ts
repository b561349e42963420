import type { Db } from './schema';
import type { NewUserRow } from './tables/users';

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
