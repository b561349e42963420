import type { Kysely } from 'kysely';

/**
 * The file check of each version, run by the jobs runner outside the upload's request: its state
 * (queued, checking, done, failed), the pages checked of how many, and each page's findings as
 * they come, until the whole report is written onto the version. `run` counts the checks of the
 * version (staff run it again after the requirement's rules change). Versions stored before have
 * no row: their report was written when they were uploaded, and they count as checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('preflight_checks')
    .addColumn('version_id', 'integer', (col) => col.primaryKey().references('artwork_versions.id').onDelete('cascade'))
    .addColumn('run', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('pages_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pages_total', 'integer')
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createTable('preflight_check_pages')
    .addColumn('version_id', 'integer', (col) => col.notNull().references('preflight_checks.version_id').onDelete('cascade'))
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('findings', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('preflight_check_pages_pkey', ['version_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preflight_check_pages').execute();
  await db.schema.dropTable('preflight_checks').execute();
}
