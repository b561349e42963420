import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDatabase } from './database';

// SQLite keeps each query's statement prepared; these are the cases where a kept one could answer wrongly.
const dir = mkdtempSync(path.join(tmpdir(), 'statements-'));
const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db') });
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

it('answers the same query run again, after a stream of it, and after a stream left half read', async () => {
  await sql`create table numbers (n integer not null)`.execute(db);
  await sql`insert into numbers (n) values (1), (2), (3)`.execute(db);
  const query = db.selectFrom('numbers' as never).select(sql<number>`n`.as('n')).orderBy(sql`n`);
  const all = async () => (await query.execute()).map((row) => row.n);
  expect(await all()).toEqual([1, 2, 3]);
  const streamed: number[] = [];
  for await (const row of query.stream()) streamed.push(row.n);
  expect(streamed).toEqual([1, 2, 3]);
  expect(await all()).toEqual([1, 2, 3]);
  for await (const row of query.stream()) {
    expect(row.n).toBe(1);
    break;
  }
  expect(await all()).toEqual([1, 2, 3]);
  await sql`insert into numbers (n) values (4)`.execute(db);
  expect(await all()).toEqual([1, 2, 3, 4]);
});

it('reads a table as it is after its columns changed', async () => {
  await sql`create table things (a integer)`.execute(db);
  await sql`insert into things (a) values (1)`.execute(db);
  const everything = () => sql<Record<string, number>>`select * from things`.execute(db);
  expect((await everything()).rows).toEqual([{ a: 1 }]);
  await sql`alter table things add column b integer not null default 2`.execute(db);
  expect((await everything()).rows).toEqual([{ a: 1, b: 2 }]);
});
