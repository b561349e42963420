import { beforeAll, expect, it } from 'vitest';
import { type Event, type ExhibitingCompany, MESSAGES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf } from '../../test/accounts';
import { eventInput } from '../../test/events';
import { KINDS } from '../../test/account-kinds';

const companies = KINDS.find((kind) => kind.table === 'exhibiting_companies')!;

describeOnEachDatabase(
  'exhibiting companies filtered by status',
  (ctx) => {
    let cast: Cast;
    const list = async (query: string) => {
      const response = await ctx.request({ url: `${companies.listPath}?limit=100&${query}`, token: cast.admin.token });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ exhibitingCompanies: ExhibitingCompany[]; totalItems: number }>();
      return { names: page.exhibitingCompanies.map((company) => company.companyName).filter((name) => name.startsWith('Filter ')), page };
    };

    beforeAll(async () => {
      cast = await castOf(ctx);
      const create = async (companyName: string, status: 'Active' | 'Inactive') =>
        expect((await ctx.request({ method: 'POST', url: companies.itemPath, token: cast.admin.token, body: companies.body({ companyName, status }) })).statusCode).toBe(201);
      await create('Filter Active', 'Active');
      await create('Filter Inactive', 'Inactive');
      // Added to an event by its organiser: a company invited to set its own password.
      const event = (await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Filter Fair' }) })).json<Event>();
      const invite = { companyName: 'Filter Invited', productCategory: 'Stands', boothSize: '6x3', contactPerson: 'Ann Lee', email: ctx.uniqueEmail('invited'), booth: 'A1' };
      expect((await ctx.request({ method: 'POST', url: `/api/event/${event.id}/exhibitor`, token: cast.organiser.token, body: invite })).statusCode).toBe(201);
    });

    it('lists only the companies without a password as Invited, and leaves them out of Active', async () => {
      const invited = await list('status=Invited');
      expect(invited.names).toEqual(['Filter Invited']);
      expect(invited.page.exhibitingCompanies.every((company) => company.User.invited && company.status === 'Active')).toBe(true);
      const active = await list('status=Active');
      expect(active.names).toContain('Filter Active');
      expect(active.names).not.toContain('Filter Invited');
      expect(active.page.exhibitingCompanies.some((company) => company.User.invited || company.status !== 'Active')).toBe(false);
      expect((await list('status=Inactive')).names).toEqual(['Filter Inactive']);
    });

    it('counts the matches of a filter; without one, every company', async () => {
      const all = await list('');
      expect(all.names).toHaveLength(3);
      const counts = await Promise.all(['Active', 'Invited', 'Inactive'].map(async (status) => (await list(`status=${status}`)).page.totalItems));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(all.page.totalItems);
      expect((await list('status=Invited&search=filter')).page.totalItems).toBe(1);
    });

    it('exports only the filtered companies', async () => {
      const response = await ctx.request({ url: `${companies.listPath}/export.csv?status=Invited`, token: cast.admin.token });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Filter Invited');
      expect(response.body).not.toContain('Filter Active');
    });

    it('refuses an unknown status with a 400 and its message', async () => {
      for (const url of [`${companies.listPath}?status=Pending`, `${companies.listPath}/export.csv?status=invited`]) {
        const response = await ctx.request({ url, token: cast.admin.token });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message, url).toContain(MESSAGES.statusFilterInvalid);
      }
    });
  },
  { smtp: true },
);
