import { type Kysely, sql } from 'kysely';
import { dialectOf } from './column-types';

/** The tables whose lists show their total without a search: the three kinds of account. */
export const COUNTED_TABLES = ['owner_admins', 'event_organisers', 'exhibiting_companies'] as const;

/**
 * Each counted table's number of rows, kept by triggers in the transaction of the write that
 * changed it, so that an unfiltered list's total is one row read rather than a count of them all
 * (PostgreSQL's exact count of 1M rows took 40–80 ms on every page). PostgreSQL counts once per
 * statement (its transition tables), SQLite once per row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('row_counts')
    .addColumn('table_name', 'text', (col) => col.primaryKey())
    .addColumn('row_count', 'bigint', (col) => col.notNull())
    .execute();
  const postgres = dialectOf(db) === 'postgres';
  if (postgres) {
    await sql
      .raw(
        `CREATE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            UPDATE row_counts SET row_count = row_count + (SELECT count(*) FROM added) WHERE table_name = TG_TABLE_NAME;
          ELSIF TG_OP = 'DELETE' THEN
            UPDATE row_counts SET row_count = row_count - (SELECT count(*) FROM removed) WHERE table_name = TG_TABLE_NAME;
          ELSE
            UPDATE row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
          END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
  }
  for (const table of COUNTED_TABLES) {
    // Counted under the table's own lock, so that no write slips between the count and the triggers.
    if (postgres) await sql.raw(`LOCK TABLE ${table} IN SHARE MODE`).execute(db);
    await sql.raw(`INSERT INTO row_counts (table_name, row_count) SELECT '${table}', count(*) FROM ${table}`).execute(db);
    const triggers = postgres
      ? [
          `CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add()`,
          `CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add()`,
          `CREATE TRIGGER ${table}_count_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add()`,
        ]
      : [
          `CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} BEGIN UPDATE row_counts SET row_count = row_count + 1 WHERE table_name = '${table}'; END`,
          `CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} BEGIN UPDATE row_counts SET row_count = row_count - 1 WHERE table_name = '${table}'; END`,
        ];
    for (const trigger of triggers) await sql.raw(trigger).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of COUNTED_TABLES) {
    for (const event of postgres ? ['insert', 'delete', 'truncate'] : ['insert', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count_${event}${postgres ? ` ON ${table}` : ''}`).execute(db);
    }
  }
  if (postgres) await sql.raw('DROP FUNCTION IF EXISTS row_counts_add()').execute(db);
  await db.schema.dropTable('row_counts').execute();
}
