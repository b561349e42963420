import type { Kysely } from 'kysely';

/** An event's description: free text shown on its page, null when not given. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('description', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('description').execute();
}
