import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { PAGE_SIZE, ROLES } from '../../../src/api/contract';
import { accountOf } from '../../test/accounts';
import { KINDS } from '../../test/account-kinds';
import { describeOnEachDatabase } from '../../test/harness';
import { StatementCount } from '../../test/statement-count';
import { companyRepository } from '../companies/repository';
import { listAccounts } from './service';

const companies = KINDS.find((kind) => kind.table === 'exhibiting_companies')!;

describeOnEachDatabase('the companies list’s statements', (ctx) => {
  it('lists the first and last page again without building any statement, with the same rows', async () => {
    const admin = await accountOf(ctx, ROLES.admin);
    for (let n = 0; n < PAGE_SIZE + 3; n += 1) {
      expect((await ctx.request({ method: 'POST', url: companies.itemPath, token: admin.token, body: companies.body() })).statusCode).toBe(201);
    }
    const built = new StatementCount();
    const db = ctx.db.withPlugin(built);
    const query = { page: 1, limit: PAGE_SIZE, search: undefined };
    const first = await listAccounts(db, companyRepository, query);
    const last = await listAccounts(db, companyRepository, { ...query, page: 2 });
    const once = built.count;
    expect(once).toBeGreaterThan(0);
    expect(await listAccounts(db, companyRepository, query)).toEqual(first);
    expect(await listAccounts(db, companyRepository, { ...query, page: 2 })).toEqual(last);
    expect(built.count).toBe(once);
    const newest = await ctx.db.selectFrom('exhibiting_companies').select('id').orderBy('id', 'desc').execute();
    expect(first.rows.map((row) => row.id)).toEqual(newest.slice(0, PAGE_SIZE).map((row) => row.id));
    expect(last.rows.map((row) => row.id)).toEqual(newest.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((row) => row.id));
  });

  it('reads no password hash for a page, and still tells an invited account from an active one', async () => {
    const admin = await accountOf(ctx, ROLES.admin);
    const active = await accountOf(ctx, ROLES.exhibitor);
    const response = await ctx.request({ method: 'POST', url: companies.itemPath, token: admin.token, body: companies.body() });
    expect(response.statusCode).toBe(201);
    const invited = response.json() as { id: number; User: { id: number } };
    // As an invitation leaves it: no password yet.
    await ctx.db.updateTable('users').set({ password_hash: null }).where('id', '=', invited.User.id).execute();
    const answered: string[] = [];
    const columnsRead: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        for (const row of result.rows) answered.push(...Object.keys(row as object));
        return result;
      },
    };
    const page = await listAccounts(ctx.db.withPlugin(columnsRead), companyRepository, { page: 1, limit: PAGE_SIZE, search: undefined });
    expect(page.rows.find((row) => row.id === invited.id)?.User.invited).toBe(true);
    expect(page.rows.find((row) => row.id === active.profileId)?.User.invited).toBe(false);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered).not.toContain('password_hash');
  });
});
