import { type Kysely, sql } from 'kysely';
import { withId } from './column-types';

/**
 * Approval flows: an event's (requirement_id null) and a requirement's own, which overrides it.
 * Each flow's stages come in `position` order with a rule (`all`, `any`, `named` with its
 * `decider_id`), the days allowed and whether a file it approved unchanged skips it. A stage's
 * reviewers say their `kind`: staff by `user_id` now; guests by email will be a second kind.
 * An event, requirement or stage that goes takes its flow, stages and reviewers with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('approval_flows'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('requirement_id', 'integer', (col) => col.references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('approval_flows_event_index').on('approval_flows').columns(['event_id', 'requirement_id']).execute();

  await withId(db, db.schema.createTable('approval_stages'))
    .addColumn('flow_id', 'integer', (col) => col.notNull().references('approval_flows.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rule', 'text', (col) => col.notNull().check(sql`rule in ('all', 'any', 'named')`))
    .addColumn('decider_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('skip_unchanged', 'integer', (col) => col.notNull().check(sql`skip_unchanged in (0, 1)`))
    .execute();
  await db.schema.createIndex('approval_stages_flow_index').on('approval_stages').columns(['flow_id', 'position']).execute();

  await db.schema
    .createTable('approval_stage_reviewers')
    .addColumn('stage_id', 'integer', (col) => col.notNull().references('approval_stages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('staff')`))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addCheckConstraint('approval_stage_reviewers_staff_check', sql`kind <> 'staff' or user_id is not null`)
    .execute();
  await db.schema.createIndex('approval_stage_reviewers_stage_index').on('approval_stage_reviewers').columns(['stage_id', 'position']).execute();
  await db.schema.createIndex('approval_stage_reviewers_user_index').on('approval_stage_reviewers').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_stage_reviewers').execute();
  await db.schema.dropTable('approval_stages').execute();
  await db.schema.dropTable('approval_flows').execute();
}
