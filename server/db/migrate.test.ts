import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness';
import { useTempSqliteFile } from '../test/temp-sqlite';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { nowIso } from './schema';

describeOnEachDatabase('database', (ctx) => {
  const now = nowIso();
  const newUser = (email: string) => ({
    firstname: 'A',
    lastname: 'B',
    email,
    email_lower: email.toLowerCase(),
    password_hash: 'x',
    role: 'user' as const,
    status: 'Active' as const,
    created_at: now,
    updated_at: now,
  });

  it('is up to date after migrating, and migrating again does nothing', async () => {
    expect(await migrateToLatest(ctx.db)).toEqual([]);
  });

  it('keeps email_lower unique', async () => {
    await ctx.db.insertInto('users').values(newUser('Same@Example.com')).execute();
    await expect(ctx.db.insertInto('users').values(newUser('same@example.com')).execute()).rejects.toThrow();
  });

  it('refuses a status other than Active or Inactive', async () => {
    await expect(ctx.db.insertInto('users').values({ ...newUser('status@example.com'), status: 'Gone' as 'Active' }).execute()).rejects.toThrow();
  });

  it('enforces foreign keys and deletes a user’s reset tokens with the user', async () => {
    const { id } = await ctx.db.insertInto('users').values(newUser('cascade@example.com')).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('reset_tokens').values({ user_id: id, token_hash: 'h1', expires_at: now, created_at: now }).execute();
    await expect(ctx.db.insertInto('reset_tokens').values({ user_id: 999_999, token_hash: 'h2', expires_at: now, created_at: now }).execute()).rejects.toThrow();
    await ctx.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await ctx.db.selectFrom('reset_tokens').selectAll().where('user_id', '=', id).execute()).toEqual([]);
  });
});

describe('migrating a SQLite file another process is writing to', () => {
  const { file, withDatabase } = useTempSqliteFile();

  it('waits for the other writer, then applies every migration at once', async () => {
    await withDatabase(async (db) => {
      // Another process, mid-write (say, migrating): it holds the file's write lock.
      const other = new SQLite(file());
      other.exec('begin immediate');
      await sql`pragma busy_timeout = 20`.execute(db);
      const migrating = migrateToLatest(db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const tables = () => other.prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'").all();
      expect(tables()).toEqual([]);
      other.exec('commit');
      expect(await migrating).toHaveLength(Object.keys(migrations).length);
      expect(tables()).toEqual([{ name: 'kysely_migration' }]);
      expect(await migrateToLatest(db)).toEqual([]);
      other.close();
    });
  });
});
