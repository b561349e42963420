import type { Kysely } from 'kysely';
import { withId } from './column-types';

/**
 * A self-registration waiting for its email to be confirmed: no account exists until then, so an
 * address someone typed in without owning it never blocks staff from adding that address. One row
 * per address (a new sign-up refreshes it); only the emailed token's hash is stored, and the row
 * goes when it is confirmed or once it has expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pending_registrations'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_lower', 'text', (col) => col.notNull().unique())
    .addColumn('firstname', 'text', (col) => col.notNull())
    .addColumn('lastname', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    /** sha256 of the token of the link last emailed; null until the email is sent. */
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pending_registrations_expiry_index').on('pending_registrations').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_registrations').execute();
}
