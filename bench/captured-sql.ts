// The statements a piece of server code runs, caught once through a Kysely that logs them, so a
// benchmark can replay exactly those statements on the bare driver as its baseline.
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../server/config';
import type { Database, Db } from '../server/db/schema';
import { type Target, timeIt } from './database-targets';

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

/**
 * The baseline: the statements replayed one after another (median of ROUNDS); then each alone,
 * printed with its rows, and the plan of any that takes a quarter of the whole or more.
 */
export async function timeStatements(target: Target, statements: readonly Statement[]): Promise<{ ms: number; least: number; rows: number }> {
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  const raw = await timeIt(() => replay(target, statements));
  for (const statement of statements) {
    const alone = await timeIt(() => target.raw(statement.sql, statement.parameters));
    console.log(`    ${ms(alone.ms)}  ${String(alone.rows).padStart(6)} rows  ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}`);
    if (alone.ms > raw.ms / 4) console.log(`      plan: ${(await target.plan(statement.sql, statement.parameters)).join(' | ')}`);
  }
  return raw;
}
