import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { Config } from '../config';
import { SessionWatch } from '../lib/session-watch';
import type { Database } from './schema';

const INT8_OID = 20;
const require = createRequire(import.meta.url);

/** How many prepared SQLite statements are kept, the least recently used going first. */
const KEPT_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which cost a tenth of a list request's CPU:
 * this keeps each SQL text's statement prepared. A kept statement still being iterated (a stream)
 * is busy, and the query then gets a fresh one.
 */
function keepingStatements(sqlite: SQLite.Database, onClose: () => void): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      onClose();
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

/** How often the checkpointer moves what the write-ahead log holds into the database file. */
const CHECKPOINT_MS = 500;
/** The log's size (4 KiB pages) at which the connection checkpoints for itself (SQLite's default: 1,000). */
const OWN_CHECKPOINT_PAGES = 4000;

/** The checkpointer's own code, run as a worker thread (plain JavaScript, so no loader is needed). */
const CHECKPOINTER = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file, { fileMustExist: true });
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Another connection's checkpoint is under way, or the file is going: the next round tries again.
  }
}, workerData.intervalMs);
`;

/**
 * SQLite's checkpoints, mostly in a worker thread of their own. By default the commit that finds
 * the write-ahead log past 1,000 pages copies it into the database file and waits for the disk
 * (two fsyncs) on the event loop; with a write on every request (the rate limit's counter) that was
 * every two seconds at 500 requests/s, and on a busy disk it stopped every request for 2 to 5 s.
 * The worker's passive checkpoint, every half second, does the copying and the waiting off the
 * event loop and never blocks a reader or a writer. The connection still checkpoints for itself,
 * past 4,000 pages: by then nearly everything is copied and synced, so it is quick, and it is what
 * lets the next write start the log over (a checkpoint from another connection cannot while writes
 * keep coming), so the log stays within 16 MiB. Should the worker stop, the connection checkpoints
 * for itself as by default. Answers how to stop it.
 */
function checkpointInBackground(sqlite: SQLite.Database, file: string): () => void {
  sqlite.pragma(`wal_autocheckpoint = ${OWN_CHECKPOINT_PAGES}`);
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { module: require.resolve('better-sqlite3'), file, intervalMs: CHECKPOINT_MS } });
  worker.unref();
  let stopped = false;
  const checkpointHere = () => {
    if (!stopped && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  worker.once('error', checkpointHere);
  worker.once('exit', checkpointHere);
  return () => {
    stopped = true;
    void worker.terminate();
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
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new SessionWatch()] });
  }
  mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // Two processes on one file wait for each other's writes instead of failing at once (from the
  // first statement: switching a new file to WAL also waits for a lock).
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const stopCheckpoints = checkpointInBackground(sqlite, database.file);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite, stopCheckpoints) }), plugins: [new SessionWatch()] });
}
