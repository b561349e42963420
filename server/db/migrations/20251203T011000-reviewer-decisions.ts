import { type Kysely, sql } from 'kysely';

/**
 * A decision per reviewer: each keeps the stage it was made at (its position, and its name as it
 * was), whether an approval asked for changes, and whether it settled the version (the version's
 * standing changed with it: approved, sent back, or reopened). A reviewer's decision that leaves the
 * version in review (a stage still waiting for others, or a later stage to open) does not settle it.
 * Decisions made before were the one stage's and settled their version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artwork_reviews').addColumn('stage', 'integer').execute();
  await db.schema.alterTable('artwork_reviews').addColumn('stage_name', 'text').execute();
  await db.schema.alterTable('artwork_reviews').addColumn('with_changes', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('artwork_reviews').addColumn('settles', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await sql`update artwork_reviews set stage = 0 where decision <> 'reopened'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['settles', 'with_changes', 'stage_name', 'stage']) await db.schema.alterTable('artwork_reviews').dropColumn(column).execute();
}
