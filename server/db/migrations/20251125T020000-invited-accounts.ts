import { type Kysely, sql } from 'kysely';
import { dialectOf } from './column-types';

/**
 * An account may have no password yet: a company invited by an event's organiser gets its first
 * password through the invitation link, so nothing is hashed for it before then (a 3,000-row
 * import spent minutes hashing passwords nobody knew). SQLite cannot drop a column's NOT NULL in
 * place; the column is copied into a nullable one (same name, now last), which keeps the table,
 * its rows and every reference to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`.execute(db);
    return;
  }
  await sql`ALTER TABLE users ADD COLUMN password_hash_new text`.execute(db);
  await sql`UPDATE users SET password_hash_new = password_hash`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN password_hash`.execute(db);
  await sql`ALTER TABLE users RENAME COLUMN password_hash_new TO password_hash`.execute(db);
}

export async function down(): Promise<void> {
  // An account without a password cannot be put back under NOT NULL without inventing one.
}
