import { type Kysely, type MigrationResultSet, Migrator, SqliteAdapter, sql } from 'kysely';
import { isSqliteBusy, SQLITE_START_RETRY_MS, SQLITE_START_WAIT_MS } from './errors';
import { migrations } from './migrations';
import type { Database } from './schema';

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * On SQLite the migrations run in one `BEGIN IMMEDIATE` transaction: processes starting at once on
 * one file take turns (Kysely's lock is for PostgreSQL only; on SQLite it does nothing), the later
 * finds the work done, and a migration that fails leaves the schema as it was rather than half
 * changed. SQLite's DDL is transactional, and the app's one connection carries the transaction
 * through the migrator's queries.
 */
async function inSqliteWriteTransaction<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + SQLITE_START_WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(db);
      break;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, SQLITE_START_RETRY_MS));
    }
  }
  try {
    const result = await work();
    await sql`commit`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet['results']> {
  const migrate = async () => {
    const { error, results } = await createMigrator(db).migrateToLatest();
    if (error) {
      const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
      throw new Error(`Database migration ${failed} failed`, { cause: error });
    }
    return results;
  };
  return db.getExecutor().adapter instanceof SqliteAdapter ? inSqliteWriteTransaction(db, migrate) : migrate();
}
