import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startAppProcess, testAppEnv } from './app-process';
import { call } from './http-client';
import { createDatabase } from '../db/database';
import { databaseKinds } from '../test/harness';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY = path.resolve(HERE, '..', '..');
const PROCESSES = 6;
const ROUNDS = 10;
/** How far ahead the processes are told to open the file, so that every one is loaded and waiting. */
const START_AHEAD_MS = 3_000;

/**
 * What each process runs: at the agreed moment it opens the SQLite file the way the server does
 * (WAL, busy timeout), migrates it, and writes and reads a row; it exits 0 only if all of that worked.
 */
const OPEN_AND_MIGRATE = `
const [{ createDatabase }, { migrateToLatest }, { sql }] = await Promise.all([
  import(${JSON.stringify(pathToFileURL(path.join(HERE, '..', 'db', 'database.ts')).href)}),
  import(${JSON.stringify(pathToFileURL(path.join(HERE, '..', 'db', 'migrate.ts')).href)}),
  import('kysely'),
]);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.env.START_AT) - Date.now())));
const db = createDatabase({ kind: 'sqlite', file: process.env.DATABASE_FILE });
await migrateToLatest(db);
const { rows } = await sql\`select count(*) as n from kysely_migration\`.execute(db);
if (!(Number(rows[0].n) > 0)) throw new Error('no migrations recorded');
await db.destroy();
`;

/** A process that writes to a file in rollback mode (as an older build or the sqlite3 shell may), holding its write a second. */
const HOLD_A_WRITE = `
const SQLite = require('better-sqlite3');
const db = new SQLite(process.env.DATABASE_FILE);
db.exec('create table if not exists held (x); begin immediate; insert into held values (1)');
console.log('holding');
setTimeout(() => { db.exec('commit'); db.close(); }, 1000);
`;

interface Outcome {
  code: number | null;
  output: string;
}

function openAndMigrate(file: string, startAt: number): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', OPEN_AND_MIGRATE], {
    cwd: REPOSITORY,
    env: { ...process.env, DATABASE_FILE: file, START_AT: String(startAt) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return once(child, 'exit').then(([code]) => ({ code: code as number | null, output }));
}

/**
 * Processes started together on one SQLite file, new or existing: switching it to WAL and
 * migrating wait for each other within the busy timeout, and none fails ("database is locked").
 */
describe.skipIf(!databaseKinds().includes('sqlite'))('processes started together on one SQLite file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eaum-start-together-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opening waits for another process that writes to the file in rollback mode, rather than failing at once', async () => {
    const file = path.join(dir, 'held.sqlite');
    const holder = spawn(process.execPath, ['--eval', HOLD_A_WRITE], { cwd: REPOSITORY, env: { ...process.env, DATABASE_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'] });
    const [holding] = (await once(holder.stdout, 'data')) as [Buffer];
    expect(holding.toString()).toContain('holding');
    // Switching to WAL needs the write lock the holder has: SQLite answers "database is locked" at
    // once there (no busy handler where it could deadlock), so opening must wait and try again.
    const db = createDatabase({ kind: 'sqlite', file });
    try {
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(rows[0]?.journal_mode).toBe('wal');
      const held = await sql<{ n: number }>`select count(*) as n from held`.execute(db);
      expect(held.rows[0]?.n).toBe(1);
    } finally {
      await db.destroy();
      await once(holder, 'exit');
    }
  }, 60_000);

  it(`${PROCESSES} processes open and migrate a new file at once, ${ROUNDS} times over`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const file = path.join(dir, `round-${round}`, 'app.sqlite');
      const startAt = Date.now() + START_AHEAD_MS;
      const outcomes = await Promise.all(Array.from({ length: PROCESSES }, () => openAndMigrate(file, startAt)));
      const failed = outcomes.filter((outcome) => outcome.code !== 0);
      expect(failed.map((outcome) => outcome.output), `round ${round}`).toEqual([]);
    }
  }, 300_000);

  it(`${PROCESSES} processes open an existing file at once`, async () => {
    const file = path.join(dir, 'round-1', 'app.sqlite');
    const outcomes = await Promise.all(Array.from({ length: PROCESSES }, () => openAndMigrate(file, Date.now() + START_AHEAD_MS)));
    expect(outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.output)).toEqual([]);
  }, 120_000);

  it(`${PROCESSES} app processes started together on one new SQLite file all serve`, async () => {
    const dataDir = mkdtempSync(path.join(dir, 'app-'));
    const env = { ...testAppEnv(undefined, dataDir, { email: 'admin@together.test', password: 'six processes, one file' }), APP_PROCESSES: String(PROCESSES) };
    const started = await Promise.allSettled(Array.from({ length: PROCESSES }, (_, index) => startAppProcess(`app ${index + 1}`, env, 180_000)));
    const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual([]);
      const answers = await Promise.all(apps.map((app) => call(app.url, 'GET', '/api/health')));
      expect(answers.map((answer) => answer.status)).toEqual(apps.map(() => 200));
    } finally {
      await Promise.all(apps.map((app) => app.stop()));
    }
  }, 300_000);
});
