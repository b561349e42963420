import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { Config } from '../config';
import { isSqliteBusy, SQLITE_START_RETRY_MS, SQLITE_START_WAIT_MS } from './errors';
import { setBounded } from '../lib/bounded-map';
import { SessionWatch } from '../lib/session-watch';
import { NamingClient } from './named-statements';
import type { Database } from './schema';

const INT8_OID = 20;
const require = createRequire(import.meta.url);

/** How many prepared SQLite statements are kept, the least recently used going first. */
const KEPT_STATEMENTS = 500;

type Row = Record<string, unknown>;

/**
 * A statement as Kysely's driver uses it, whose reads answer rows as arrays (better-sqlite3's raw
 * mode) made into objects here: better-sqlite3 builds each row object a property at a time in C++,
 * which cost as much as the SQL of a page of 8 companies (15 columns); the same object made in
 * JavaScript, in the columns' order, costs a third of that. Same keys, same order, same values (a
 * name that comes twice keeps its last value, in its first place, as before). The column names
 * are read once: a statement with a `*` (whose columns follow the table's) stays as it was.
 */
function rowsAsObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader || statement.source.includes('*')) return statement;
  const names = statement.columns().map((column) => column.name);
  const rowOf = (values: unknown[]): Row => {
    const row: Row = {};
    for (let at = 0; at < names.length; at += 1) row[names[at]!] = values[at];
    return row;
  };
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(rowOf),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield rowOf(values);
    },
  };
}

interface KeptStatement {
  statement: SQLite.Statement;
  facade: SqliteStatement;
}

const keptStatement = (statement: SQLite.Statement): KeptStatement => ({ statement, facade: rowsAsObjects(statement) });

/**
 * Kysely's SQLite driver prepares every query anew, which cost a tenth of a list request's CPU:
 * this keeps each SQL text's statement prepared. A kept statement still being iterated (a stream)
 * is busy, and the query then gets a fresh one.
 */
function keepingStatements(sqlite: SQLite.Database, onClose: () => void): SqliteDatabase {
  const kept = new Map<string, KeptStatement>();
  return {
    close: () => {
      onClose();
      sqlite.close();
    },
    prepare(sql) {
      const known = kept.get(sql);
      if (known) {
        setBounded(kept, sql, known, KEPT_STATEMENTS);
        if (!known.statement.busy) return known.facade;
        return keptStatement(sqlite.prepare(sql)).facade;
      }
      const prepared = keptStatement(sqlite.prepare(sql));
      setBounded(kept, sql, prepared, KEPT_STATEMENTS);
      return prepared.facade;
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

/**
 * Switches the file to WAL, waiting for other processes' locks. SQLite does not call the busy
 * handler where waiting could deadlock: a connection that holds a read lock and needs the write
 * lock another connection holds (as switching a file still in rollback mode does while another
 * process writes to it) is answered "database is locked" at once, whatever the busy timeout. So
 * the switch is tried again, its statement over and its read lock let go, until the other process
 * is done. It blocks the thread, which is fine here: the process is starting and serves nothing yet.
 */
function switchToWal(sqlite: SQLite.Database): void {
  const giveUpAt = Date.now() + SQLITE_START_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > giveUpAt) throw error;
      Atomics.wait(pause, 0, 0, SQLITE_START_RETRY_MS);
    }
  }
}

/** Opens the configured database: an SQLite file by default, PostgreSQL for a postgres:// URL. */
export function createDatabase(database: Config['database']): Kysely<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      Client: NamingClient,
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
  switchToWal(sqlite);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const stopCheckpoints = checkpointInBackground(sqlite, database.file);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite, stopCheckpoints) }), plugins: [new SessionWatch()] });
}
