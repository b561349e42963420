import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Users, reset tokens, outbox, sign-in counters and the audit log. Frozen once landed: change the
 * schema in a new timestamped file. Timestamps are ISO-8601 UTC text on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('firstname', 'text', (col) => col.notNull())
    .addColumn('lastname', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_lower', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Active'))
    .addColumn('phone', 'text')
    .addColumn('bio', 'text')
    .addColumn('avatar', 'text')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('users_status_check', sql`status in ('Active', 'Inactive')`)
    .execute();
  await db.schema.createIndex('users_role_index').on('users').column('role').execute();

  await withId(db, db.schema.createTable('reset_tokens'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reset_tokens_user_id_index').on('reset_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_subject_index').on('audit_log').columns(['subject_type', 'subject_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'login_attempts', 'outbox', 'reset_tokens', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
