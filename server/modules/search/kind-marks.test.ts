import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ROLES } from '../../../src/api/contract';
import { SEARCH_KIND_MARKS } from '../../db/migrations/20251123T090000-search-kind-marks';
import { accountOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { KINDS } from '../../test/account-kinds';

const companies = KINDS.find((kind) => kind.table === 'exhibiting_companies')!;

/** SQLite's full-text index holds each document's kind as a mark; the triggers keep it right. */
describeOnEachDatabase('the kind marks in SQLite’s search index', (ctx) => {
  const marked = async (kind: keyof typeof SEARCH_KIND_MARKS) =>
    (await sql<{ rowid: number }>`SELECT rowid FROM search_documents_fts WHERE search_documents_fts MATCH ${`"${SEARCH_KIND_MARKS[kind]}"`} ORDER BY rowid`.execute(ctx.db)).rows.map((row) => row.rowid);
  const documents = async (kind: string) => (await ctx.db.selectFrom('search_documents').select('id').where('kind', '=', kind as 'company').orderBy('id').execute()).map((row) => row.id);

  it('finds exactly each kind’s documents through creates, renames and deletes', async () => {
    const admin = (await accountOf(ctx, ROLES.admin)).token;
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) ids.push((await ctx.request({ method: 'POST', url: companies.itemPath, token: admin, body: companies.body({ companyName: `Marked ${n}` }) })).json<{ id: number }>().id);
    const renamed = await ctx.request({ method: 'PUT', url: `${companies.itemPath}/${ids[0]}`, token: admin, body: companies.body({ companyName: 'Marked again', password: '' }) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await ctx.request({ method: 'DELETE', url: `${companies.itemPath}/${ids[1]}`, token: admin })).statusCode).toBe(200);
    for (const kind of Object.keys(SEARCH_KIND_MARKS) as (keyof typeof SEARCH_KIND_MARKS)[]) expect(await marked(kind), kind).toEqual(await documents(kind));
    expect(await marked('company')).toHaveLength(2);
    const found = await ctx.request({ url: '/api/search?q=marked', token: admin });
    expect(found.json<{ groups: { hits: { title: string }[] }[] }>().groups.flatMap((group) => group.hits.map((hit) => hit.title)).sort()).toEqual(['Marked 2', 'Marked again']);
  });
}, { only: 'sqlite' });
