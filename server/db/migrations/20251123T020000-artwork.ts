import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Artwork: what each event needs (requirements, for all its exhibitors or chosen ones), the
 * uploads in progress, and the stored versions. A version's bytes never change: a new upload is
 * a new row with the next number. Files live on disk (or a bucket) under server-made keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('artwork_requirements'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('required', 'integer', (col) => col.notNull())
    .addColumn('formats', 'text', (col) => col.notNull())
    .addColumn('width_mm', 'double precision', (col) => col.notNull())
    .addColumn('height_mm', 'double precision', (col) => col.notNull())
    .addColumn('bleed_mm', 'double precision', (col) => col.notNull())
    .addColumn('min_dpi', 'integer')
    .addColumn('colour_mode', 'text')
    .addColumn('max_bytes', 'bigint', (col) => col.notNull())
    .addColumn('deadline', 'text', (col) => col.notNull())
    .addColumn('applies_to', 'text', (col) => col.notNull())
    .addColumn('template_key', 'text')
    .addColumn('template_name', 'text')
    .addColumn('template_bytes', 'bigint')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('artwork_requirements_required_check', sql`required in (0, 1)`)
    .addCheckConstraint('artwork_requirements_applies_to_check', sql`applies_to in ('all', 'chosen')`)
    .addCheckConstraint('artwork_requirements_colour_mode_check', sql`colour_mode is null or colour_mode in ('RGB', 'CMYK')`)
    .execute();
  await db.schema.createIndex('artwork_requirements_event_index').on('artwork_requirements').columns(['event_id', 'deadline']).execute();

  await db.schema
    .createTable('artwork_requirement_companies')
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('exhibiting_companies.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('artwork_requirement_companies_pkey', ['requirement_id', 'company_id'])
    .execute();
  await db.schema
    .createIndex('artwork_requirement_companies_company_index')
    .on('artwork_requirement_companies')
    .columns(['company_id', 'requirement_id'])
    .execute();

  await db.schema
    .createTable('artwork_uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('exhibiting_companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('artwork_uploads_company_index').on('artwork_uploads').column('company_id').execute();
  await db.schema.createIndex('artwork_uploads_expires_index').on('artwork_uploads').column('expires_at').execute();

  await withId(db, db.schema.createTable('artwork_versions'))
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('exhibiting_companies.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('preflight', 'text', (col) => col.notNull())
    .addColumn('preflight_outcome', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('upload_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('warnings_acknowledged_at', 'text')
    .addUniqueConstraint('artwork_versions_number_unique', ['requirement_id', 'company_id', 'version'])
    .addCheckConstraint('artwork_versions_outcome_check', sql`preflight_outcome in ('passed', 'warnings', 'errors')`)
    .execute();
  await db.schema.createIndex('artwork_versions_company_index').on('artwork_versions').columns(['company_id', 'requirement_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['artwork_versions', 'artwork_uploads', 'artwork_requirement_companies', 'artwork_requirements']) {
    await db.schema.dropTable(table).execute();
  }
}
