import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Events, the organisers assigned to them and the companies exhibiting at them.
 *
 * A timed event's starts_at/ends_at are ISO UTC instants; an all-day event's are calendar dates
 * (YYYY-MM-DD, end exclusive), so they never move with a viewer's zone. The calendar asks for the
 * events overlapping [from, to): starts_at < to AND ends_at > from. An event lasts at most a
 * bounded number of days, so the server adds starts_at >= from − that bound, and the index
 * (all_day, starts_at, ends_at) answers each half of the question with one short range scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('events'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('all_day', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('build_start', 'text')
    .addColumn('build_end', 'text')
    .addColumn('open_start', 'text')
    .addColumn('open_end', 'text')
    .addColumn('venue', 'text')
    .addColumn('location', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('events_category_check', sql`category in ('Danger', 'Success', 'Primary', 'Warning')`)
    .addCheckConstraint('events_all_day_check', sql`all_day in (0, 1)`)
    .addCheckConstraint('events_order_check', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('events_range_index').on('events').columns(['all_day', 'starts_at', 'ends_at']).execute();
  await db.schema.createIndex('events_created_at_index').on('events').column('created_at').execute();

  await db.schema
    .createTable('event_organiser_assignments')
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('organiser_id', 'integer', (col) => col.notNull().references('event_organisers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('event_organiser_assignments_pkey', ['event_id', 'organiser_id'])
    .execute();
  await db.schema
    .createIndex('event_organiser_assignments_organiser_index')
    .on('event_organiser_assignments')
    .columns(['organiser_id', 'event_id'])
    .execute();

  await db.schema
    .createTable('event_exhibitors')
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('exhibiting_companies.id').onDelete('cascade'))
    .addColumn('booth', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Active'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('event_exhibitors_pkey', ['event_id', 'company_id'])
    .addCheckConstraint('event_exhibitors_status_check', sql`status in ('Active', 'Inactive')`)
    .execute();
  await db.schema.createIndex('event_exhibitors_company_index').on('event_exhibitors').columns(['company_id', 'event_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['event_exhibitors', 'event_organiser_assignments', 'events']) {
    await db.schema.dropTable(table).execute();
  }
}
