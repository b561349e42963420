import type { Kysely } from 'kysely';

/**
 * Each account's language (decision 20): the one its screens and emails speak, English for the
 * accounts there already are; a sign-up waiting for confirmation keeps the one it will have. Set at invitation, changed in the profile, guessed from the browser
 * at sign-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();
  await db.schema.alterTable('pending_registrations').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pending_registrations').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
