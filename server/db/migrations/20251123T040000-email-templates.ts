import type { Kysely } from 'kysely';

/**
 * Edited email templates. The defaults live in the code (the contract): a row exists only while a
 * template differs from its default, and "reset to default" deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_templates')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_templates').execute();
}
