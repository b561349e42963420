import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempSqliteFile } from '../test/temp-sqlite';

describe('the SQLite database, its log and its checkpoints', () => {
  const { file, withDatabase } = useTempSqliteFile();

  const size = (name: string) => statSync(name, { throwIfNoEntry: false })?.size ?? 0;

  it('is in WAL mode with synchronous NORMAL and foreign keys on', async () => {
    await withDatabase(async (db) => {
      expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows).toEqual([{ journal_mode: 'wal' }]);
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows).toEqual([{ synchronous: 1 }]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
    });
  });

  it('has its log copied into the file in the background, long before the connection would itself', async () => {
    await withDatabase(async (db) => {
      await sql`create table notes (id integer primary key, body text not null)`.execute(db);
      // 200 commits of 2 KiB: some 200 pages in the log, far from the 4,000 the connection waits for.
      for (let index = 0; index < 200; index += 1) await sql`insert into notes (body) values (${'x'.repeat(2048)})`.execute(db);
      await expect.poll(() => size(file()), { timeout: 10_000 }).toBeGreaterThan(400 * 1024);
    });
  });

  it('keeps the log within bounds under a write on every request', async () => {
    await withDatabase(async (db) => {
      await sql`create table counters (key text primary key, count integer not null)`.execute(db);
      let largest = 0;
      // 12,000 commits each rewriting a page: 47 MiB of log if it were never started over.
      for (let index = 0; index < 12_000; index += 1) {
        await sql`insert into counters (key, count) values ('one', 1) on conflict (key) do update set count = counters.count + 1`.execute(db);
        if (index % 500 === 0) largest = Math.max(largest, size(`${file()}-wal`));
      }
      expect(largest).toBeLessThan(20 * 1024 * 1024);
    });
  });
});
