import SQLite from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { type SnapshotReader, snapshotFacts } from './manifest';
import { dumpDatabase, restoreDatabase } from './postgres-tools';

type DatabaseConfig = Config['database'];
export type SnapshotFacts = Awaited<ReturnType<typeof snapshotFacts>>;

const sqliteReader = (db: SQLite.Database): SnapshotReader => ({
  tables: async () => db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").all().map((row) => row.name),
  columns: async (table) => db.prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)').all(table).map((row) => row.name),
  all: async (query) => db.prepare<[], Record<string, unknown>>(query).all(),
});

const postgresReader = (client: pg.Client): SnapshotReader => ({
  tables: async () => (await client.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")).rows.map((row) => row.name),
  columns: async (table) =>
    (await client.query<{ name: string }>("SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1", [table])).rows.map((row) => row.name),
  all: async (query) => (await client.query<Record<string, unknown>>(query)).rows,
});

/**
 * A consistent copy of the live database in `target`, taken while the app keeps running, and what
 * that copy holds. SQLite: `VACUUM INTO` reads one snapshot in a single read transaction (in WAL
 * mode writers go on meanwhile) and writes a compact file with no WAL beside it. PostgreSQL: pg_dump
 * of a snapshot exported by a REPEATABLE READ transaction, which then reads the facts from that
 * same snapshot.
 */
export async function snapshotDatabase(database: DatabaseConfig, target: string): Promise<SnapshotFacts> {
  if (database.kind === 'sqlite') {
    if (!existsSync(database.file)) throw new Error(`There is no database at ${database.file}: nothing to back up (is DATA_DIR right?)`);
    const live = new SQLite(database.file, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      live.prepare('VACUUM INTO ?').run(target);
    } finally {
      live.close();
    }
    const copy = new SQLite(target, { readonly: true, fileMustExist: true });
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`The copy of the database failed its check: ${String(check)}`);
      return await snapshotFacts(sqliteReader(copy));
    } finally {
      copy.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const [facts] = await Promise.all([snapshotFacts(postgresReader(client)), dumpDatabase(database.url, rows[0]!.snapshot, target)]);
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

/** How many tables the target database has (0: nothing to lose by restoring into it). */
export async function tablesIn(database: DatabaseConfig): Promise<number> {
  if (database.kind === 'sqlite') {
    if (!existsSync(database.file)) return 0;
    const db = new SQLite(database.file, { fileMustExist: true });
    try {
      return (await sqliteReader(db).tables()).length;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await postgresReader(client).tables()).length;
  } finally {
    await client.end();
  }
}

/**
 * Puts the backed-up database in place of the target's. SQLite: the file is copied beside the
 * target, synced, then renamed over it once the old WAL is gone (an old WAL must never meet the new
 * file). PostgreSQL: one transaction that, when `replace`, first drops the schema `public` with
 * everything in it; a failure leaves the database as it was.
 */
export async function restoreDatabaseFrom(database: DatabaseConfig, source: string, replace: boolean): Promise<void> {
  if (database.kind === 'sqlite') {
    const file = database.file;
    const incoming = `${file}.restoring`;
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(source, incoming);
    const handle = await open(incoming, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rm(`${file}-wal`, { force: true });
    await rm(`${file}-shm`, { force: true });
    await rename(incoming, file);
    return;
  }
  const clear = replace ? 'DROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\nGRANT USAGE ON SCHEMA public TO PUBLIC;\n' : '';
  await restoreDatabase(database.url, source, clear);
}
