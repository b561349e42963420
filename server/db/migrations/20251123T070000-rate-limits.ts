import { type Kysely, sql } from 'kysely';
import { dialectOf } from './column-types';

/**
 * The API's request counters per client address, shared by every app process. On PostgreSQL the
 * table is UNLOGGED: a counter is written on every request and is worth nothing after a crash, so
 * it skips the write-ahead log (and its flush at each commit); a crash empties it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .$call((table) => (dialectOf(db) === 'postgres' ? table.modifyFront(sql`unlogged`) : table))
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    /** When the counter's window ends, in epoch milliseconds: compared and subtracted, never shown. */
    .addColumn('window_ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_index').on('rate_limits').column('window_ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
