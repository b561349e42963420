import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Reviewers' decisions on submitted artwork: each row a decision on one version (approved,
 * changes requested with a comment and reasons, or an approval reopened). Rows are never changed;
 * the latest row of a requirement and company says where it stands.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('artwork_reviews'))
    .addColumn('version_id', 'integer', (col) => col.notNull().references('artwork_versions.id').onDelete('cascade'))
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('exhibiting_companies.id').onDelete('cascade'))
    .addColumn('decision', 'text', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('reviewer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('artwork_reviews_decision_check', sql`decision in ('approved', 'changes_requested', 'reopened')`)
    .execute();
  await db.schema.createIndex('artwork_reviews_subject_index').on('artwork_reviews').columns(['requirement_id', 'company_id', 'id']).execute();
  await db.schema.createIndex('artwork_reviews_version_index').on('artwork_reviews').column('version_id').execute();
  // The review queue: submitted versions, oldest first.
  await db.schema.createIndex('artwork_versions_submitted_index').on('artwork_versions').column('submitted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('artwork_versions_submitted_index').execute();
  await db.schema.dropTable('artwork_reviews').execute();
}
