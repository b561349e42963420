import SQLite from 'better-sqlite3';
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

it('answers rows with the keys, order and values of better-sqlite3’s own row objects', async () => {
  await sql`create table mixed (id integer primary key, label text, amount real, data blob, note text)`.execute(db);
  await sql`insert into mixed (id, label, amount, data, note) values (1, 'one', 1.5, x'00ff', null), (2, 'two "quoted"', -0.25, null, 'n')`.execute(db);
  const statements = [
    sql`select id, label, amount, data, note from mixed order by id`,
    sql`select note, id as label, label, amount as id from mixed order by id desc`,
    sql`select 1 as a, 2 as b, 3 as a`,
    sql`select id from mixed where id > 5`,
    sql`select "mixed"."label", length(label) from mixed where id in (1, 2) order by 2`,
  ];
  const own = new SQLite(path.join(dir, 'app.db'), { readonly: true });
  try {
    for (const statement of statements) {
      const { sql: text, parameters } = statement.compile(db);
      const expected = own.prepare(text).all(...parameters);
      const rows = (await statement.execute(db)).rows;
      expect(rows, text).toEqual(expected);
      expect(rows.map((row) => Object.keys(row as object)), text).toEqual(expected.map((row) => Object.keys(row as object)));
    }
  } finally {
    own.close();
  }
  const inserted = await db.insertInto('mixed' as never).values({ id: 3, label: 'three' } as never).returning(['id' as never, 'label' as never]).execute();
  expect(inserted).toEqual([{ id: 3, label: 'three' }]);
  const streamed: unknown[] = [];
  for await (const row of db.selectFrom('mixed' as never).select(['id' as never, 'label' as never]).orderBy('id' as never).stream()) streamed.push(row);
  expect(streamed).toEqual([{ id: 1, label: 'one' }, { id: 2, label: 'two "quoted"' }, { id: 3, label: 'three' }]);
});
