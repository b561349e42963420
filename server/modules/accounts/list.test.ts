import { expect, it } from 'vitest';
import { ACCOUNT_FIELDS, EXPORT_TIME_ZONE, PAGE_SIZE, ROLES } from '../../../src/api/contract';
import { formulaCells } from '../../../src/api/contract/csv-formulas';
import { describeOnEachDatabase } from '../../test/harness';
import { accountOf } from '../../test/accounts';
import { KINDS } from '../../test/account-kinds';

const companies = KINDS.find((kind) => kind.table === 'exhibiting_companies')!;
const organisers = KINDS.find((kind) => kind.table === 'event_organisers')!;

describeOnEachDatabase('account lists: pages, search and CSV export', (ctx) => {
  let admin: string;
  const list = async (query: string) => {
    const response = await ctx.request({ url: `${companies.listPath}?${query}`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ exhibitingCompanies: { companyName: string; User: { email: string } }[]; totalItems: number; totalPages: number; currentPage: number }>();
  };
  const names = (page: { exhibitingCompanies: { companyName: string }[] }) => page.exhibitingCompanies.map((company) => company.companyName);

  it('has 11 companies to page through, made in order', async () => {
    admin = (await accountOf(ctx, ROLES.admin)).token;
    for (let n = 1; n <= 11; n += 1) {
      const body = companies.body({ companyName: `Company ${n}`, productCategory: n % 2 ? 'Lighting rigs' : 'Printed banners', email: `contact${n}@firm${n}.example` });
      expect((await ctx.request({ method: 'POST', url: companies.itemPath, token: admin, body })).statusCode).toBe(201);
    }
  });

  it('answers pages of 8, newest first, with the totals every list answers (docs/api.md)', async () => {
    const first = await list('');
    expect(first).toMatchObject({ totalItems: 11, totalPages: 2, currentPage: 1 });
    expect(names(first)).toEqual(['Company 11', 'Company 10', 'Company 9', 'Company 8', 'Company 7', 'Company 6', 'Company 5', 'Company 4']);
    expect(names(await list('page=2'))).toEqual(['Company 3', 'Company 2', 'Company 1']);
    expect(first.exhibitingCompanies).toHaveLength(PAGE_SIZE);
  });

  it('reads every page the same whichever end it starts from', async () => {
    const all = names(await list('limit=100'));
    for (const limit of [1, 2, 3, 4, 5]) {
      const pages = Math.ceil(11 / limit);
      const stitched: string[] = [];
      for (let page = 1; page <= pages; page += 1) stitched.push(...names(await list(`page=${page}&limit=${limit}`)));
      expect(stitched).toEqual(all);
    }
  });

  it('searches by prefixes of words in names, email and company, case-insensitively, with totals for the match', async () => {
    expect(names(await list('search=light'))).toHaveLength(6);
    expect(names(await list('search=PRINTED%20ban'))).toHaveLength(5);
    expect(names(await list('search=company%2010'))).toEqual(['Company 10']);
    expect(names(await list('search=contact3%40firm3'))).toEqual(['Company 3']);
    const paged = await list('search=light&limit=4&page=2');
    expect(paged).toMatchObject({ totalItems: 6, totalPages: 2, currentPage: 2 });
    expect(names(paged)).toEqual(['Company 3', 'Company 1']);
    expect(await list('search=zzz')).toMatchObject({ exhibitingCompanies: [], totalItems: 0, totalPages: 1 });
    // Punctuation only splits words: % is no wildcard, and a search of punctuation alone filters nothing.
    expect(names(await list('search=comp%25ny'))).toEqual([]);
    expect((await list('search=%25')).totalItems).toBe(11);
  });

  it('finds an account by its new name after an update, and no longer by the old one', async () => {
    const [target] = (await list('search=company%201')).exhibitingCompanies.filter((company) => company.companyName === 'Company 1');
    const id = (target as unknown as { id: number }).id;
    const body = companies.body({ companyName: 'Renamed Works', email: target!.User.email, password: '' });
    expect((await ctx.request({ method: 'PUT', url: `${companies.itemPath}/${id}`, token: admin, body })).statusCode).toBe(200);
    expect(names(await list('search=renamed'))).toEqual(['Renamed Works']);
    expect(names(await list('search=company%201'))).toEqual(['Company 11', 'Company 10']);
  });

  it('exports every matching row as CSV, quoted and safe to open in a spreadsheet', async () => {
    const formula = companies.body({ companyName: '=HYPERLINK("http://evil.example")', contactPerson: 'Lee, "Sam"' });
    expect((await ctx.request({ method: 'POST', url: companies.itemPath, token: admin, body: formula })).statusCode).toBe(201);
    const response = await ctx.request({ url: `${companies.listPath}/export.csv`, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="exhibiting-companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe([ACCOUNT_FIELDS.companyName, ACCOUNT_FIELDS.productCategory, ACCOUNT_FIELDS.boothSize, ACCOUNT_FIELDS.contactPerson].join(',') + ',' + [ACCOUNT_FIELDS.fullName, ACCOUNT_FIELDS.email, ACCOUNT_FIELDS.status, ACCOUNT_FIELDS.createdAt].join(','));
    expect(lines).toHaveLength(1 + 12);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",Signage,6x3,"Lee, ""Sam""",/);
    // Created At as the screens write a time, its zone named: "25 Nov 2026, 17:39 (UTC)".
    expect(lines[1]).toMatch(new RegExp(`,"\\d{2} \\w+ \\d{4}, \\d{2}:\\d{2} \\(${EXPORT_TIME_ZONE}\\)"$`));
    const filtered = await ctx.request({ url: `${companies.listPath}/export.csv?search=printed`, token: admin });
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(1 + 5);
  });

  it('exports cells no spreadsheet runs, whether it splits on "," or ";"', async () => {
    const body = companies.body({ companyName: 'Acme;=1+1', contactPerson: 'Lee;=HYPERLINK("http://evil.example")' });
    expect((await ctx.request({ method: 'POST', url: companies.itemPath, token: admin, body })).statusCode).toBe(201);
    const response = await ctx.request({ url: `${companies.listPath}/export.csv?search=Acme`, token: admin });
    expect(response.body).toContain('Acme;');
    for (const delimiter of [',', ';'] as const) expect(formulaCells(response.body, delimiter)).toEqual([]);
  });

  it('exports more rows than one batch reads', async () => {
    const values = Array.from({ length: 1200 }, (_, n) => n);
    const now = new Date().toISOString();
    for (const n of values) {
      const user = await ctx.db
        .insertInto('users')
        .values({ firstname: 'Bulk', lastname: String(n), email: `bulk${n}@example.com`, email_lower: `bulk${n}@example.com`, password_hash: 'x', role: ROLES.organizer, status: 'Active', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db.insertInto('event_organisers').values({ user_id: user.id, job_title: 'Host', company_name: 'Bulk', company_address: null, additional_contact_email: null, created_at: now }).execute();
    }
    const response = await ctx.request({ url: `${organisers.listPath}/export.csv`, token: admin });
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1200);
    expect(new Set(lines).size).toBe(lines.length);
  });
});
