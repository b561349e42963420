import type { Kysely } from 'kysely';

/**
 * Locks on resumable uploads, shared by every app process: a request that writes to an upload (or
 * asks its offset, or makes it a version) holds the upload's row under a short lease that it keeps
 * renewing, and another request, on any process, asks it to let go (see database-locker.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_locks')
    .addColumn('upload_id', 'text', (col) => col.primaryKey())
    /** The request holding it: process and a random tag. */
    .addColumn('holder', 'text', (col) => col.notNull())
    /** Epoch milliseconds; a lock whose lease has ended may be taken by anyone. */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    /** Set by a request waiting for it: the holder stops and lets go. */
    .addColumn('release_requested', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_locks').execute();
}
