import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Guest reviewers. A stage's reviewer may be a guest (`kind` 'guest'): someone without an account of
 * the product, invited by email, whose account (role `guest`, no password) the invitation makes or
 * reuses. The reviewers' table is made again with the wider check, its rows kept as they were.
 *
 * `guest_grants`: a guest's access to one stage (by name, as flows are saved whole) of one event,
 * with who invited them and when, and its revocation. An event or account that goes takes its
 * grants with it.
 *
 * `guest_version_reach`: the versions that reached a guest's stage (it opened for them, or waited
 * there when the guest was invited): what the guest may see while it holds that stage's grant,
 * waiting there or decided there since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_stage_reviewers_new')
    .addColumn('stage_id', 'integer', (col) => col.notNull().references('approval_stages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('staff', 'guest')`))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addCheckConstraint('approval_stage_reviewers_user_check', sql`user_id is not null`)
    .execute();
  await sql`insert into approval_stage_reviewers_new (stage_id, position, kind, user_id) select stage_id, position, kind, user_id from approval_stage_reviewers`.execute(db);
  await db.schema.dropTable('approval_stage_reviewers').execute();
  await db.schema.alterTable('approval_stage_reviewers_new').renameTo('approval_stage_reviewers').execute();
  await db.schema.createIndex('approval_stage_reviewers_stage_index').on('approval_stage_reviewers').columns(['stage_id', 'position']).execute();
  await db.schema.createIndex('approval_stage_reviewers_user_index').on('approval_stage_reviewers').column('user_id').execute();

  await withId(db, db.schema.createTable('guest_grants'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stage_name', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('invited_at', 'text', (col) => col.notNull())
    .addColumn('revoked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('guest_grants_stage_unique', ['event_id', 'user_id', 'stage_name'])
    .execute();
  await db.schema.createIndex('guest_grants_user_index').on('guest_grants').column('user_id').execute();

  await db.schema
    .createTable('guest_version_reach')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (col) => col.notNull().references('artwork_versions.id').onDelete('cascade'))
    .addColumn('stage_name', 'text', (col) => col.notNull())
    .addColumn('reached_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('guest_version_reach_pk', ['user_id', 'version_id', 'stage_name'])
    .execute();
  await db.schema.createIndex('guest_version_reach_version_index').on('guest_version_reach').column('version_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_version_reach').execute();
  await db.schema.dropTable('guest_grants').execute();
  await sql`delete from approval_stage_reviewers where kind = 'guest'`.execute(db);
}
