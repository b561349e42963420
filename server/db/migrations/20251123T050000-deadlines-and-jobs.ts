import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Deadlines and scheduled work. An event keeps the days before each deadline when companies are
 * reminded; one company may be granted a later deadline for one requirement; and every email the
 * product sends on its own (reminders, digests of new submissions, decisions) is a row of `jobs`,
 * claimed under a lease so that two app processes never send it twice and a restart loses none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('reminder_days', 'text', (col) => col.notNull().defaultTo('7,3,1')).execute();

  await db.schema
    .createTable('artwork_extensions')
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('exhibiting_companies.id').onDelete('cascade'))
    .addColumn('deadline', 'text', (col) => col.notNull())
    .addColumn('granted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('granted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('artwork_extensions_pkey', ['requirement_id', 'company_id'])
    .execute();
  await db.schema.createIndex('artwork_extensions_company_index').on('artwork_extensions').columns(['company_id', 'requirement_id']).execute();

  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (col) => col.notNull())
    /** Names the job's one piece of work: a second job of the same key is never made. */
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addCheckConstraint('jobs_status_check', sql`status in ('pending', 'running', 'done', 'failed')`)
    .execute();
  await db.schema.createIndex('jobs_due_index').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('artwork_extensions').execute();
  await db.schema.alterTable('events').dropColumn('reminder_days').execute();
}
