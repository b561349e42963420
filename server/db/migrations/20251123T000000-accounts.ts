import { type Kysely, sql } from 'kysely';
import { dialectOf, withId } from './column-types';

/**
 * The three account profiles, each tied one-to-one to its sign-in account in users (status and
 * phone live there), and the search terms that make the lists searchable through an index.
 * Deleting a user deletes its profile and its terms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userId = (table: string) =>
    withId(db, db.schema.createTable(table)).addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'));

  await userId('owner_admins')
    .addColumn('permissions', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await userId('event_organisers')
    .addColumn('job_title', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('company_address', 'text')
    .addColumn('additional_contact_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await userId('exhibiting_companies')
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('product_category', 'text', (col) => col.notNull())
    .addColumn('booth_size', 'text', (col) => col.notNull())
    .addColumn('contact_person', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // Terms compare byte by byte on both dialects (SQLite's default; "C" on PostgreSQL), so a prefix
  // is a range on the primary key's index: term >= 'ab' AND term < 'ab' || U+10FFFF.
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('user_search_terms')
    .addColumn('term', 'text', (col) => (postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_search_terms_pkey', ['term', 'user_id'])
    .execute();
  await db.schema.createIndex('user_search_terms_user_id_index').on('user_search_terms').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_search_terms', 'exhibiting_companies', 'event_organisers', 'owner_admins']) {
    await db.schema.dropTable(table).execute();
  }
}
