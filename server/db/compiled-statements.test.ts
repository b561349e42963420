import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { ROLES } from '../../src/api/contract';
import { accountOf } from '../test/accounts';
import { describeOnEachDatabase } from '../test/harness';
import { compiledPerShape, type Param } from './compiled-statements';
import type { DbOrTrx } from './schema';

describeOnEachDatabase('statements compiled once per shape', (ctx) => {
  const emailsQuery = (db: DbOrTrx, ids: readonly number[], order: 'asc' | 'desc') =>
    db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).orderBy('id', order);
  const build = vi.fn((db: DbOrTrx, shape: { count: number; order: 'asc' | 'desc' }, param: Param<readonly number[]>) =>
    emailsQuery(db, Array.from({ length: shape.count }, (_, at) => param(at)), shape.order),
  );
  const emails = compiledPerShape((shape: { count: number; order: 'asc' | 'desc' }) => `${shape.count} ${shape.order}`, build);
  let userIds: number[] = [];

  it('answers each shape with its own parameters, however the calls interleave, as the statement built anew does', async () => {
    for (let n = 0; n < 6; n += 1) await accountOf(ctx, ROLES.exhibitor);
    userIds = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(userIds.length).toBeGreaterThanOrEqual(6);
    const calls: [number[], 'asc' | 'desc'][] = [
      [[userIds[0]!], 'asc'],
      [[userIds[1]!, userIds[2]!, userIds[3]!], 'desc'],
      [[userIds[4]!], 'asc'],
      [[userIds[5]!, userIds[0]!, userIds[2]!], 'asc'],
      [[userIds[3]!, userIds[1]!, userIds[4]!], 'desc'],
      [[userIds[2]!], 'desc'],
      [[userIds[5]!], 'asc'],
    ];
    for (const [ids, order] of calls) {
      expect(await emails(ctx.db, { count: ids.length, order }, ids)).toEqual(await emailsQuery(ctx.db, ids, order).execute());
    }
    // Four shapes (1 asc, 3 desc, 3 asc, 1 desc): each built once.
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('runs a kept statement inside a transaction, seeing its writes', async () => {
    const id = userIds[0]!;
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ email: 'changed-in-transaction@example.com' }).where('id', '=', id).execute();
        expect(await emails(trx, { count: 1, order: 'asc' }, [id])).toEqual([{ id, email: 'changed-in-transaction@example.com' }]);
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    expect((await emails(ctx.db, { count: 1, order: 'asc' }, [id]))[0]!.email).not.toBe('changed-in-transaction@example.com');
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('refuses a statement that writes an argument into its text instead of taking it as a parameter', async () => {
    const inlined = compiledPerShape(
      () => 'inlined',
      (db, _: void, param: Param<{ id: number }>) => db.selectFrom('users').select('id').where(sql<boolean>`id = ${sql.raw(String(param('id')))}`),
    );
    await expect(inlined(ctx.db, undefined, { id: userIds[0]! })).rejects.toThrow(/does not take id as a parameter/);
  });
});
