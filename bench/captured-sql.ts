// The statements a piece of server code runs, caught once through a Kysely that logs them, so a
// benchmark can replay exactly those statements on the bare driver as its baseline.
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../server/config';
import type { Database, Db } from '../server/db/schema';
import type { Target } from './database-targets';

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** Runs `work` on a logging connection to the same database; answers its result and the statements it ran, in order. */
export async function captureStatements<T>(database: Config['database'], work: (db: Db) => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
  };
  const dialect =
    database.kind === 'postgres'
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 4 }) })
      : new SqliteDialect({ database: new SQLite(database.file, { readonly: true }) });
  const db = new Kysely<Database>({ dialect, log });
  try {
    return { result: await work(db), statements };
  } finally {
    await db.destroy();
  }
}

/** The statements one after another on the bare driver; answers the row count of the last. */
export async function replay(target: Target, statements: readonly Statement[]): Promise<number> {
  let rows = 0;
  for (const statement of statements) rows = await target.raw(statement.sql, statement.parameters);
  return rows;
}
