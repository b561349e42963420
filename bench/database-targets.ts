// The databases a benchmark runs on: a temp SQLite file, and a temp PostgreSQL database when
// TEST_DATABASE_URL is set. Each comes with its bare driver, whose timings are the baseline.
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { median } from './start-app';

export const ROUNDS = Number(process.env.ROUNDS ?? 21);

/** Median time of ROUNDS runs after a warm-up, the least of them (what a busy machine let through), and the row count the last one answered. */
export async function timeIt(run: () => Promise<number>): Promise<{ ms: number; least: number; rows: number }> {
  const samples: number[] = [];
  let rows = 0;
  await run(); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    rows = await run();
    samples.push(performance.now() - started);
  }
  return { ms: median(samples), least: Math.min(...samples), rows };
}

export interface Target {
  name: string;
  env: Record<string, string>;
  /** Runs SQL on the bare driver; answers the number of rows. */
  raw: (sql: string, parameters: readonly unknown[]) => Promise<number>;
  plan: (sql: string, parameters: readonly unknown[]) => Promise<string[]>;
  close: () => Promise<void>;
}

export async function sqliteTarget(dir: string): Promise<Target> {
  const { database } = loadConfig({ DATA_DIR: dir });
  if (database.kind !== 'sqlite') throw new Error('DATABASE_URL is set: unset it for the SQLite run');
  const file = database.file;
  let driver: SQLite.Database | undefined;
  const open = () => (driver ??= new SQLite(file, { readonly: true }));
  return {
    name: 'SQLite',
    env: { DATA_DIR: dir },
    raw: async (sql, parameters) => open().prepare(sql).all(...(parameters as unknown[])).length,
    plan: async (sql, parameters) =>
      (open().prepare(`explain query plan ${sql}`).all(...(parameters as unknown[])) as { detail: string }[]).map((row) => row.detail),
    close: async () => {
      driver?.close();
    },
  };
}

/**
 * A fresh PostgreSQL database, dropped at the end; with BENCH_DATABASE=<name>, that database, made
 * when missing and kept, so that the rows one run filled serve the next (filledDatabase reuses them).
 */
export async function postgresTarget(adminUrl: string, dir: string): Promise<Target> {
  const kept = process.env.BENCH_DATABASE;
  const name = kept ?? `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = kept !== undefined && (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [kept])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database at the end ends idle connections: that is expected, not a crash.
  pool.on('error', () => {});
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    raw: async (sql, parameters) => (await pool.query(sql, parameters as unknown[])).rowCount ?? 0,
    plan: async (sql, parameters) => (await pool.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, parameters as unknown[])).rows.map((row) => row['QUERY PLAN']),
    close: async () => {
      await pool.end();
      if (!kept) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Runs `bench` on SQLite, then on PostgreSQL when TEST_DATABASE_URL is set, each on a fresh database;
 * DATABASES=postgres (or sqlite) runs only that one.
 */
export async function onEachDatabase(label: string, bench: (target: Target) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${label}-`));
  try {
    const only = process.env.DATABASES;
    const targets = only === 'postgres' ? [] : [await sqliteTarget(dir)];
    if (process.env.TEST_DATABASE_URL && only !== 'sqlite') targets.push(await postgresTarget(process.env.TEST_DATABASE_URL, mkdtempSync(path.join(dir, 'pg-'))));
    for (const target of targets) {
      try {
        await bench(target);
      } finally {
        await target.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
