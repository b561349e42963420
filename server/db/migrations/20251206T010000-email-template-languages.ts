import { type Kysely, sql } from 'kysely';

/**
 * Email templates edited per language (decision 20): an edit is the template's wording in one
 * language, so the key alone no longer names it. The edits there are were made in English and
 * stay English ones; a language without its own edit sends its built-in translation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_template_edits')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('email_template_edits_pk', ['key', 'locale'])
    .execute();
  await sql`insert into email_template_edits (key, locale, subject, body, updated_by, updated_at)
    select key, 'en', subject, body, updated_by, updated_at from email_templates`.execute(db);
  await db.schema.dropTable('email_templates').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_templates')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into email_templates (key, subject, body, updated_by, updated_at)
    select key, subject, body, updated_by, updated_at from email_template_edits where locale = 'en'`.execute(db);
  await db.schema.dropTable('email_template_edits').execute();
}
