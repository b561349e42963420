import type { Kysely } from 'kysely';

/**
 * What an entry's action alone does not say: the decision a review made (`approved`,
 * `changes_requested`, `reopened`) and the email template changed (its key). Stored as keys; the
 * audit log names them in words when it is read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('detail').execute();
}
