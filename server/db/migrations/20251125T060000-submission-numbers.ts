import { type Kysely, sql } from 'kysely';

/**
 * Reviewers number a company's versions of a requirement by submission: the first file it
 * submitted is version 1, whatever drafts (files that failed their check, or were never sent)
 * came before. `submission` holds that number, NULL while a file is a draft; each pair's numbers
 * are unique. Files already submitted get theirs in the order they were uploaded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artwork_versions').addColumn('submission', 'integer').execute();
  await sql`
    UPDATE artwork_versions SET submission = (
      SELECT count(*) FROM artwork_versions w
      WHERE w.requirement_id = artwork_versions.requirement_id AND w.company_id = artwork_versions.company_id
        AND w.submitted_at IS NOT NULL AND w.version <= artwork_versions.version
    )
    WHERE submitted_at IS NOT NULL`.execute(db);
  await db.schema.createIndex('artwork_versions_submission_unique').on('artwork_versions').columns(['requirement_id', 'company_id', 'submission']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('artwork_versions_submission_unique').execute();
  await db.schema.alterTable('artwork_versions').dropColumn('submission').execute();
}
