import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Event, EVENT_MESSAGES, type EventExhibitor, type ExhibitingCompany, INVITE_MAIL_TEXTS, MESSAGES, ROLES, SIGN_IN_MAIL_TEXTS } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { mailText, resetTokenFrom } from '../../test/smtp';
import { translate } from '../../../src/api/contract/i18n/translate';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { eventInput } from '../../test/events';

describeOnEachDatabase(
  'event exhibitors',
  (ctx) => {
    let cast: Cast;
    let event: Event;
    beforeAll(async () => {
      cast = await castOf(ctx);
      event = (await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Print Fair' }) })).json();
    });

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: RoleAccount, body?: unknown) =>
      ctx.request({ method, url, token: who?.token, body });
    const newExhibitor = (overrides: Record<string, unknown> = {}) => ({
      companyName: 'Northwind Displays',
      productCategory: 'Stands',
      boothSize: '6x3 m',
      contactPerson: 'Ann Marie Lee',
      email: ctx.uniqueEmail('northwind'),
      booth: 'Hall 1 / A12',
      ...overrides,
    });
    const companies = () => ctx.db.selectFrom('exhibiting_companies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow().then((row) => Number(row.count));
    const linksOf = (eventId: number) => ctx.db.selectFrom('event_exhibitors').selectAll().where('event_id', '=', eventId).orderBy('company_id').execute();

    it('refuses every endpoint without a token', async () => {
      for (const [method, url] of [
        ['GET', `/api/event/${event.id}/exhibitors`],
        ['POST', `/api/event/${event.id}/exhibitor`],
        ['PUT', `/api/event/${event.id}/exhibitor/1`],
        ['DELETE', `/api/event/${event.id}/exhibitor/1`],
        ['POST', `/api/event/${event.id}/exhibitors/import`],
      ] as const) {
        expect((await call(method, url, undefined, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('creates a new company, links it, and invites it to set its own password', async () => {
      const body = newExhibitor();
      const response = await call('POST', `/api/event/${event.id}/exhibitor`, cast.organiser, body);
      expect(response.statusCode, response.body).toBe(201);
      const { action, exhibitor } = response.json<{ action: string; exhibitor: EventExhibitor }>();
      expect(action).toBe('create');
      expect(exhibitor).toMatchObject({ companyName: 'Northwind Displays', contactPerson: 'Ann Marie Lee', email: body.email, booth: 'Hall 1 / A12', status: 'Active', invited: true });
      const company = (await call('GET', `/api/exhibiting-company/${exhibitor.companyId}`, cast.admin)).json<ExhibitingCompany>();
      expect(company.User.invited).toBe(true);

      const user = await ctx.db.selectFrom('users').selectAll().where('email_lower', '=', body.email.toLowerCase()).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role: ROLES.exhibitor, status: 'Active', firstname: 'Ann', lastname: 'Marie Lee' });
      // Invited: no password until it sets one, and signing in fails as a wrong password does.
      expect(user.password_hash).toBeNull();
      const invitedSignIn = await call('POST', '/api/auth/login', undefined, { email: body.email, password: 'a guess at a password' });
      expect(invitedSignIn.statusCode).toBe(401);
      expect(invitedSignIn.json()).toEqual({ message: MESSAGES.invalidCredentials });

      const mail = await ctx.smtp.next(body.email);
      expect(mail.source).toContain(`Subject: ${INVITE_MAIL_TEXTS.subject}`);
      expect(mail.source).toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName: 'Northwind Displays', eventName: 'Print Fair' }));
      const set = await call('POST', '/api/auth/reset-password', undefined, { token: resetTokenFrom(mail), newPassword: 'their own password' });
      expect(set.statusCode).toBe(200);
      expect((await call('POST', '/api/auth/login', undefined, { email: body.email, password: 'their own password' })).statusCode).toBe(200);
      // Invited no more, in the event's list and the company's own record.
      const listed = (await call('GET', `/api/event/${event.id}/exhibitors?limit=100`, cast.organiser)).json<{ exhibitors: EventExhibitor[] }>();
      expect(listed.exhibitors.find((row) => row.companyId === exhibitor.companyId)!.invited).toBe(false);
      expect((await call('GET', `/api/exhibiting-company/${exhibitor.companyId}`, cast.admin)).json<ExhibitingCompany>().User.invited).toBe(false);

      const audit = await ctx.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'event').where('subject_id', '=', event.id).execute();
      expect(audit.map((row) => row.action)).toContain('event.exhibitor-add');
      const companyAudit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id']).where('subject_type', '=', 'user').where('subject_id', '=', user.id).execute();
      expect(companyAudit).toContainEqual({ action: 'company.create', actor_id: cast.organiser.userId });
      // The company lists find it like any other company.
      const found = await call('GET', `/api/exhibiting-companies?search=${encodeURIComponent('northwind ann')}`, cast.admin);
      expect(found.json().exhibitingCompanies.map((company: { User: { email: string } }) => company.User.email)).toContain(body.email);
    });

    it('a company invited in German has German as its language: its code email is German', async () => {
      // An event of its own: the tests below count the exhibitors of the shared one.
      const own = (await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Messe' }) })).json<Event>();
      const body = newExhibitor({ email: ctx.uniqueEmail('messebau'), language: 'de' });
      expect((await call('POST', `/api/event/${own.id}/exhibitor`, cast.organiser, body)).statusCode).toBe(201);
      const user = await ctx.db.selectFrom('users').select('language').where('email_lower', '=', body.email.toLowerCase()).executeTakeFirstOrThrow();
      expect(user.language).toBe('de');
      await ctx.smtp.next(body.email); // the invitation (English until invitations join the catalogs)
      await call('POST', '/api/auth/sign-in-code/send', undefined, { email: body.email });
      const text = mailText(await ctx.smtp.next(body.email));
      expect(text).toContain(`Subject: ${translate('de', SIGN_IN_MAIL_TEXTS.codeSubject)}`);
      expect(text).toContain(translate('de', SIGN_IN_MAIL_TEXTS.codeIntro));
      const refused = await call('POST', `/api/event/${own.id}/exhibitor`, cast.organiser, newExhibitor({ language: 'de-AT' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(MESSAGES.languageInvalid);
    });

    it('links an existing company from its email alone', async () => {
      const other = (await call('POST', '/api/event', cast.organiser, eventInput({ name: 'Email Only Fair' }))).json<Event>();
      const response = await call('POST', `/api/event/${other.id}/exhibitor`, cast.organiser, { email: cast.otherCompany.email });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ action: 'link', exhibitor: { companyId: cast.otherCompany.profileId } });
    });

    it('asks a new email for the company’s details, each one missing named, and creates nothing', async () => {
      const before = await companies();
      const email = ctx.uniqueEmail('new-alone');
      const response = await call('POST', `/api/event/${event.id}/exhibitor`, cast.organiser, { email, companyName: 'Half There' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: EVENT_MESSAGES.newCompanyDetails,
        errors: { productCategory: ACCOUNT_MESSAGES.productCategoryRequired, boothSize: ACCOUNT_MESSAGES.boothSizeRequired, contactPerson: ACCOUNT_MESSAGES.contactPersonRequired },
      });
      expect(await companies()).toBe(before);
      expect(await ctx.db.selectFrom('users').select('id').where('email_lower', '=', email.toLowerCase()).executeTakeFirst()).toBeUndefined();
    });

    it('links an existing company by its email, whatever its case, and leaves the company as it was', async () => {
      const before = await companies();
      const response = await call('POST', `/api/event/${event.id}/exhibitor`, cast.admin, newExhibitor({ email: cast.company.email.toUpperCase(), companyName: 'Renamed?' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ action: 'link', exhibitor: { companyId: cast.company.profileId, companyName: 'Acme Co' } });
      expect(await companies()).toBe(before);

      const again = await call('POST', `/api/event/${event.id}/exhibitor`, cast.admin, newExhibitor({ email: cast.company.email }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: EVENT_MESSAGES.alreadyExhibiting });
    });

    it('refuses the email of an account that is not a company, and bad fields, creating nothing', async () => {
      const before = await companies();
      const taken = await call('POST', `/api/event/${event.id}/exhibitor`, cast.admin, newExhibitor({ email: cast.otherOrganiser.email }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: EVENT_MESSAGES.emailNotCompany });
      const blank = await call('POST', `/api/event/${event.id}/exhibitor`, cast.admin, newExhibitor({ companyName: ' ' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors.companyName).toBe(ACCOUNT_MESSAGES.companyNameRequired);
      const badStatus = await call('POST', `/api/event/${event.id}/exhibitor`, cast.admin, newExhibitor({ status: 'Maybe' }));
      expect(badStatus.json().errors.status).toBe(EVENT_MESSAGES.exhibitorStatusInvalid);
      expect(await companies()).toBe(before);
    });

    it('lets only those who may change the event manage its exhibitors', async () => {
      const before = await companies();
      for (const [who, status] of [
        [cast.otherOrganiser, 403],
        [cast.company, 403],
        [cast.user, 403],
      ] as const) {
        expect((await call('GET', `/api/event/${event.id}/exhibitors`, who)).statusCode).toBe(status);
        expect((await call('POST', `/api/event/${event.id}/exhibitor`, who, newExhibitor())).statusCode).toBe(status);
        expect((await call('PUT', `/api/event/${event.id}/exhibitor/${cast.company.profileId}`, who, { booth: 'X' })).statusCode).toBe(status);
        expect((await call('DELETE', `/api/event/${event.id}/exhibitor/${cast.company.profileId}`, who)).statusCode).toBe(status);
        expect((await call('POST', `/api/event/${event.id}/exhibitors/import`, who, { csv: 'Email\na@b.co' })).statusCode).toBe(status);
      }
      expect((await call('GET', `/api/event/${event.id}/exhibitors`, cast.otherOrganiser)).json()).toEqual({ message: EVENT_MESSAGES.notYours });
      expect(await companies()).toBe(before);
      expect((await linksOf(event.id)).find((row) => row.company_id === cast.company.profileId)?.booth).toBe('Hall 1 / A12');
      for (const who of [cast.admin, cast.owner, cast.organiser]) {
        const response = await call('GET', `/api/event/${event.id}/exhibitors`, who);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ totalItems: 2, totalPages: 1, currentPage: 1 });
        expect(response.json().exhibitors.map((exhibitor: EventExhibitor) => exhibitor.companyName)).toEqual(['Acme Co', 'Northwind Displays']);
      }
      const paged = await call('GET', `/api/event/${event.id}/exhibitors?page=2&limit=1`, cast.admin);
      expect(paged.json()).toMatchObject({ totalItems: 2, totalPages: 2, currentPage: 2, exhibitors: [{ companyName: 'Northwind Displays' }] });
      expect((await call('GET', '/api/event/999999/exhibitors', cast.admin)).statusCode).toBe(404);
      expect((await call('GET', `/api/event/${event.id}/exhibitors?page=zero`, cast.admin)).json()).toMatchObject({ message: MESSAGES.pageInvalid });
    });

    it('pages through the exhibitors by name and then id, from either end, every one once', async () => {
      const paged = (await call('POST', '/api/event', cast.organiser, eventInput({ name: 'Paged Fair' }))).json<Event>();
      for (const [index, name] of ['Bolt', 'Acme', 'Crane', 'Acme', 'Delta', 'Bolt', 'Echo'].entries()) {
        const added = await call('POST', `/api/event/${paged.id}/exhibitor`, cast.organiser, newExhibitor({ companyName: name, email: ctx.uniqueEmail(`paged${index}`) }));
        expect(added.statusCode, added.body).toBe(201);
      }
      const everyOne = (await ctx.db.selectFrom('event_exhibitors as x').innerJoin('exhibiting_companies as c', 'c.id', 'x.company_id').select(['c.id', 'c.company_name']).where('x.event_id', '=', paged.id).execute())
        .sort((a, b) => (a.company_name === b.company_name ? a.id - b.id : a.company_name < b.company_name ? -1 : 1))
        .map((row) => row.id);
      expect(everyOne).toHaveLength(7);
      for (const limit of [1, 2, 3, 7]) {
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(7 / limit); page += 1) {
          const response = await call('GET', `/api/event/${paged.id}/exhibitors?page=${page}&limit=${limit}`, cast.organiser);
          expect(response.json()).toMatchObject({ totalItems: 7, totalPages: Math.ceil(7 / limit), currentPage: page });
          seen.push(...response.json<{ exhibitors: EventExhibitor[] }>().exhibitors.map((exhibitor) => exhibitor.companyId));
        }
        expect(seen, `limit ${limit}`).toEqual(everyOne);
      }
      expect((await call('GET', `/api/event/${paged.id}/exhibitors?page=9&limit=1`, cast.organiser)).json()).toMatchObject({ totalItems: 7, exhibitors: [] });
    });

    it('lets admin and owner/admin manage the exhibitors of an event that is not theirs', async () => {
      const other = (await call('POST', '/api/event', cast.otherOrganiser, eventInput({ name: 'Other Fair' }))).json<Event>();
      for (const who of [cast.admin, cast.owner]) {
        const added = await call('POST', `/api/event/${other.id}/exhibitor`, who, newExhibitor({ email: cast.otherCompany.email }));
        expect(added.statusCode, added.body).toBe(201);
        expect((await call('PUT', `/api/event/${other.id}/exhibitor/${cast.otherCompany.profileId}`, who, { booth: who.email })).json()).toMatchObject({ booth: who.email });
        expect((await call('POST', `/api/event/${other.id}/exhibitors/import`, who, { csv: `Email\n${cast.otherCompany.email}` })).json()).toMatchObject({ counts: { unchanged: 1 } });
        expect((await call('DELETE', `/api/event/${other.id}/exhibitor/${cast.otherCompany.profileId}`, who)).statusCode).toBe(200);
      }
    });

    it('changes an exhibitor’s booth and status, and removes it from the event while the company stays', async () => {
      const url = `/api/event/${event.id}/exhibitor/${cast.company.profileId}`;
      const changed = await call('PUT', url, cast.organiser, { booth: 'Hall 9', status: 'Inactive' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ companyId: cast.company.profileId, booth: 'Hall 9', status: 'Inactive' });
      expect((await call('PUT', `/api/event/${event.id}/exhibitor/999999`, cast.organiser, { booth: 'x' })).statusCode).toBe(404);
      expect((await call('PUT', `/api/event/${event.id}/exhibitor/abc`, cast.organiser, { booth: 'x' })).json()).toMatchObject({ message: EVENT_MESSAGES.companyIdInvalid });

      const removed = await call('DELETE', url, cast.organiser);
      expect(removed.statusCode).toBe(200);
      expect((await call('DELETE', url, cast.organiser)).json()).toEqual({ message: EVENT_MESSAGES.exhibitorNotFound });
      expect(await ctx.db.selectFrom('exhibiting_companies').select('id').where('id', '=', cast.company.profileId!).execute()).toHaveLength(1);
      expect((await call('GET', `/api/event/${event.id}`, cast.company)).statusCode).toBe(403);
    });
  },
  { smtp: true },
);
