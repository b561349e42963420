import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { APPROVAL_FLOW_MESSAGES, APPROVAL_FLOW_TEXTS, type ArtworkReview, formatInstant, PROOF_REPORT_TEXTS, REVIEW_TEXTS, type ArtworkVersion, type Checklist, type Event, type FlowBodyInput, type Requirement, REVIEW_MESSAGES, type ReviewQueue, type NamedStanding, type ReviewsList } from '../../../src/api/contract';
import type { Database } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';

/** Runs of white space as one space, as a reader takes wrapped lines. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const png = (background: string) => sharp({ create: { width: 1300, height: 881, channels: 3, background } }).png().toBuffer();

describeOnEachDatabase('approval stages', (ctx) => {
  let cast: Cast;
  let event: Event;
  let poster: Requirement;
  let banner: Requirement;

  const staff = (...accounts: RoleAccount[]) => accounts.map((account) => ({ kind: 'staff' as const, userId: account.userId }));
  /** Content (any of organiser, owner) → Venue safety (owner and admin, all) → Printer (admin decides; the organiser advises). */
  const flowOf = (skipContent: boolean): FlowBodyInput => ({
    stages: [
      { name: 'Content', rule: 'any', reviewers: staff(cast.organiser, cast.owner), skipUnchanged: skipContent },
      { name: 'Venue safety', rule: 'all', reviewers: staff(cast.owner, cast.admin) },
      { name: 'Printer', rule: 'named', reviewers: staff(cast.admin, cast.organiser), deciderId: cast.admin.userId },
    ],
  });
  const submitted = async (company: RoleAccount, requirement: Requirement, colour = '#c33') => {
    const version = (await uploadWhole(ctx, company.token, requirement.id, 'art.png', await png(colour))).json<ArtworkVersion>();
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const decide = (who: RoleAccount, versionId: number, body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/review`, token: who.token, body });
  const approve = async (who: RoleAccount, versionId: number, extra: Record<string, unknown> = {}) => {
    const response = await decide(who, versionId, { decision: 'approved', ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ArtworkReview>();
  };
  const standingOf = async (versionId: number, who = cast.organiser) => {
    const response = await ctx.request({ url: `/api/artwork/version/${versionId}/standing`, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NamedStanding>();
  };
  const statusOf = async (company: RoleAccount, requirementId: number) =>
    (await ctx.request({ url: '/api/artwork/checklist', token: company.token })).json<Checklist>().events.flatMap((entry) => entry.items).find((item) => item.requirement.id === requirementId)?.status;
  const rowCount = async (table: keyof Database) => Number((await (ctx.db as Kysely<Database>).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const mailsTo = async (account: RoleAccount) => Number((await ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('to', '=', account.email).executeTakeFirstOrThrow()).n);
  const queued = async (who: RoleAccount) => (await ctx.request({ url: `/api/review-queue?eventId=${event.id}`, token: who.token })).json<ReviewQueue>().items.map((item) => item.version.id);

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Stage Fair');
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    banner = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Banner', widthMm: 300, heightMm: 200, minDpi: 100 });
  });

  it('an event without a flow decides as before: one stage of its reviewers, any one of them', async () => {
    const version = await submitted(cast.company, poster);
    expect(await standingOf(version.id)).toEqual({
      versionId: version.id,
      status: 'in_progress',
      stage: 0,
      timeZone: event.timeZone,
      stages: [{ name: APPROVAL_FLOW_TEXTS.defaultStage, rule: 'any', state: 'open', decided: [], awaited: null, openedAt: version.submittedAt, dueOn: null }],
      reviewers: [],
      ownFlow: false,
    });
    const review = await approve(cast.admin, version.id);
    expect(review).toMatchObject({ decision: 'approved', stage: 0, stageName: null, settles: true, withChanges: false, reviewerId: cast.admin.userId });
    expect(await statusOf(cast.company, poster.id)).toBe('Approved');
    expect(await standingOf(version.id)).toMatchObject({ status: 'approved', reviewers: [{ id: cast.admin.userId, name: cast.admin.name }] });
    // Reopened, and the flow starts again.
    const reopened = await ctx.request({ method: 'POST', url: `/api/requirement/${poster.id}/reopen`, token: cast.organiser.token, body: { companyId: cast.company.profileId, comment: 'Wrong logo colour.' } });
    expect(reopened.json<ArtworkReview>()).toMatchObject({ decision: 'reopened', stage: null, settles: true });
    expect((await standingOf(version.id)).status).toBe('in_progress');
  });

  it('runs a version through content (any), venue safety (all) and the printer (named); only the open stage’s reviewers decide', async () => {
    expect((await ctx.request({ method: 'PUT', url: `/api/event/${event.id}/approval-flow`, token: cast.organiser.token, body: flowOf(false) })).statusCode).toBe(200);
    const version = await submitted(cast.otherCompany, poster);
    const mailsBefore = await mailsTo(cast.otherCompany);
    let standing = await standingOf(version.id);
    expect(standing).toMatchObject({ status: 'in_progress', stage: 0, ownFlow: true, stages: [{ name: 'Content', state: 'open', awaited: [cast.organiser.userId, cast.owner.userId] }, { state: 'waiting' }, { state: 'waiting' }] });
    expect(await queued(cast.admin)).not.toContain(version.id);
    expect(await queued(cast.organiser)).toContain(version.id);

    // The admin is no Content reviewer: refused, nothing written.
    const reviewsBefore = await rowCount('artwork_reviews');
    const outside = await decide(cast.admin, version.id, { decision: 'approved' });
    expect([outside.statusCode, outside.json().message]).toEqual([403, APPROVAL_FLOW_MESSAGES.notAtStage('Content')]);
    expect(await rowCount('artwork_reviews')).toBe(reviewsBefore);

    // Any one of Content's reviewers moves it on; the company is not told yet.
    expect(await approve(cast.organiser, version.id)).toMatchObject({ stage: 0, stageName: 'Content', settles: false });
    expect(await statusOf(cast.otherCompany, poster.id)).toBe('Submitted');
    standing = await standingOf(version.id);
    expect(standing).toMatchObject({ status: 'in_progress', stage: 1, stages: [{ state: 'approved' }, { name: 'Venue safety', state: 'open', awaited: [cast.owner.userId, cast.admin.userId] }, {}] });
    const notHers = await decide(cast.organiser, version.id, { decision: 'approved' });
    expect([notHers.statusCode, notHers.json().message]).toEqual([403, APPROVAL_FLOW_MESSAGES.notAtStage('Venue safety')]);

    // Everyone must approve Venue safety: the owner alone is not enough, and decides only once.
    await approve(cast.owner, version.id);
    const venue = await standingOf(version.id);
    expect(venue.stages[1]).toMatchObject({ state: 'open', awaited: [cast.admin.userId] });
    // The standing names the people it lists, the deciders and those awaited, and nobody else.
    const named = new Map(venue.reviewers.map((reviewer) => [reviewer.id, reviewer.name]));
    expect(named).toEqual(new Map([cast.organiser, cast.owner, cast.admin].map((account) => [account.userId, account.name])));
    expect(named.has(cast.otherOrganiser.userId)).toBe(false);
    const twice = await decide(cast.owner, version.id, { decision: 'approved' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, APPROVAL_FLOW_MESSAGES.alreadyDecidedAtStage('Venue safety')]);
    const bare = await decide(cast.admin, version.id, { decision: 'approved', withChanges: true });
    expect([bare.statusCode, bare.json().errors]).toEqual([400, { comment: APPROVAL_FLOW_MESSAGES.withChangesNeedsComment }]);
    expect(await approve(cast.admin, version.id, { withChanges: true, comment: 'Use the B1 fire-rated board.' })).toMatchObject({ withChanges: true, settles: false, stageName: 'Venue safety' });

    // The printer stage waits for its named approver; the organiser's approval there is advice.
    expect(await approve(cast.organiser, version.id)).toMatchObject({ stage: 2, settles: false });
    expect(await standingOf(version.id)).toMatchObject({ status: 'in_progress', stage: 2, stages: [{}, { state: 'approved' }, { state: 'open', awaited: [cast.admin.userId] }] });
    expect(await mailsTo(cast.otherCompany)).toBe(mailsBefore);
    expect(await approve(cast.admin, version.id)).toMatchObject({ stage: 2, stageName: 'Printer', settles: true });
    expect(await statusOf(cast.otherCompany, poster.id)).toBe('Approved');
    expect(await standingOf(version.id)).toMatchObject({ status: 'approved', stage: null });
    expect(await mailsTo(cast.otherCompany)).toBe(mailsBefore + 1);
    const late = await decide(cast.owner, version.id, { decision: 'approved' });
    expect([late.statusCode, late.json().message]).toEqual([409, REVIEW_MESSAGES.alreadyDecided]);

    // Each reviewer's decision is kept with its stage, comment and time.
    const history = (await ctx.request({ url: `/api/requirement/${poster.id}/reviews?companyId=${cast.otherCompany.profileId}`, token: cast.organiser.token })).json<ReviewsList>().reviews;
    expect(history.map((review) => [review.stageName, review.reviewerId, review.decision, review.withChanges, review.settles])).toEqual([
      ['Printer', cast.admin.userId, 'approved', false, true],
      ['Printer', cast.organiser.userId, 'approved', false, false],
      ['Venue safety', cast.admin.userId, 'approved', true, false],
      ['Venue safety', cast.owner.userId, 'approved', false, false],
      ['Content', cast.organiser.userId, 'approved', false, false],
    ]);
    expect(history[2]!.comment).toBe('Use the B1 fire-rated board.');

    // The proof report names each decision's stage, and the approval with changes as such.
    const dir = await mkdtemp(join(tmpdir(), 'stages-'));
    try {
      const report = await ctx.request({ url: `/api/artwork/version/${version.id}/proof-report.pdf`, token: cast.organiser.token });
      expect(report.statusCode).toBe(200);
      await writeFile(join(dir, 'report.pdf'), report.rawPayload);
      const text = flat((await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', join(dir, 'report.pdf'), '-'])).stdout);
      const when = (instant: string) => formatInstant(instant, event.timeZone);
      for (const [label, stage, review] of [
        [REVIEW_TEXTS.decisions.approved, 'Printer', history[0]!],
        [APPROVAL_FLOW_TEXTS.withChanges, 'Venue safety', history[2]!],
        [REVIEW_TEXTS.decisions.approved, 'Content', history[4]!],
      ] as const) {
        expect(text).toContain(flat(PROOF_REPORT_TEXTS.decisionBy(PROOF_REPORT_TEXTS.atStage(label, stage), review.reviewer!, when(review.createdAt))));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a request for changes mid-flow sends the version back; the next starts at the first stage, skipping one that approved the same file', async () => {
    // The banner has its own flow, whose Content stage skips a file it approved unchanged.
    expect((await ctx.request({ method: 'PUT', url: `/api/requirement/${banner.id}/approval-flow`, token: cast.organiser.token, body: flowOf(true) })).statusCode).toBe(200);
    const v1 = await submitted(cast.company, banner);
    await approve(cast.owner, v1.id);
    const changes = await decide(cast.admin, v1.id, { decision: 'changes_requested', comment: 'No fire certificate.', reasons: ['other'] });
    expect(changes.statusCode, changes.body).toBe(201);
    expect(changes.json<ArtworkReview>()).toMatchObject({ stageName: 'Venue safety', settles: true });
    expect(await statusOf(cast.company, banner.id)).toBe('Changes requested');
    expect(await standingOf(v1.id)).toMatchObject({ status: 'changes_requested', stage: 1, stages: [{ state: 'approved' }, { state: 'changes_requested' }, { state: 'waiting' }] });
    const after = await decide(cast.owner, v1.id, { decision: 'approved' });
    expect([after.statusCode, after.json().message]).toEqual([409, REVIEW_MESSAGES.alreadyDecided]);

    // The same file again: Content approved it, so it is skipped and Venue safety opens.
    const v2 = await submitted(cast.company, banner);
    expect(v2.sha256).toBe(v1.sha256);
    expect(await standingOf(v2.id)).toMatchObject({ status: 'in_progress', stage: 1, stages: [{ state: 'skipped' }, { state: 'open', awaited: [cast.owner.userId, cast.admin.userId] }, { state: 'waiting' }] });
    const skipped = await decide(cast.organiser, v2.id, { decision: 'approved' });
    expect([skipped.statusCode, skipped.json().message]).toEqual([403, APPROVAL_FLOW_MESSAGES.notAtStage('Venue safety')]);
    await decide(cast.owner, v2.id, { decision: 'changes_requested', comment: 'Still no certificate.', reasons: ['other'] });

    // A changed file starts at Content again.
    const v3 = await submitted(cast.company, banner, '#36c');
    expect(v3.sha256).not.toBe(v1.sha256);
    expect(await standingOf(v3.id)).toMatchObject({ status: 'in_progress', stage: 0, stages: [{ state: 'open' }, { state: 'waiting' }, { state: 'waiting' }] });
    // The event's flow, without its own, would not have skipped: its Content stage reads every file.
    expect((await ctx.request({ method: 'DELETE', url: `/api/requirement/${banner.id}/approval-flow`, token: cast.organiser.token })).statusCode).toBe(204);
    expect((await standingOf(v2.id)).stages[0]!.state).toBe('open');
  });

  it('shows where a version stands only to its event’s reviewers', async () => {
    const [versionId] = (await ctx.db.selectFrom('artwork_versions').select('id').where('requirement_id', '=', poster.id).execute()).map((row) => row.id);
    for (const who of [cast.company, cast.user]) expect((await ctx.request({ url: `/api/artwork/version/${versionId}/standing`, token: who.token })).statusCode).toBe(403);
    expect((await ctx.request({ url: `/api/artwork/version/${versionId}/standing`, token: cast.otherOrganiser.token })).statusCode).toBe(403);
    expect((await ctx.request({ url: '/api/artwork/version/999999/standing', token: cast.organiser.token })).statusCode).toBe(404);
  });
});
