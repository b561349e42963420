import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ArtworkVersion, type Checklist, DAY_MS, type Event, type Extension, type Matrix, MATRIX_MESSAGES, MESSAGES, REMINDER_MAIL_TEXTS, REMINDER_MESSAGES, type RemindResult, type Requirement, type VersionSubject } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { translate } from '../../../src/api/contract/i18n/translate';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { claimDueJobs } from '../../jobs/repository';
import { dueReminder, planDeadlineReminders } from './reminders';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';

describe('dueReminder', () => {
  const deadline = '2026-03-10T12:00:00.000Z';
  const at = (daysBefore: number) => new Date(Date.parse(deadline) - daysBefore * DAY_MS);
  it('answers the latest reminder that has come due, none before the first or after the deadline', () => {
    expect(dueReminder(deadline, [7, 3, 1], at(8))).toBeNull();
    expect(dueReminder(deadline, [7, 3, 1], at(7))).toBe(7);
    expect(dueReminder(deadline, [7, 3, 1], at(4))).toBe(7);
    expect(dueReminder(deadline, [7, 3, 1], at(2.5))).toBe(3);
    expect(dueReminder(deadline, [7, 3, 1], at(0.1))).toBe(1);
    expect(dueReminder(deadline, [7, 3, 1], at(0))).toBeNull();
    expect(dueReminder(deadline, [], at(1))).toBeNull();
  });
});

const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#3c3' } }).png().toBuffer();

