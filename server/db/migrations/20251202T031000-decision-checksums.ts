import { type Kysely, sql } from 'kysely';

/**
 * The SHA-256 of the exact file each decision was made on, kept with the decision. Decisions made
 * before take their version's recorded checksum: a stored version's bytes never change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artwork_reviews').addColumn('sha256', 'text').execute();
  await sql`update artwork_reviews set sha256 = (select v.sha256 from artwork_versions v where v.id = artwork_reviews.version_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artwork_reviews').dropColumn('sha256').execute();
}
