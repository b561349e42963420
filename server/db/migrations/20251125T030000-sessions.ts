import type { Kysely } from 'kysely';

/**
 * One row per live session: a session token names its row (`sid`), and the account is read with
 * it on every request, so signing out (deleting the row) ends that token at once on every app
 * process. Deleting a user deletes its sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    /** The token's own expiry: past it the row is only waiting to be swept. */
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_index').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expiry_index').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