describeOnEachDatabase(
  'deadline reminders, extensions and digests',
  (ctx) => {
    let cast: Cast;
    let event: Event;
    let banner: Requirement;
    let logo: Requirement;
    /** The requirements' deadline: noon (UTC, the event's zone) 20 days from the real now; the tests move the job clock around it. */
    const deadline = new Date(`${new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10)}T12:00:00.000Z`);
    /** The reminder's subject line for a deadline `days` calendar days ahead. */
    const dueIn = (days: number) => `Subject: ${translate('en', REMINDER_MAIL_TEXTS.subject, { eventName: event.name, daysLeft: days })}`;
    const before = (days: number) => new Date(deadline.getTime() - days * DAY_MS);
    const mails = (who: RoleAccount) => ctx.smtp.received(who.email);
    const reminderRows = async () => (await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'artwork.remind').execute()).length;

    /** A requirement the test PNG passes (30 × 20 cm at 100 dpi). */
    const need = (overrides: Record<string, unknown>) => createRequirement(ctx, cast.organiser.token, event.id, { widthMm: 300, heightMm: 200, minDpi: 100, ...overrides });
    const submit = async (company: RoleAccount, requirement: Requirement) => {
      const version = (await uploadWhole(ctx, company.token, requirement.id, 'art.png', await png())).json<ArtworkVersion>();
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: {} });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ArtworkVersion>();
    };

    beforeAll(async () => {
      cast = await castOf(ctx);
      event = await eventWithExhibitors(ctx, cast, 'Reminder Fair');
      banner = await need({ name: 'Banner', deadline: deadline.toISOString() });
      logo = await need({ name: 'Logo', deadline: deadline.toISOString() });
      await need({ name: 'Flyer (optional)', required: false, deadline: deadline.toISOString() });
      // The other company has delivered both: it owes nothing.
      await submit(cast.otherCompany, banner);
      await submit(cast.otherCompany, logo);
      // Digests of submissions have their own test below: start it with none waiting.
      await ctx.db.deleteFrom('jobs').execute();
    });

    it('sends nothing before the first reminder is due', async () => {
      await ctx.app.jobs.runDue(before(8));
      expect(mails(cast.company)).toHaveLength(0);
      expect(await ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'deadline-reminder').execute()).toHaveLength(0);
    });

    it('reminds a company that owes artwork once, listing what it owes; a company that owes nothing hears nothing', async () => {
      await ctx.app.jobs.runDue(before(6.9));
      expect(mails(cast.company)).toHaveLength(1);
      const [mail] = mails(cast.company);
      expect(mail!.source).toContain('Reminder Fair');
      expect(mail!.source).toContain('Banner');
      expect(mail!.source).toContain('Logo');
      expect(mail!.source).not.toContain('Flyer (optional)');
      expect(mail!.source).toContain(dueIn(7));
      expect(mails(cast.otherCompany)).toHaveLength(0);
      // The same moment again, and a little later: still one.
      await ctx.app.jobs.runDue(before(6.9));
      await ctx.app.jobs.runDue(before(5));
      expect(mails(cast.company)).toHaveLength(1);
      expect(await reminderRows()).toBe(1);
    });

    it('sends only the latest reminder due after a pause, and none once the deadline has passed', async () => {
      // The 3-day reminder's time went by unseen: at 22 hours left, on the day before, the company hears "in 1 day" once.
      await ctx.app.jobs.runDue(before(0.9));
      expect(mails(cast.company)).toHaveLength(2);
      expect(mails(cast.company)[1]!.source).toContain(dueIn(1));
      await ctx.app.jobs.runDue(before(0.4));
      expect(mails(cast.company)).toHaveLength(2);
      await ctx.app.jobs.runDue(before(-1));
      expect(mails(cast.company)).toHaveLength(2);
    });

    it('lets a reviewer extend one company’s deadline; its reminders follow the new deadline', async () => {
      const url = `/api/requirement/${banner.id}/extension/${cast.company.profileId}`;
      const later = new Date(deadline.getTime() + 10 * DAY_MS).toISOString();
      // Who may, and what is refused.
      for (const who of [cast.otherOrganiser, cast.company, cast.user]) expect((await ctx.request({ method: 'PUT', url, token: who.token, body: { deadline: later } })).statusCode).toBe(403);
      const earlier = await ctx.request({ method: 'PUT', url, token: cast.organiser.token, body: { deadline: before(1).toISOString() } });
      expect(earlier.statusCode).toBe(400);
      expect(earlier.json().message).toBe(REMINDER_MESSAGES.extensionNotLater);
      const garbled = await ctx.request({ method: 'PUT', url, token: cast.organiser.token, body: { deadline: 'next week' } });
      expect(garbled.json().errors).toEqual({ deadline: REMINDER_MESSAGES.extensionInvalid });
      const stranger = await ctx.request({ method: 'PUT', url: `/api/requirement/${banner.id}/extension/${cast.user.userId + 100000}`, token: cast.organiser.token, body: { deadline: later } });
      expect(stranger.json().message).toBe(REMINDER_MESSAGES.requirementNotAsked);
      expect(await ctx.db.selectFrom('artwork_extensions').select('company_id').execute()).toHaveLength(0);

      const granted = await ctx.request({ method: 'PUT', url, token: cast.organiser.token, body: { deadline: later } });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json<Extension>()).toMatchObject({ requirementId: banner.id, companyId: cast.company.profileId, deadline: later });
      const matrix = (await ctx.request({ url: `/api/event/${event.id}/matrix`, token: cast.organiser.token })).json<Matrix>();
      const row = matrix.rows.find((candidate) => candidate.company.id === cast.company.profileId)!;
      expect(row.cells[matrix.requirements.findIndex((requirement) => requirement.id === banner.id)]).toMatchObject({ deadline: later, extended: true });
      const checklist = (await ctx.request({ url: '/api/artwork/checklist', token: cast.company.token })).json<Checklist>();
      expect(checklist.events[0]!.items.find((item) => item.requirement.id === banner.id)).toMatchObject({ extendedTo: later, status: 'Missing' });

      // Past the old deadline the banner is not overdue for this company, and its 3-day reminder comes before the new one.
      const sent = mails(cast.company).length;
      await ctx.app.jobs.runDue(new Date(Date.parse(later) - 2.9 * DAY_MS));
      expect(mails(cast.company)).toHaveLength(sent + 1);
      const mail = mails(cast.company).at(-1)!;
      expect(mail.source).toContain('Banner');
      expect(mail.source).not.toContain('Logo');
      expect(mail.source).toContain(dueIn(3));
    });

    it('removes an extension (and says so when there is none)', async () => {
      const url = `/api/requirement/${logo.id}/extension/${cast.company.profileId}`;
      expect((await ctx.request({ method: 'DELETE', url, token: cast.organiser.token })).statusCode).toBe(404);
      await ctx.request({ method: 'PUT', url, token: cast.organiser.token, body: { deadline: new Date(deadline.getTime() + DAY_MS).toISOString() } });
      expect((await ctx.request({ method: 'DELETE', url, token: cast.otherOrganiser.token })).statusCode).toBe(403);
      expect((await ctx.request({ method: 'DELETE', url, token: cast.organiser.token })).statusCode).toBe(204);
      const actions = (await ctx.db.selectFrom('audit_log').select('action').where('action', 'like', 'artwork.ext%').execute()).map((row) => row.action);
      expect(actions).toEqual(['artwork.extend', 'artwork.extend', 'artwork.extension-remove']);
    });

    it('reminds on demand the chosen exhibitors that owe something, once a minute at most', async () => {
      const url = `/api/event/${event.id}/remind`;
      for (const who of [cast.otherOrganiser, cast.company]) expect((await ctx.request({ method: 'POST', url, token: who.token, body: { filter: 'all' } })).statusCode).toBe(403);
      expect((await ctx.request({ method: 'POST', url, token: cast.organiser.token, body: { filter: 'sometimes' } })).statusCode).toBe(400);
      expect((await ctx.request({ method: 'POST', url, token: cast.organiser.token, body: { companyIds: [] } })).statusCode).toBe(400);
      const control = await ctx.request({ method: 'POST', url, token: cast.organiser.token, body: { filter: 'all', search: 'Acme\u0000' } });
      expect(control.json().errors).toEqual({ search: MESSAGES.controlCharacters });
      const unknown = await ctx.request({ method: 'POST', url, token: cast.organiser.token, body: { companyIds: [cast.company.profileId, 999_999] } });
      expect(unknown.json().message).toBe(REMINDER_MESSAGES.companyNotExhibiting);
      expect(await ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'manual-reminder').execute()).toHaveLength(0);

      const asked = await ctx.request({ method: 'POST', url, token: cast.organiser.token, body: { companyIds: [cast.company.profileId, cast.otherCompany.profileId] } });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json<RemindResult>()).toEqual({ queued: 1, skipped: 1 });
      // The other company misses only optional artwork: nothing of it is Missing, so the filter leaves it out.
      const again = await ctx.request({ method: 'POST', url, token: cast.organiser.token, body: { filter: 'missing' } });
      expect(again.json<RemindResult>()).toEqual({ queued: 1, skipped: 0 });
      const sent = mails(cast.company).length;
      await ctx.app.jobs.runDue(new Date());
      expect(mails(cast.company)).toHaveLength(sent + 1);
      expect(mails(cast.company).at(-1)!.source).toContain('Logo');
      const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'artwork.remind').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_id: cast.organiser.userId, subject_type: 'company', subject_id: cast.company.profileId });
      expect((await ctx.request({ method: 'POST', url, token: cast.organiser.token, body: { filter: 'all', search: 'no such company' } })).json<RemindResult>()).toEqual({ queued: 0, skipped: 0 });
      expect((await ctx.request({ method: 'POST', url, token: cast.admin.token, body: { filter: 'sometimes' } })).json().errors).toEqual({ filter: MATRIX_MESSAGES.filterInvalid });
      expect((await ctx.request({ method: 'POST', url, token: cast.admin.token, body: {} })).json().errors).toEqual({ companyIds: REMINDER_MESSAGES.chooseWhom });
      const both = await ctx.request({ method: 'POST', url, token: cast.admin.token, body: { filter: 'all', companyIds: [cast.company.profileId] } });
      expect(both.json().errors).toEqual({ companyIds: REMINDER_MESSAGES.chooseWhom });
    });

    it('lets only one of two workers racing for the same reminders send each', async () => {
      const second = await ctx.buildApp();
      const racing = await need({ name: 'Race poster', deadline: new Date(Date.now() + 2 * DAY_MS).toISOString() });
      const sent = [mails(cast.company).length, mails(cast.otherCompany).length];
      const at = new Date(Date.parse(racing.deadline) - 0.5 * DAY_MS);
      const [first, other] = await Promise.all([ctx.app.jobs.runDue(at), second.jobs.runDue(at)]);
      // One reminder for each company and the email it queued, each job run by one worker.
      expect(first + other).toBe(4);
      expect([mails(cast.company).length, mails(cast.otherCompany).length]).toEqual([sent[0]! + 1, sent[1]! + 1]);
      expect(mails(cast.company).at(-1)!.source).toContain('Race poster');
    });

    it('takes up a job whose worker died holding it, once its lease has run out', async () => {
      const dying = await need({ name: 'Orphan sign', deadline: new Date(Date.now() + 3 * DAY_MS).toISOString() });
      const at = new Date(Date.parse(dying.deadline) - 0.5 * DAY_MS);
      await planDeadlineReminders(ctx.db, at);
      const claimed = await claimDueJobs(ctx.db, 'worker-that-dies', at, 60_000, 50);
      expect(claimed.map((job) => job.kind)).toEqual(['deadline-reminder', 'deadline-reminder']);
      const sent = mails(cast.company).length;
      await ctx.app.jobs.runDue(new Date(at.getTime() + 30_000));
      expect(mails(cast.company)).toHaveLength(sent);
      await ctx.app.jobs.runDue(new Date(at.getTime() + 61_000));
      expect(mails(cast.company)).toHaveLength(sent + 1);
      expect(mails(cast.company).at(-1)!.source).toContain('Orphan sign');
      const jobs = await ctx.db.selectFrom('jobs').selectAll().where('id', 'in', claimed.map((job) => job.id)).execute();
      expect(jobs.map((job) => [job.status, job.attempts])).toEqual([['done', 2], ['done', 2]]);
    });

    it('tells the event’s organisers of new submissions, at most once an hour each', async () => {
      const organiserMails = () => ctx.smtp.received(cast.organiser.email);
      const poster = await need({ name: 'Digest poster', deadline: deadline.toISOString() });
      await submit(cast.company, poster);
      const now = new Date();
      await ctx.app.jobs.runDue(now);
      expect(organiserMails()).toHaveLength(1);
      expect(organiserMails()[0]!.source).toContain('Digest poster');
      expect(ctx.smtp.received(cast.otherOrganiser.email)).toHaveLength(0);

      // Within the hour: held back, then sent with only what is new.
      await submit(cast.otherCompany, poster);
      await ctx.app.jobs.runDue(new Date(now.getTime() + 10 * 60_000));
      expect(organiserMails()).toHaveLength(1);
      await ctx.app.jobs.runDue(new Date(now.getTime() + 61 * 60_000));
      expect(organiserMails()).toHaveLength(2);
      const digest = organiserMails()[1]!.source;
      expect(digest).toContain('Bolt Co: Digest poster');
      expect(digest).not.toContain('Acme Co: Digest poster');
    });

    it('marks a submission that came after the deadline as late', async () => {
      const overdue = await need({ name: 'Late badge', deadline: new Date(Date.now() - DAY_MS).toISOString() });
      const version = await submit(cast.company, overdue);
      // The review page names whose it is, and that it came late.
      const url = `/api/artwork/version/${version.id}/subject`;
      const subject = await ctx.request({ url, token: cast.organiser.token });
      expect(subject.statusCode, subject.body).toBe(200);
      expect(subject.json<VersionSubject>()).toEqual({
        event: { id: event.id, name: 'Reminder Fair', timeZone: event.timeZone },
        requirement: { id: overdue.id, name: 'Late badge' },
        printSize: { widthMm: overdue.widthMm, heightMm: overdue.heightMm, bleedMm: overdue.bleedMm },
        company: { id: cast.company.profileId, name: 'Acme Co', booth: 'A1' },
        deadline: overdue.deadline,
        extended: false,
        late: true,
      });
      expect((await ctx.request({ url, token: cast.company.token })).statusCode).toBe(200);
      expect((await ctx.request({ url, token: cast.otherCompany.token })).statusCode).toBe(404);
      expect((await ctx.request({ url, token: cast.otherOrganiser.token })).statusCode).toBe(403);
      const matrix = (await ctx.request({ url: `/api/event/${event.id}/matrix`, token: cast.organiser.token })).json<Matrix>();
      const index = matrix.requirements.findIndex((requirement) => requirement.id === overdue.id);
      const cell = (company: RoleAccount) => matrix.rows.find((row) => row.company.id === company.profileId)!.cells[index]!;
      expect(cell(cast.company)).toMatchObject({ status: 'Submitted', late: true });
      expect(cell(cast.otherCompany)).toMatchObject({ status: 'Overdue', late: false });
      const checklist = (await ctx.request({ url: '/api/artwork/checklist', token: cast.company.token })).json<Checklist>();
      expect(checklist.events[0]!.items.find((item) => item.requirement.id === overdue.id)).toMatchObject({ late: true });
    });
  },
  { smtp: true },
);
