import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { addDays, DAY_MS, EMAIL_TEMPLATE_DEFAULTS, type EmailTemplateKey, type Event, type FlowBodyInput, formatDayIn, renderEmail, type Requirement, type SignInLinkResult, type VersionStanding, wallClockOf } from '../../../src/api/contract';
import type { TemplateValues } from '../mail/email';
import { EMAIL_JOB } from '../mail/queue';
import { claimDueJobs } from '../../jobs/repository';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors, submitArtwork } from '../../test/artwork';
import { signInTokenFrom } from '../../test/smtp';
import { planStageReminders, STAGE_OVERDUE, STAGE_SCAN_MS, stageOverdueJob } from './stage-reminders';

type StageTemplate = Extract<EmailTemplateKey, 'stage-opened' | 'stage-overdue'>;
const png = (background: string) => sharp({ create: { width: 1300, height: 881, channels: 3, background } }).png().toBuffer();

describeOnEachDatabase(
  'approval stage emails and overdue reminders',
  (ctx) => {
    let cast: Cast;
    /** An event without a flow, and one with Content → Venue safety → Printer. */
    let plain: Event;
    let staged: Event;

    const staff = (...accounts: RoleAccount[]) => accounts.map((account) => ({ kind: 'staff' as const, userId: account.userId }));
    /** Content (any of organiser, owner; 2 days) → Venue safety (owner and admin, all; 3 days) → Printer (the admin decides, the organiser advises; 1 day). */
    const flow = (): FlowBodyInput => ({
      stages: [
        { name: 'Content', rule: 'any', reviewers: staff(cast.organiser, cast.owner), days: 2 },
        { name: 'Venue safety', rule: 'all', reviewers: staff(cast.owner, cast.admin), days: 3 },
        { name: 'Printer', rule: 'named', reviewers: staff(cast.admin, cast.organiser), deciderId: cast.admin.userId, days: 1 },
      ],
    });
    const need = (event: Event, name: string) => createRequirement(ctx, cast.organiser.token, event.id, { name, widthMm: 300, heightMm: 200, minDpi: 100 });
    const decide = async (who: RoleAccount, versionId: number, decision: 'approved' | 'changes_requested') => {
      const body = decision === 'approved' ? { decision } : { decision, comment: 'Please fix the logo.', reasons: ['other'] };
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/review`, token: who.token, body });
      expect(response.statusCode, response.body).toBe(201);
    };
    const standingOf = async (versionId: number) => (await ctx.request({ url: `/api/artwork/version/${versionId}/standing`, token: cast.admin.token })).json<VersionStanding>();

    /** The newest outbox row now: the emails of what follows come after it. */
    const lastOutboxId = async () => (await ctx.db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;
    /** The emails of a stage template queued after `since`: to whom, about which version (by the review page its link opens). */
    const stageMails = async (template: StageTemplate, since: number) => {
      const rows = await ctx.db.selectFrom('outbox').select(['to', 'template_values']).where('template', '=', template).where('id', '>', since).orderBy('id').execute();
      return rows.map((row) => {
        const { link } = JSON.parse(row.template_values!) as TemplateValues;
        return { to: row.to, versionId: Number((link as { signInPath: string }).signInPath.replace('/review/', '')) };
      });
    };
    const toWhom = (mails: { to: string }[]) => mails.map((mail) => mail.to).sort();
    const emails = (...accounts: RoleAccount[]) => accounts.map((account) => account.email).sort();
    /** Sends what the requests queued: the round they kicked, then any email left due. */
    const deliver = async () => {
      await ctx.app.jobs.settled(EMAIL_JOB);
      await ctx.app.jobs.runDue(new Date(), [EMAIL_JOB]);
      await ctx.app.jobs.settled(EMAIL_JOB);
    };
    /** The subject of a stage email as its default template makes it. */
    const subjectOf = (template: StageTemplate, stageName: string, requirement: Requirement, event: Event) =>
      renderEmail(EMAIL_TEMPLATE_DEFAULTS[template], { stageName, requirementName: requirement.name, eventName: event.name }).subject;
    const received = (who: RoleAccount, subject: string) => ctx.smtp.received(who.email).filter((mail) => mail.source.includes(`Subject: ${subject}`));

    beforeAll(async () => {
      cast = await castOf(ctx);
      plain = await eventWithExhibitors(ctx, cast, 'Plain Fair', { timeZone: 'Europe/London' });
      staged = await eventWithExhibitors(ctx, cast, 'Stage Fair', { timeZone: 'Pacific/Auckland' });
      const set = await ctx.request({ method: 'PUT', url: `/api/event/${staged.id}/approval-flow`, token: cast.organiser.token, body: flow() });
      expect(set.statusCode, set.body).toBe(200);
    });

    it('an event without a flow emails as before: no stage email and no reminder', async () => {
      const since = await lastOutboxId();
      const leaflet = await need(plain, 'Leaflet');
      const version = await submitArtwork(ctx, cast.company, leaflet, await png('#c33'));
      await decide(cast.organiser, version.id, 'approved');
      await deliver();
      await ctx.app.jobs.runDue(new Date(Date.now() + 10 * DAY_MS));
      // The organisers' digest and the company's decision, as before; nothing of stages.
      const rows = await ctx.db.selectFrom('outbox').select(['to', 'template']).where('id', '>', since).execute();
      const staffAddresses = emails(cast.admin, cast.owner, cast.organiser, cast.otherOrganiser);
      expect(rows.filter((row) => row.template === 'artwork-decision').map((row) => row.to)).toEqual([cast.company.email]);
      expect(rows.filter((row) => staffAddresses.includes(row.to)).map((row) => row.template)).toEqual(['new-submission']);
      expect(rows.filter((row) => row.template === 'stage-opened' || row.template === 'stage-overdue')).toEqual([]);
    });

    it('emails each stage’s awaited reviewers, and only them, as the stage opens', async () => {
      const poster = await need(staged, 'Poster');
      let since = await lastOutboxId();
      const version = await submitArtwork(ctx, cast.company, poster, await png('#36c'));
      await deliver();
      // Content opens with the submission: its two reviewers hear of it, no one else.
      const opened = await stageMails('stage-opened', since);
      expect(toWhom(opened)).toEqual(emails(cast.organiser, cast.owner));
      expect(opened.map((mail) => mail.versionId)).toEqual([version.id, version.id]);
      const content = subjectOf('stage-opened', 'Content', poster, staged);
      expect(received(cast.organiser, content)).toHaveLength(1);
      expect(received(cast.owner, content)).toHaveLength(1);
      for (const outsider of [cast.admin, cast.otherOrganiser, cast.company]) expect(received(outsider, content)).toHaveLength(0);
      // It names the event, company, requirement, version, stage and its last day on the event's clock, and opens the review page.
      const standing = await standingOf(version.id);
      const mail = received(cast.organiser, content)[0]!.source;
      for (const part of ['Stage Fair', 'Acme Co', 'Poster', `Version ${version.version}`, 'Content', formatDayIn(standing.stages[0]!.dueOn!, 'Pacific/Auckland')]) expect(mail).toContain(part);
      const link = await ctx.request({ method: 'POST', url: '/api/auth/sign-in-link', body: { token: signInTokenFrom(mail) } });
      expect(link.statusCode, link.body).toBe(200);
      expect(link.json<SignInLinkResult>().path).toBe(`/review/${version.id}`);

      // Content approves: Venue safety's reviewers hear, with the decision.
      since = await lastOutboxId();
      await decide(cast.organiser, version.id, 'approved');
      await deliver();
      expect(toWhom(await stageMails('stage-opened', since))).toEqual(emails(cast.owner, cast.admin));
      const safety = subjectOf('stage-opened', 'Venue safety', poster, staged);
      expect([received(cast.admin, safety).length, received(cast.owner, safety).length, received(cast.organiser, safety).length]).toEqual([1, 1, 0]);

      // A decision that leaves the stage open tells no one; the one that settles it opens Printer, whose named approver alone is awaited.
      since = await lastOutboxId();
      await decide(cast.owner, version.id, 'approved');
      expect(await stageMails('stage-opened', since)).toEqual([]);
      await decide(cast.admin, version.id, 'approved');
      await deliver();
      expect(toWhom(await stageMails('stage-opened', since))).toEqual(emails(cast.admin));
      expect(received(cast.admin, subjectOf('stage-opened', 'Printer', poster, staged))).toHaveLength(1);

      // The approval settles the version: no stage opens. Reopened, Content opens again.
      since = await lastOutboxId();
      await decide(cast.admin, version.id, 'approved');
      expect(await stageMails('stage-opened', since)).toEqual([]);
      const reopened = await ctx.request({ method: 'POST', url: `/api/requirement/${poster.id}/reopen`, token: cast.organiser.token, body: { companyId: cast.company.profileId, comment: 'Wrong logo colour.' } });
      expect(reopened.statusCode, reopened.body).toBe(201);
      expect(toWhom(await stageMails('stage-opened', since))).toEqual(emails(cast.organiser, cast.owner));
    });

    it('reminds an overdue stage’s awaited reviewers once, by the runner’s clock', async () => {
      const banner = await need(staged, 'Banner');
      const version = await submitArtwork(ctx, cast.company, banner, await png('#3c3'));
      const submittedAt = Date.parse(version.submittedAt!);
      const since = await lastOutboxId();
      const overdue = subjectOf('stage-overdue', 'Content', banner, staged);

      // Within the two days Content allows: nothing.
      await ctx.app.jobs.runDue(new Date(submittedAt + DAY_MS));
      expect(await stageMails('stage-overdue', since)).toEqual([]);
      expect(await ctx.db.selectFrom('jobs').select('id').where('kind', '=', STAGE_OVERDUE).execute()).toHaveLength(0);

      // Past its last day on the event's clock: one reminder to each reviewer it waits for, sent in that round.
      await ctx.app.jobs.runDue(new Date(submittedAt + 4 * DAY_MS));
      // (The poster reopened in the test before waits at Content too: it has its own reminders.)
      const reminded = (await stageMails('stage-overdue', since)).filter((mail) => mail.versionId === version.id);
      expect(toWhom(reminded)).toEqual(emails(cast.organiser, cast.owner));
      expect([received(cast.organiser, overdue).length, received(cast.owner, overdue).length, received(cast.admin, overdue).length]).toEqual([1, 1, 0]);
      const mail = received(cast.owner, overdue)[0]!.source;
      expect(mail).toContain(formatDayIn((await standingOf(version.id)).stages[0]!.dueOn!, 'Pacific/Auckland'));

      // Again, and later: nothing more for this opening of the stage (a scan makes no job twice).
      expect(await planStageReminders(ctx.db, new Date(submittedAt + 4 * DAY_MS))).toBe(0);
      await ctx.app.jobs.runDue(new Date(submittedAt + 4 * DAY_MS));
      await ctx.app.jobs.runDue(new Date(submittedAt + 6 * DAY_MS));
      expect((await stageMails('stage-overdue', since)).filter((mail) => mail.versionId === version.id)).toHaveLength(2);
      expect(received(cast.organiser, overdue)).toHaveLength(1);
    });

    it('reminds once the last day has ended on the event’s clock, looking every ten minutes', async () => {
      const streamer = await need(staged, 'Streamer');
      const version = await submitArtwork(ctx, cast.company, streamer, await png('#a5a'));
      const { dueOn } = (await standingOf(version.id)).stages[0]!;
      // Midnight after the last day, in Auckland (13 or 12 hours ahead of UTC).
      const next = addDays(dueOn!, 1);
      const midnight = [13, 12].map((hours) => Date.parse(`${next}T00:00:00Z`) - hours * 3_600_000).find((at) => wallClockOf(at, 'Pacific/Auckland').time === '00:00')!;
      expect(wallClockOf(midnight, 'Pacific/Auckland').date).toBe(next);
      // A process of its own, whose scans start now.
      const other = await ctx.buildApp();
      const since = await lastOutboxId();
      const mine = async () => (await stageMails('stage-overdue', since)).filter((mail) => mail.versionId === version.id);
      await other.jobs.runDue(new Date(midnight - 60_000));
      expect(await mine()).toEqual([]);
      await other.jobs.runDue(new Date(midnight + STAGE_SCAN_MS / 2));
      expect(await mine()).toEqual([]);
      await other.jobs.runDue(new Date(midnight - 60_000 + STAGE_SCAN_MS));
      expect(toWhom(await mine())).toEqual(emails(cast.organiser, cast.owner));
    });

    it('does not remind a reviewer who has decided, nor on a version approved or sent back', async () => {
      const sign = await need(staged, 'Sign');
      const waiting = await submitArtwork(ctx, cast.company, sign, await png('#c3c'));
      const sentBack = await submitArtwork(ctx, cast.otherCompany, sign, await png('#cc3'));
      // Content passes the first on; at Venue safety the owner decides and the admin does not.
      await decide(cast.organiser, waiting.id, 'approved');
      await decide(cast.owner, waiting.id, 'approved');
      await decide(cast.organiser, sentBack.id, 'changes_requested');
      // The poster of the test before was approved after its reopening: it waits at Content again; decide it through.
      const [poster] = await ctx.db.selectFrom('artwork_versions as v').innerJoin('artwork_requirements as r', 'r.id', 'v.requirement_id').select('v.id').where('r.name', '=', 'Poster').execute();
      await decide(cast.owner, poster!.id, 'approved');
      await decide(cast.owner, poster!.id, 'approved');
      await decide(cast.admin, poster!.id, 'approved');
      await decide(cast.admin, poster!.id, 'approved');
      expect((await standingOf(poster!.id)).status).toBe('approved');

      const since = await lastOutboxId();
      await ctx.app.jobs.runDue(new Date(Date.now() + 5 * DAY_MS));
      const reminded = (await stageMails('stage-overdue', since)).filter((mail) => [waiting.id, sentBack.id, poster!.id].includes(mail.versionId));
      expect(reminded).toEqual([{ to: cast.admin.email, versionId: waiting.id }]);
      expect(received(cast.admin, subjectOf('stage-overdue', 'Venue safety', sign, staged))).toHaveLength(1);
      expect(received(cast.owner, subjectOf('stage-overdue', 'Venue safety', sign, staged))).toHaveLength(0);
    });

    it('sends each reminder once when two processes run the job at once, or one takes it from a worker whose lease ran out', async () => {
      const flag = await need(staged, 'Flag');
      const first = await submitArtwork(ctx, cast.company, flag, await png('#333'));
      const second = await submitArtwork(ctx, cast.otherCompany, flag, await png('#999'));
      const other = await ctx.buildApp();
      const since = await lastOutboxId();
      const at = new Date(Date.parse(second.submittedAt!) + 4 * DAY_MS);
      await Promise.all([ctx.app.jobs.runDue(at), other.jobs.runDue(at)]);
      const mails = (await stageMails('stage-overdue', since)).filter((mail) => mail.versionId === first.id || mail.versionId === second.id);
      expect(mails.map((mail) => `${mail.versionId} ${mail.to}`).sort()).toEqual([first.id, second.id].flatMap((id) => emails(cast.organiser, cast.owner).map((to) => `${id} ${to}`)).sort());

      // A worker claims a reminder and stalls past its lease; another runs it; the first then finds it is not its to finish.
      const pennant = await need(staged, 'Pennant');
      const version = await submitArtwork(ctx, cast.company, pennant, await png('#bbb'));
      const due = new Date(Date.parse(version.submittedAt!) + 4 * DAY_MS);
      await planStageReminders(ctx.db, due);
      const claimed = await claimDueJobs(ctx.db, 'worker-that-stalls', due, 60_000, 50, [STAGE_OVERDUE]);
      const stalled = claimed.find((job) => (JSON.parse(job.payload) as { versionId: number }).versionId === version.id);
      expect(stalled).toBeDefined();
      const before = await lastOutboxId();
      await ctx.app.jobs.runDue(new Date(due.getTime() + 61_000));
      expect(toWhom(await stageMails('stage-overdue', before))).toEqual(emails(cast.organiser, cast.owner));
      const late = stageOverdueJob({ db: ctx.db })(JSON.parse(stalled!.payload) as Record<string, unknown>, { now: new Date(due.getTime() + 62_000), job: stalled!, lastAttempt: false });
      await expect(late).rejects.toThrow();
      expect(await stageMails('stage-overdue', before)).toHaveLength(2);
    });
  },
  { smtp: true },
);
