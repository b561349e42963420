import { type Kysely, sql } from 'kysely';

/**
 * Durable mail. An email is an outbox row made in the transaction of the change it tells of, with
 * a job that sends it (leases, retries, backoff). The row names its template, the values to fill
 * in when it is sent (links are made then), the account it goes to, and how its sending went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('status', 'text', (col) => col.notNull().defaultTo('kept')).execute();
  await db.schema.alterTable('outbox').addColumn('template', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('template_values', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('outbox').addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('outbox').addColumn('attempted_at', 'text').execute();
  // Rows from before: sent, failed once for good, or kept without SMTP_URL.
  await sql`update outbox set status = 'sent' where sent_at is not null`.execute(db);
  await sql`update outbox set status = 'failed' where sent_at is null and error is not null`.execute(db);
  await db.schema.createIndex('outbox_user_template_index').on('outbox').columns(['user_id', 'template', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_user_template_index').execute();
  for (const column of ['attempted_at', 'attempts', 'user_id', 'template_values', 'template', 'status']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
