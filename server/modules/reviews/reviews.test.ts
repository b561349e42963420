import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { APPROVALS_NAME, type ArtworkReview, type ArtworkVersion, CHECKSUMS_NAME, type Checklist, type Event, type Matrix, MATRIX_TEXTS, MESSAGES, proofReportEntryName, type Requirement, REVIEW_MESSAGES, REVIEW_TEXTS, reviewBody, type ReviewQueue } from '../../../src/api/contract';
import * as printableReviewComments from '../../db/migrations/20251125T040000-printable-review-comments';
import { describeOnEachDatabase } from '../../test/harness';
import { readZip } from '../../test/zip';
import { partsOf } from '../../test/mail-parts';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { tusClient, uploadWhole } from '../../test/tus-client';

const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#c33' } }).png().toBuffer();

describeOnEachDatabase(
  'artwork review',
  (ctx) => {
  let cast: Cast;
  let event: Event;
  let poster: Requirement;

  /** A company uploads a passing PNG and submits it; answers the version. */
  const submitted = async (company: RoleAccount, requirement = poster) => {
    const version = (await uploadWhole(ctx, company.token, requirement.id, 'poster.png', await png())).json<ArtworkVersion>();
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const review = (who: RoleAccount, versionId: number, body: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/review`, token: who.token, body });
  const statusOf = async (company: RoleAccount, requirementId = poster.id) => {
    const checklist = (await ctx.request({ url: '/api/artwork/checklist', token: company.token })).json<Checklist>();
    return checklist.events.flatMap((entry) => entry.items).find((item) => item.requirement.id === requirementId)?.status;
  };
  const reviewCount = async () => Number((await ctx.db.selectFrom('artwork_reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast);
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
  });

  it('puts a submitted version in the queue, oldest first, for the event’s reviewers only', async () => {
    const first = await submitted(cast.company);
    const second = await submitted(cast.otherCompany);
    const queue = (await ctx.request({ url: '/api/review-queue', token: cast.organiser.token })).json<ReviewQueue>();
    expect(queue.items.map((item) => item.version.id)).toEqual([first.id, second.id]);
    expect(queue.items[0]).toMatchObject({ event: { id: event.id }, requirement: { id: poster.id }, company: { id: cast.company.profileId, booth: 'A1' } });
    expect((await ctx.request({ url: `/api/review-queue?eventId=${event.id}`, token: cast.admin.token })).json<ReviewQueue>().items).toHaveLength(2);
    expect((await ctx.request({ url: '/api/review-queue', token: cast.otherOrganiser.token })).json<ReviewQueue>().items).toEqual([]);
    for (const who of [cast.company, cast.user]) expect((await ctx.request({ url: '/api/review-queue', token: who.token })).statusCode).toBe(403);
    expect(await statusOf(cast.company)).toBe('Submitted');
  });

  it('refuses a decision from another organiser, a company or a user, and bad input; nothing is written', async () => {
    const [item] = (await ctx.request({ url: '/api/review-queue', token: cast.admin.token })).json<ReviewQueue>().items;
    const before = await reviewCount();
    expect((await review(cast.otherOrganiser, item!.version.id, { decision: 'approved' })).statusCode).toBe(403);
    for (const who of [cast.company, cast.user]) expect((await review(who, item!.version.id, { decision: 'approved' })).statusCode).toBe(403);
    const noComment = await review(cast.organiser, item!.version.id, { decision: 'changes_requested', reasons: ['bleed'] });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors).toEqual({ comment: REVIEW_MESSAGES.commentRequired });
    const noReason = await review(cast.organiser, item!.version.id, { decision: 'changes_requested', comment: 'Add bleed.' });
    expect(noReason.json().errors).toEqual({ reasons: REVIEW_MESSAGES.reasonsRequired });
    expect((await review(cast.organiser, item!.version.id, { decision: 'maybe' })).json().errors).toEqual({ decision: REVIEW_MESSAGES.decisionInvalid });
    expect((await review(cast.organiser, 999_999, { decision: 'approved' })).statusCode).toBe(404);
    expect(await reviewCount()).toBe(before);
  });

  it('asks for changes with a comment and reasons; the company sees it, uploads v2, and v2 is approved and locks the requirement', async () => {
    const [item] = (await ctx.request({ url: '/api/review-queue', token: cast.organiser.token })).json<ReviewQueue>().items;
    const changes = await review(cast.organiser, item!.version.id, { decision: 'changes_requested', comment: 'Please add 5 mm bleed.', reasons: ['bleed', 'size', 'bleed'] });
    expect(changes.statusCode, changes.body).toBe(201);
    expect(changes.json<ArtworkReview>()).toMatchObject({ decision: 'changes_requested', comment: 'Please add 5 mm bleed.', reasons: ['bleed', 'size'], version: 1, reviewer: cast.organiser.name });
    expect(await statusOf(cast.company)).toBe('Changes requested');
    // The company is told, with the comment and a link.
    const mail = await ctx.smtp.next(cast.company.email);
    expect(mail.source).toContain('Please add 5 mm bleed.');
    expect(mail.source).toContain(REVIEW_TEXTS.decisions.changes_requested);
    expect(mail.source).toContain('Poster');
    expect(mail.source).toContain(`${ctx.config.appUrl}/`);
    expect((await review(cast.organiser, item!.version.id, { decision: 'approved' })).json().message).toBe(REVIEW_MESSAGES.alreadyDecided);

    const history = (await ctx.request({ url: `/api/requirement/${poster.id}/reviews?companyId=${cast.company.profileId}`, token: cast.company.token })).json<{ reviews: ArtworkReview[] }>();
    expect(history.reviews.map((entry) => entry.comment)).toEqual(['Please add 5 mm bleed.']);
    expect((await ctx.request({ url: `/api/requirement/${poster.id}/reviews?companyId=${cast.company.profileId}`, token: cast.otherCompany.token })).statusCode).toBe(404);

    const v2 = await submitted(cast.company);
    expect(await statusOf(cast.company)).toBe('Submitted');
    expect((await review(cast.organiser, item!.version.id, { decision: 'approved' })).json().message).toBe(REVIEW_MESSAGES.notLatest);
    expect((await review(cast.organiser, v2.id, { decision: 'approved' })).statusCode).toBe(201);
    expect(await statusOf(cast.company)).toBe('Approved');
    // An approval without a comment leaves no gap where the comment and the notes would be.
    const approved = partsOf(await ctx.smtp.next(cast.company.email));
    expect(approved.text).toContain(REVIEW_TEXTS.decisions.approved);
    expect(approved.text).not.toMatch(/\n\s*\n\s*\n/);
    expect(approved.html).not.toContain('<p></p>');

    // Approved: no new upload until a reviewer reopens it.
    const locked = await tusClient(ctx, cast.company.token).create(100, { requirementId: String(poster.id), filename: 'v3.png' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(REVIEW_MESSAGES.lockedApproved);
    expect((await ctx.request({ url: '/api/review-queue', token: cast.organiser.token })).json<ReviewQueue>().items.map((entry) => entry.company.id)).toEqual([cast.otherCompany.profileId]);
  });

  it('is reopened by a reviewer, so the company may upload again; only an approval can be reopened', async () => {
    const reopen = (who: RoleAccount, companyId: number) => ctx.request({ method: 'POST', url: `/api/requirement/${poster.id}/reopen`, token: who.token, body: { companyId, comment: 'The venue changed the wall size.' } });
    expect((await reopen(cast.otherOrganiser, cast.company.profileId!)).statusCode).toBe(403);
    expect((await reopen(cast.organiser, cast.otherCompany.profileId!)).json().message).toBe(REVIEW_MESSAGES.notApproved);
    const reopened = await reopen(cast.organiser, cast.company.profileId!);
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json<ArtworkReview>().decision).toBe('reopened');
    const told = partsOf(await ctx.smtp.next(cast.company.email));
    expect(told.text).toContain('The venue changed the wall size.');
    expect(told.text).not.toMatch(/\n\s*\n\s*\n/);
    expect(told.html).not.toContain('<p></p>');
    expect(await statusOf(cast.company)).toBe('Submitted');
    expect((await tusClient(ctx, cast.company.token).create(100, { requirementId: String(poster.id), filename: 'v3.png' })).statusCode).toBe(201);
  });

  it('refuses a comment with control characters (NUL, escape) as every text field does; nothing is written', async () => {
    const [item] = (await ctx.request({ url: '/api/review-queue', token: cast.admin.token })).json<ReviewQueue>().items;
    const before = await reviewCount();
    for (const comment of ['Fix the bleed\u0000', 'Red \u001b[31malert\u001b[0m']) {
      const refused = await review(cast.organiser, item!.version.id, { decision: 'changes_requested', comment, reasons: ['bleed'] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ comment: MESSAGES.controlCharacters });
      const reopen = await ctx.request({ method: 'POST', url: `/api/requirement/${poster.id}/reopen`, token: cast.organiser.token, body: { companyId: cast.company.profileId, comment } });
      expect(reopen.statusCode).toBe(400);
      expect(reopen.json().errors).toEqual({ comment: MESSAGES.controlCharacters });
    }
    expect(await reviewCount()).toBe(before);
    // Line breaks and tabs are text.
    expect(reviewBody.safeParse({ decision: 'changes_requested', comment: 'Line one\n\tLine two', reasons: ['other'] }).success).toBe(true);
  });

  it('cleans comments stored with control characters before the check, keeping their text and line breaks', async () => {
    const [item] = (await ctx.request({ url: '/api/review-queue', token: cast.admin.token })).json<ReviewQueue>().items;
    const row = { version_id: item!.version.id, requirement_id: poster.id, company_id: item!.company.id, decision: 'changes_requested' as const, reasons: 'other', reviewer_id: null, created_at: new Date().toISOString() };
    // PostgreSQL never took NUL in text; escape characters it did.
    const stored = ctx.kind === 'sqlite' ? 'Fix\u0000 the \u001b[31mbleed\u001b[0m\nand the size' : 'Fix the \u001b[31mbleed\u001b[0m\nand the size';
    const dirty = await ctx.db.insertInto('artwork_reviews').values({ ...row, comment: stored }).returning('id').executeTakeFirstOrThrow();
    const clean = await ctx.db.insertInto('artwork_reviews').values({ ...row, comment: 'Fine\tas it is' }).returning('id').executeTakeFirstOrThrow();
    await printableReviewComments.up(ctx.db as unknown as Kysely<unknown>);
    const comments = await ctx.db.selectFrom('artwork_reviews').select(['id', 'comment']).where('id', 'in', [dirty.id, clean.id]).orderBy('id').execute();
    expect(comments.map((comment) => comment.comment)).toEqual(['Fix the [31mbleed[0m\nand the size', 'Fine\tas it is']);
    await ctx.db.deleteFrom('artwork_reviews').where('id', 'in', [dirty.id, clean.id]).execute();
  });

  it('hands the printer a ZIP of the approved files, named by company, booth and requirement, with a manifest and what is missing', async () => {
    const approved = (await ctx.request({ url: `/api/requirement/${poster.id}/versions?companyId=${cast.company.profileId}`, token: cast.admin.token })).json<{ versions: ArtworkVersion[] }>().versions.find((version) => version.version === 2)!;
    // Reopened above: approved again, it goes to the printer.
    expect((await review(cast.organiser, approved.id, { decision: 'approved' })).statusCode).toBe(201);
    const url = `/api/event/${event.id}/approved.zip`;
    for (const who of [cast.otherOrganiser, cast.company, cast.user]) expect((await ctx.request({ url, token: who.token })).statusCode).toBe(403);
    const response = await ctx.request({ url, token: cast.organiser.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Print Fair approved artwork \d{4}-\d{2}-\d{2}\.zip"/);
    const entries = await readZip(response.rawPayload);
    const name = 'Acme-Co_A1_Poster_v2.png';
    expect([...entries.keys()].sort()).toEqual([name, proofReportEntryName(name), 'manifest.csv', 'missing.csv', CHECKSUMS_NAME, APPROVALS_NAME].sort());
    expect(entries.get(proofReportEntryName(name))!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(entries.get(name)!).digest('hex')).toBe(approved.sha256);
    const manifest = entries.get('manifest.csv')!.toString('utf8').trim().split('\r\n');
    expect(manifest[1]).toContain(`${name},Acme Co,A1,Poster,2,${approved.sha256},${cast.organiser.name}`);
    // The other company's submission is undecided: it is listed as missing.
    expect(entries.get('missing.csv')!.toString('utf8')).toContain('Bolt Co,A1,Poster');
  });

  it('shows the completeness matrix: every exhibitor × requirement, filtered, paged and exported', async () => {
    const only = await createRequirement(ctx, cast.admin.token, event.id, { name: 'Badge', appliesTo: 'chosen', companyIds: [cast.otherCompany.profileId], deadline: new Date(Date.now() - 86_400_000).toISOString() });
    const get = (query = '', who = cast.organiser) => ctx.request({ url: `/api/event/${event.id}/matrix${query}`, token: who.token });
    const all = (await get()).json<Matrix>();
    expect(all.requirements.map((requirement) => requirement.name)).toEqual(['Badge', 'Poster']);
    const cells = Object.fromEntries(all.rows.map((row) => [row.company.name, row.cells.map((cell) => cell.status)]));
    expect(cells).toEqual({ 'Acme Co': [null, 'Approved'], 'Bolt Co': ['Overdue', 'Submitted'] });
    expect(all.counts).toEqual({ Approved: 1, Overdue: 1, Submitted: 1 });
    expect((await get('?filter=needs-review')).json<Matrix>().rows.map((row) => row.company.name)).toEqual(['Bolt Co']);
    expect((await get('?filter=overdue')).json<Matrix>().rows.map((row) => row.company.name)).toEqual(['Bolt Co']);
    expect((await get('?filter=missing&limit=1&page=1')).json<Matrix>()).toMatchObject({ totalItems: 1, totalPages: 1, currentPage: 1 });
    expect((await get('?filter=late')).statusCode).toBe(400);
    expect((await get('', cast.otherOrganiser)).statusCode).toBe(403);
    expect((await get('', cast.company)).statusCode).toBe(403);
    const csv = await ctx.request({ url: `/api/event/${event.id}/matrix.csv?filter=needs-review`, token: cast.admin.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toEqual([`${MATRIX_TEXTS.exhibitor},Booth,Email,Badge,Poster`, `Bolt Co,A1,${cast.otherCompany.email},Overdue,Submitted`]);
    expect(only.companyIds).toEqual([cast.otherCompany.profileId]);
  });
  },
  { smtp: true },
);
