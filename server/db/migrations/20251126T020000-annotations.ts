import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Proofing annotations: a pin or a box on one page of a version, placed as fractions 0..1 of the
 * page's width and height (a pin has no width or height), with its comment, author and times; its
 * resolution (when, by whom, and on which version, for one carried into a later version); and the
 * replies of its thread, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('artwork_annotations'))
    .addColumn('version_id', 'integer', (col) => col.notNull().references('artwork_versions.id').onDelete('cascade'))
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('x', 'double precision', (col) => col.notNull())
    .addColumn('y', 'double precision', (col) => col.notNull())
    .addColumn('w', 'double precision', (col) => col.notNull())
    .addColumn('h', 'double precision', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('resolved_on_version_id', 'integer', (col) => col.references('artwork_versions.id').onDelete('set null'))
    .addCheckConstraint('artwork_annotations_page_check', sql`page >= 1`)
    .addCheckConstraint('artwork_annotations_place_check', sql`x >= 0 and y >= 0 and w >= 0 and h >= 0 and x + w <= 1.000001 and y + h <= 1.000001`)
    .execute();
  await db.schema.createIndex('artwork_annotations_version_index').on('artwork_annotations').columns(['version_id', 'id']).execute();

  await withId(db, db.schema.createTable('artwork_annotation_replies'))
    .addColumn('annotation_id', 'integer', (col) => col.notNull().references('artwork_annotations.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('artwork_annotation_replies_thread_index').on('artwork_annotation_replies').columns(['annotation_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_annotation_replies').execute();
  await db.schema.dropTable('artwork_annotations').execute();
}
