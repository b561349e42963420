import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

const INT8_OID = 20;

/** How many prepared SQLite statements are kept, the least recently used going first. */
const KEPT_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which cost a tenth of a list request's CPU:
 * this keeps each SQL text's statement prepared. A kept statement still being iterated (a stream)
 * is busy, and the query then gets a fresh one.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      sqlite.close();
    },
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement) {
        kept.delete(sql);
        kept.set(sql, statement);
        if (!statement.busy) return statement;
        return sqlite.prepare(sql);
      }
      const prepared = sqlite.prepare(sql);
      kept.set(sql, prepared);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      return prepared;
    },
  };
}

/** Opens the configured database: an SQLite file by default, PostgreSQL for a postgres:// URL. */
export function createDatabase(database: Config['database']): Kysely<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // COUNT(*) and BIGINT arrive as strings by default; every count we keep fits a JS number.
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Two processes on one file wait for each other's writes instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
}
