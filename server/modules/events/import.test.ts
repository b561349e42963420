import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Event, IMPORT_MAX_ROWS, IMPORT_TEXTS, type ImportReport, INVITE_MAIL_TEXTS, MESSAGES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { IMPORT_BATCH_ROWS } from './import';
import { eventInput } from '../../test/events';
import { readMail } from '../../test/smtp';
import { translate } from '../../../src/api/contract/i18n/translate';

describeOnEachDatabase(
  'exhibitors CSV import',
  (ctx) => {
    let cast: Cast;
    beforeAll(async () => {
      cast = await castOf(ctx);
    });

    const newEvent = async (who: RoleAccount = cast.organiser) =>
      (await ctx.request({ method: 'POST', url: '/api/event', token: who.token, body: eventInput() })).json<Event>();
    const importCsv = (eventId: number, csv: string, commit: boolean, who: RoleAccount = cast.organiser) =>
      ctx.request({ method: 'POST', url: `/api/event/${eventId}/exhibitors/import`, token: who.token, body: { csv, commit } });
    const countOf = async (table: 'users' | 'exhibiting_companies' | 'event_exhibitors') =>
      Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
    const snapshot = async () => ({ users: await countOf('users'), companies: await countOf('exhibiting_companies'), links: await countOf('event_exhibitors') });
    const summary = (report: ImportReport) => report.rows.map((row) => [row.rowNumber, row.action, row.reasons]);

    describe('a file with good, bad and duplicate rows', () => {
      let event: Event;
      let csv: string;
      let fresh: string;
      beforeAll(async () => {
        event = await newEvent();
        fresh = ctx.uniqueEmail('fresh');
        csv = [
          ' company name ,PRODUCT_CATEGORY,Booth-Size,Contact Person,E-mail,Booth,Status,Notes',
          `Fresh Co,Print,3x3,Jo Bloggs,${fresh},A1,,first`,
          '',
          `Fresh Again,Print,3x3,Jo Bloggs,${fresh.toUpperCase()},A2,,same email`,
          `,,,,${cast.company.email},B7,Inactive,existing company`,
          `Half Co,,3x3,,${ctx.uniqueEmail('half')},,,missing details`,
          'Bad Co,Print,3x3,Jo,not-an-email,,,bad email',
          `Status Co,Print,3x3,Jo,${ctx.uniqueEmail('status')},,Maybe,bad status`,
          `Org Co,Print,3x3,Jo,${cast.otherOrganiser.email},,,not a company`,
          `"Quoted, Inc.","Print\nand signs",3x3,Jo,${ctx.uniqueEmail('quoted')},,,two lines`,
          `Extra Co,Print,3x3,Jo,${ctx.uniqueEmail('extra')},,,,surplus`,
        ].join('\r\n');
      });

      it('previews what will happen, with row numbers and reasons, and changes nothing', async () => {
        const before = await snapshot();
        const response = await importCsv(event.id, csv, false);
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json<ImportReport>();
        expect(report.committed).toBe(false);
        expect(report.columns).toEqual(['company name', 'PRODUCT_CATEGORY', 'Booth-Size', 'Contact Person', 'E-mail', 'Booth', 'Status', 'Notes']);
        expect(summary(report)).toEqual([
          [2, 'create', []],
          [4, 'refuse', [IMPORT_TEXTS.reasonDuplicate(2)]],
          [5, 'link', []],
          [6, 'refuse', [IMPORT_TEXTS.reasonRequired('Product Category'), IMPORT_TEXTS.reasonRequired('Contact Person')]],
          [7, 'refuse', [IMPORT_TEXTS.reasonInvalid('Email', MESSAGES.emailInvalid)]],
          [8, 'refuse', [IMPORT_TEXTS.reasonInvalid('Status', 'Status must be Active or Inactive.')]],
          [9, 'refuse', [IMPORT_TEXTS.reasonNotCompany]],
          [10, 'create', []],
          [11, 'refuse', [IMPORT_TEXTS.reasonFieldCount]], // row 10's two lines are one row, as in a spreadsheet
        ]);
        expect(report.counts).toEqual({ create: 2, update: 0, link: 1, unchanged: 0, refuse: 6 });
        expect(report.rows.find((row) => row.rowNumber === 7)!.cells).toEqual(['Bad Co', 'Print', '3x3', 'Jo', 'not-an-email', '', '', 'bad email']);
        expect(report.rows.find((row) => row.rowNumber === 10)!.companyName).toBe('Quoted, Inc.');
        expect(await snapshot()).toEqual(before);
      });

      it('commits every row not refused in one go, invites the new companies, and a second import creates nothing', async () => {
        const before = await snapshot();
        const response = await importCsv(event.id, csv, true);
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json<ImportReport>();
        expect(report.committed).toBe(true);
        expect(report.counts).toEqual({ create: 2, update: 0, link: 1, unchanged: 0, refuse: 6 });
        expect(report.rows.filter((row) => row.action !== 'refuse').every((row) => typeof row.companyId === 'number')).toBe(true);
        expect(await snapshot()).toEqual({ users: before.users + 2, companies: before.companies + 2, links: before.links + 3 });
        const link = await ctx.db.selectFrom('event_exhibitors').selectAll().where('event_id', '=', event.id).where('company_id', '=', cast.company.profileId!).executeTakeFirstOrThrow();
        expect(link).toMatchObject({ booth: 'B7', status: 'Inactive' });
        expect((await ctx.smtp.next(fresh)).source).toContain(INVITE_MAIL_TEXTS.subject);

        const again = (await importCsv(event.id, csv, true)).json<ImportReport>();
        expect(again.counts).toEqual({ create: 0, update: 0, link: 0, unchanged: 3, refuse: 6 });
        expect(await snapshot()).toEqual({ users: before.users + 2, companies: before.companies + 2, links: before.links + 3 });
        const audit = await ctx.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'event').where('subject_id', '=', event.id).execute();
        expect(audit.filter((row) => row.action === 'event.exhibitors-import')).toHaveLength(2);
      });
    });

    it('takes a new company’s language from a Language column, by code, browser tag or own name, and invites it in that language', async () => {
      const event = await newEvent();
      const emails = { tag: ctx.uniqueEmail('tag'), name: ctx.uniqueEmail('name'), blank: ctx.uniqueEmail('blank'), wrong: ctx.uniqueEmail('wrong') };
      const csv = [
        'Company Name,Product Category,Booth Size,Contact Person,Email,Language',
        `Wiener Druck,Print,3x3,Jo,${emails.tag},de-AT`,
        `北京印刷,Print,3x3,Li,${emails.name},简体中文`,
        `Plain Co,Print,3x3,Jo,${emails.blank},`,
        `Klingon Co,Print,3x3,Jo,${emails.wrong},tlh`,
      ].join('\n');
      const preview = (await importCsv(event.id, csv, false)).json<ImportReport>();
      expect(summary(preview)).toEqual([
        [2, 'create', []],
        [3, 'create', []],
        [4, 'create', []],
        [5, 'refuse', [IMPORT_TEXTS.reasonInvalid('Language', MESSAGES.languageInvalid)]],
      ]);
      expect((await importCsv(event.id, csv, true)).json<ImportReport>().counts).toMatchObject({ create: 3, refuse: 1 });
      const languages = await ctx.db.selectFrom('users').select(['email', 'language']).where('email', 'in', [emails.tag, emails.name, emails.blank]).execute();
      expect(Object.fromEntries(languages.map((row) => [row.email, row.language]))).toEqual({ [emails.tag]: 'de', [emails.name]: 'zh-Hans', [emails.blank]: 'en' });
      expect(readMail(await ctx.smtp.next(emails.tag)).subject).toBe(translate('de', INVITE_MAIL_TEXTS.subject));
      expect(readMail(await ctx.smtp.next(emails.name)).subject).toBe(translate('zh-Hans', INVITE_MAIL_TEXTS.subject));
    });

    it('reads a status without regard to case or spaces: “active” is Active', async () => {
      const event = await newEvent();
      const [lower, upper] = [ctx.uniqueEmail('lower'), ctx.uniqueEmail('upper')];
      const csv = ['Company Name,Product Category,Booth Size,Contact Person,Email,Status', `Lower Co,Print,3x3,Jo,${lower},active`, `Upper Co,Print,3x3,Jo,${upper}, INACTIVE `].join('\n');
      const report = (await importCsv(event.id, csv, true)).json<ImportReport>();
      expect(report.counts).toMatchObject({ create: 2, refuse: 0 });
      const links = await ctx.db
        .selectFrom('event_exhibitors')
        .innerJoin('exhibiting_companies', 'exhibiting_companies.id', 'event_exhibitors.company_id')
        .innerJoin('users', 'users.id', 'exhibiting_companies.user_id')
        .select(['users.email', 'event_exhibitors.status'])
        .where('event_exhibitors.event_id', '=', event.id)
        .execute();
      expect(Object.fromEntries(links.map((link) => [link.email, link.status]))).toEqual({ [lower]: 'Active', [upper]: 'Inactive' });
    });

    describe('an existing company', () => {
      it('keeps every stored value a blank cell leaves out, and takes the others when an admin imports', async () => {
        const event = await newEvent(cast.admin);
        const email = ctx.uniqueEmail('kept');
        const header = 'Company Name,Product Category,Booth Size,Contact Person,Email,Booth,Status';
        await importCsv(event.id, `${header}\nKept Co,Print,3x3,Kim Park,${email},C3,Active`, true, cast.admin);
        const response = await importCsv(event.id, `${header}\n,Lighting,,,${email},,`, true, cast.admin);
        const report = response.json<ImportReport>();
        expect(summary(report)).toEqual([[2, 'update', [IMPORT_TEXTS.reasonChanged('Product Category')]]]);
        const company = await ctx.db.selectFrom('exhibiting_companies').selectAll().where('id', '=', report.rows[0]!.companyId!).executeTakeFirstOrThrow();
        expect(company).toMatchObject({ company_name: 'Kept Co', product_category: 'Lighting', booth_size: '3x3', contact_person: 'Kim Park' });
        // The company lists find it by its new category, and no longer by the old one.
        const search = async (words: string) =>
          (await ctx.request({ url: `/api/exhibiting-companies?search=${encodeURIComponent(words)}`, token: cast.admin.token })).json().exhibitingCompanies.length;
        expect(await search('kept lighting')).toBe(1);
        expect(await search('kept print')).toBe(0);
        const link = await ctx.db.selectFrom('event_exhibitors').selectAll().where('event_id', '=', event.id).executeTakeFirstOrThrow();
        expect(link).toMatchObject({ booth: 'C3', status: 'Active' });
      });

      it('is linked but not changed when an organiser imports', async () => {
        const event = await newEvent();
        const response = await importCsv(event.id, `Email,Company Name,Booth\n${cast.otherCompany.email},Someone Else's Name,D4`, true);
        expect(summary(response.json<ImportReport>())).toEqual([[2, 'link', [IMPORT_TEXTS.reasonCompanyKept]]]);
        const company = await ctx.db.selectFrom('exhibiting_companies').select('company_name').where('id', '=', cast.otherCompany.profileId!).executeTakeFirstOrThrow();
        expect(company.company_name).toBe('Bolt Co');
      });
    });

    describe('a long file', () => {
      it('creates invited companies without hashing a password for any, in batches of IMPORT_BATCH_ROWS rows', async () => {
        const event = await newEvent();
        const count = IMPORT_BATCH_ROWS * 2 + 1;
        const emails = Array.from({ length: count }, (_, n) => ctx.uniqueEmail(`batch${n}`));
        const csv = ['Company Name,Product Category,Booth Size,Contact Person,Email', ...emails.map((email, n) => `Batch ${n},Print,3x3,Jo Lee,${email}`)].join('\n');
        const report = (await importCsv(event.id, csv, true)).json<ImportReport>();
        expect(report.counts.create).toBe(count);
        expect(report.rows.map((row) => row.rowNumber)).toEqual(emails.map((_, n) => n + 2));

        const hashes = await ctx.db.selectFrom('users').select('password_hash').where('email_lower', 'in', emails.map((email) => email.toLowerCase())).execute();
        expect(hashes).toHaveLength(count);
        expect(hashes.every((row) => row.password_hash === null)).toBe(true);
        // One transaction, and one audit row, per batch.
        const audit = await ctx.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'event').where('subject_id', '=', event.id).execute();
        expect(audit.filter((row) => row.action === 'event.exhibitors-import')).toHaveLength(3);
        for (const email of emails) expect((await ctx.smtp.next(email)).source).toContain(INVITE_MAIL_TEXTS.subject);
      });
    });

    describe('a company the organiser does not see', () => {
      const header = 'Email,Company Name,Product Category';
      let stranger: { email: string; companyId: number };
      beforeAll(async () => {
        // A company exhibiting only at another organiser's event.
        const theirs = await newEvent(cast.otherOrganiser);
        const email = ctx.uniqueEmail('stranger');
        const made = await importCsv(theirs.id, `Company Name,Product Category,Booth Size,Contact Person,Email\nStranger Ltd,Lamps,3x3,Sam Stone,${email}`, true, cast.otherOrganiser);
        stranger = { email, companyId: made.json<ImportReport>().rows[0]!.companyId! };
      });

      it('is previewed from the file alone: no id, no stored name, and no answer to whether guessed details match', async () => {
        const event = await newEvent();
        const rowOf = async (cells: string) => (await importCsv(event.id, `${header}\n${cells}`, false)).json<ImportReport>().rows[0]!;
        const right = await rowOf(`${stranger.email},Stranger Ltd,Lamps`);
        const wrong = await rowOf(`${stranger.email},Guess Ltd,Chairs`);
        expect(right).toMatchObject({ action: 'link', companyId: null, companyName: 'Stranger Ltd', reasons: [IMPORT_TEXTS.reasonCompanyKept] });
        expect(wrong).toMatchObject({ action: 'link', companyId: null, companyName: 'Guess Ltd', reasons: [IMPORT_TEXTS.reasonCompanyKept] });
        expect(await rowOf(`${stranger.email},,`)).toMatchObject({ companyId: null, companyName: null, reasons: [] });
      });

      it('is the organiser’s to see once linked: the report names it, and later previews too', async () => {
        const event = await newEvent();
        const committed = (await importCsv(event.id, `${header}\n${stranger.email},,`, true)).json<ImportReport>();
        expect(committed.rows[0]).toMatchObject({ action: 'link', companyId: stranger.companyId, companyName: 'Stranger Ltd' });
        const later = await newEvent();
        const preview = (await importCsv(later.id, `${header}\n${stranger.email},Guess Ltd,Lamps`, false)).json<ImportReport>();
        expect(preview.rows[0]).toMatchObject({ companyId: stranger.companyId, reasons: [IMPORT_TEXTS.reasonCompanyKept] });
        expect((await importCsv(later.id, `${header}\n${stranger.email},Stranger Ltd,Lamps`, false)).json<ImportReport>().rows[0]!.reasons).toEqual([]);
      });
    });

    it.each([
      ['an unclosed quote', 'Email,Company Name\n"a@b.co,Broken', translate('en', IMPORT_TEXTS.fileNotCsv, { detail: 'row 2: Quoted field unterminated' })],
      ['no Email column', 'Company Name,Booth\nAcme,A1', IMPORT_TEXTS.missingColumns('Email')],
      ['a repeated column', 'Email,E-mail\na@b.co,c@d.co', IMPORT_TEXTS.duplicateColumns('Email')],
      ['only a header', 'Email\n\n', IMPORT_TEXTS.fileEmpty],
      ['nothing but blanks', ' \n,,\n', IMPORT_TEXTS.fileEmpty],
      ['too many rows', `Email\n${'a@b.co\n'.repeat(IMPORT_MAX_ROWS + 1)}`, IMPORT_TEXTS.tooManyRows(IMPORT_MAX_ROWS)],
    ])('refuses a file with %s, changing nothing', async (_label, csv, message) => {
      const event = await newEvent();
      const before = await snapshot();
      for (const commit of [false, true]) {
        const response = await importCsv(event.id, csv, commit);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a request without CSV text or with a commit that is not true or false', async () => {
      const event = await newEvent();
      expect((await importCsv(event.id, '', false)).json()).toMatchObject({ message: IMPORT_TEXTS.csvRequired });
      const response = await ctx.request({ method: 'POST', url: `/api/event/${event.id}/exhibitors/import`, token: cast.organiser.token, body: { csv: 'Email\na@b.co', commit: 'yes' } });
      expect(response.json()).toMatchObject({ message: IMPORT_TEXTS.commitInvalid });
    });

    it('refuses another organiser’s event, and an event that does not exist', async () => {
      const event = await newEvent();
      expect((await importCsv(event.id, 'Email\na@b.co', false, cast.otherOrganiser)).statusCode).toBe(403);
      expect((await importCsv(999_999, 'Email\na@b.co', false, cast.admin)).statusCode).toBe(404);
    });

    // A batch is one transaction (IMPORT_BATCH_ROWS rows; this file is one batch): none of its rows stays when one fails.
    it('leaves nothing of a batch behind when the commit fails part way through it', async () => {
      const event = await newEvent();
      const failing = 'FAIL-BOOTH';
      if (ctx.kind === 'sqlite') {
        await sql`create trigger refuse_booth before insert on event_exhibitors when new.booth = ${sql.lit(failing)} begin select raise(abort, 'refused'); end`.execute(ctx.db);
      } else {
        await sql`create function refuse_booth() returns trigger language plpgsql as $$ begin if new.booth = ${sql.lit(failing)} then raise exception 'refused'; end if; return new; end $$`.execute(ctx.db);
        await sql`create trigger refuse_booth before insert on event_exhibitors for each row execute function refuse_booth()`.execute(ctx.db);
      }
      try {
        const before = await snapshot();
        const csv = ['Company Name,Product Category,Booth Size,Contact Person,Email,Booth', `One,Print,3x3,Jo,${ctx.uniqueEmail('one')},A1`, `Two,Print,3x3,Jo,${ctx.uniqueEmail('two')},${failing}`].join('\n');
        const response = await importCsv(event.id, csv, true);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: MESSAGES.serverError });
        expect(await snapshot()).toEqual(before);
      } finally {
        await sql`drop trigger refuse_booth${ctx.kind === 'postgres' ? sql` on event_exhibitors` : sql``}`.execute(ctx.db);
        if (ctx.kind === 'postgres') await sql`drop function refuse_booth`.execute(ctx.db);
      }
    });
  },
  { smtp: true },
);
