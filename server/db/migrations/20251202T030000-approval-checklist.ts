import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * What a reviewer confirms before approving: a requirement's checklist items (in `position`
 * order; `required` 0 or 1) and, per version, each reviewer's ticks with when they were made. A
 * tick is one row per version, item and reviewer, so two reviewers' ticks never mix. An item that
 * goes takes its ticks with it; a version or reviewer that goes, likewise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('requirement_checklist_items'))
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('required', 'integer', (col) => col.notNull().check(sql`required in (0, 1)`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('requirement_checklist_items_requirement_index').on('requirement_checklist_items').columns(['requirement_id', 'position']).execute();

  await db.schema
    .createTable('checklist_ticks')
    .addColumn('version_id', 'integer', (col) => col.notNull().references('artwork_versions.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('requirement_checklist_items.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticked_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('checklist_ticks_pkey', ['version_id', 'item_id', 'reviewer_id'])
    .execute();
  await db.schema.createIndex('checklist_ticks_item_index').on('checklist_ticks').column('item_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checklist_ticks').execute();
  await db.schema.dropTable('requirement_checklist_items').execute();
}
