import type { Kysely } from 'kysely';
import { withId } from './column-types';

/**
 * Signing in without a password. `sign_in_links`: the personal links the emails to a company
 * carry (and that staff may get), each for one account and one same-origin path of the app, only
 * the SHA-256 of its 256-bit token stored; a newer link ends the account's older ones, a used one
 * is kept (its token asks for a fresh link) until swept. `sign_in_codes`: the 6-digit codes
 * emailed on request, stored as a keyed hash with the tries spent. `app_settings`: settings an
 * admin changes (whether staff may sign in by link).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('sign_in_links'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_links_user_id_index').on('sign_in_links').column('user_id').execute();
  await db.schema.createIndex('sign_in_links_created_at_index').on('sign_in_links').column('created_at').execute();

  await withId(db, db.schema.createTable('sign_in_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_codes_user_id_index').on('sign_in_codes').column('user_id').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_settings').execute();
  await db.schema.dropTable('sign_in_codes').execute();
  await db.schema.dropTable('sign_in_links').execute();
}
