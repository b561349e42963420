import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ROLES } from '../../../src/api/contract';
import { createMigrator, migrateToLatest } from '../../db/migrate';
import { COUNTED_TABLES } from '../../db/migrations/20251123T080000-row-counts';
import { startSession } from '../../lib/sessions';
import { accountOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { KINDS } from '../../test/account-kinds';

/**
 * A list's total without a search is the count the triggers keep: it must be the table's true count
 * after every way rows come and go.
 */
describeOnEachDatabase('account totals kept by triggers', (ctx) => {
  let admin: string;
  const trueCount = async (table: string) => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(ctx.db)).rows[0]!.n);
  const kept = async () => Object.fromEntries((await ctx.db.selectFrom('row_counts').selectAll().execute()).map((row) => [row.table_name, Number(row.row_count)]));
  const expectKeptCountsTrue = async () => {
    const counts = await kept();
    for (const table of COUNTED_TABLES) expect(counts[table], table).toBe(await trueCount(table));
  };

  it('starts from the rows there before the migration, and each list answers its table’s total', async () => {
    const account = await accountOf(ctx, ROLES.admin);
    for (const kind of KINDS) {
      for (let n = 0; n < 3; n += 1) expect((await ctx.request({ method: 'POST', url: kind.itemPath, token: account.token, body: kind.body() })).statusCode).toBe(201);
    }
    // Back to before the counts (and the later tables, sessions among them), with the rows kept.
    await createMigrator(ctx.db).migrateTo('20251123T070100-upload-locks');
    await migrateToLatest(ctx.db);
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', account.userId).executeTakeFirstOrThrow();
    admin = await startSession(ctx.db, user, { jwtSecret: ctx.config.jwtSecret, jwtTtlHours: 1 });
    await expectKeptCountsTrue();
    for (const kind of KINDS) {
      const response = await ctx.request({ url: kind.listPath, token: admin });
      expect(response.json<{ totalItems: number }>().totalItems, kind.name).toBe(await trueCount(kind.table));
      expect(await trueCount(kind.table)).toBeGreaterThanOrEqual(3);
    }
  });

  it('follows creates, deletes and several rows written by one statement', async () => {
    for (const kind of KINDS) {
      const created = await ctx.request({ method: 'POST', url: kind.itemPath, token: admin, body: kind.body() });
      const { id } = created.json<{ id: number }>();
      await expectKeptCountsTrue();
      expect((await ctx.request({ method: 'DELETE', url: `${kind.itemPath}/${id}`, token: admin })).statusCode).toBe(200);
      await expectKeptCountsTrue();
    }
    const before = (await kept()).exhibiting_companies!;
    const users = await ctx.db.selectFrom('exhibiting_companies').select('user_id').execute();
    // One statement deleting three rows (their users go with them).
    await ctx.db.deleteFrom('users').where('id', 'in', users.slice(0, 3).map((row) => row.user_id)).execute();
    expect((await kept()).exhibiting_companies).toBe(before - 3);
    await expectKeptCountsTrue();
  });

  it('gives a write that fails no count', async () => {
    const before = await kept();
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('exhibiting_companies').execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await kept()).toEqual(before);
    await expectKeptCountsTrue();
  });

  it('counts zero after every row is gone', async () => {
    await ctx.db.deleteFrom('owner_admins').execute();
    expect((await kept()).owner_admins).toBe(0);
    const response = await ctx.request({ url: '/api/owner-admins', token: admin });
    expect(response.json<{ totalItems: number; totalPages: number }>()).toMatchObject({ totalItems: 0, totalPages: 1 });
  });
});
