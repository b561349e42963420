import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { MISSING_NAME } from '../../../src/api/contract';
import type { ArtworkReview, ArtworkVersion, Checklist, Dashboard, Event, Matrix, Requirement, ReviewQueue } from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { readZip } from '../../test/zip';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';

// 300 × 200 mm + 5 mm bleed at 100 dpi needs 1221 × 827 pixels: 400 × 271 fails the check.
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } }).png().toBuffer();

describeOnEachDatabase('drafts and versions', (ctx) => {
  let cast: Cast;
  let event: Event;
  let poster: Requirement;
  let failed: ArtworkVersion;
  let unsent: ArtworkVersion;

  const upload = async (name: string, bytes: Buffer) => {
    const response = await uploadWhole(ctx, cast.company.token, poster.id, name, bytes);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const submit = async (version: ArtworkVersion) => {
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const versionsSeenBy = async (who: RoleAccount) => {
    const query = who === cast.company ? '' : `?companyId=${cast.company.profileId}`;
    const response = await ctx.request({ url: `/api/requirement/${poster.id}/versions${query}`, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ versions: ArtworkVersion[] }>().versions.map((version) => [version.originalName, version.version]);
  };
  const queueOf = async (who: RoleAccount) => (await ctx.request({ url: '/api/review-queue', token: who.token })).json<ReviewQueue>().items.map((item) => [item.version.originalName, item.version.version]);
  const reviewers = () => [cast.organiser, cast.admin, cast.owner];

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast);
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    failed = await upload('too small.png', await png(400, 271));
    unsent = await upload('never sent.png', await png(1300, 881));
  });

  it('keeps a failed file and an unsent one as the company’s drafts: no reviewer lists, opens, queues or counts them', async () => {
    expect(failed.preflight.outcome).toBe('errors');
    expect([failed.version, unsent.version]).toEqual([null, null]);
    expect(await versionsSeenBy(cast.company)).toEqual([
      ['never sent.png', null],
      ['too small.png', null],
    ]);
    for (const who of reviewers()) {
      expect(await versionsSeenBy(who)).toEqual([]);
      expect((await ctx.request({ url: `/api/requirement/${poster.id}/versions`, token: who.token })).json<{ versions: ArtworkVersion[] }>().versions).toEqual([]);
      for (const draft of [failed, unsent]) {
        for (const url of [`/api/artwork/version/${draft.id}`, `/api/artwork/version/${draft.id}/subject`, draft.fileUrl, draft.thumbnailUrl!]) {
          expect((await ctx.request({ url, token: who.token })).statusCode, `${who.name} ${url}`).toBe(404);
        }
        expect((await ctx.request({ method: 'POST', url: `/api/artwork/version/${draft.id}/review`, token: who.token, body: { decision: 'approved' } })).statusCode).toBe(404);
      }
      expect(await queueOf(who)).toEqual([]);
    }
    const matrix = (await ctx.request({ url: `/api/event/${event.id}/matrix`, token: cast.organiser.token })).json<Matrix>();
    expect(matrix.rows.find((row) => row.company.id === cast.company.profileId)!.cells[0]).toMatchObject({ status: 'Missing', versionId: null, version: null });
  });

  it('numbers versions by submission from 1: the drafts before take no number, in the history, queue, decisions and printer ZIP', async () => {
    const first = await submit(unsent);
    expect(first.version).toBe(1);
    expect(await versionsSeenBy(cast.organiser)).toEqual([['never sent.png', 1]]);
    expect(await queueOf(cast.organiser)).toEqual([['never sent.png', 1]]);
    expect(await versionsSeenBy(cast.company)).toEqual([
      ['never sent.png', 1],
      ['too small.png', null],
    ]);
    const changes = await ctx.request({ method: 'POST', url: `/api/artwork/version/${first.id}/review`, token: cast.organiser.token, body: { decision: 'changes_requested', comment: 'Bigger, please.', reasons: ['size'] } });
    expect(changes.json<ArtworkReview>().version).toBe(1);

    await upload('also too small.png', await png(400, 271));
    const second = await submit(await upload('final.png', await png(1300, 881)));
    expect(second.version).toBe(2);
    expect(await versionsSeenBy(cast.admin)).toEqual([
      ['final.png', 2],
      ['never sent.png', 1],
    ]);
    const approval = await ctx.request({ method: 'POST', url: `/api/artwork/version/${second.id}/review`, token: cast.organiser.token, body: { decision: 'approved' } });
    expect(approval.json<ArtworkReview>().version).toBe(2);
    const zip = await readZip((await ctx.request({ url: `/api/event/${event.id}/approved.zip`, token: cast.organiser.token })).rawPayload);
    expect([...zip.keys()]).toContain('Acme-Co_A1_Poster_v2.png');
    const checklist = (await ctx.request({ url: '/api/artwork/checklist', token: cast.company.token })).json<Checklist>();
    expect(checklist.events[0]!.items[0]).toMatchObject({ status: 'Approved', latest: { id: second.id, version: 2 }, submitted: { id: second.id, version: 2 } });
    expect(zip.get(MISSING_NAME)!.toString('utf8')).not.toContain('Acme Co');
  });

  it('refuses to submit one draft twice at once: one number is given, the other request is told it was submitted', async () => {
    const other = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Flag', widthMm: 300, heightMm: 200, minDpi: 100 });
    const draft = (await uploadWhole(ctx, cast.otherCompany.token, other.id, 'flag.png', await png(1300, 881))).json<ArtworkVersion>();
    const both = await Promise.all([0, 1].map(() => ctx.request({ method: 'POST', url: `/api/artwork/version/${draft.id}/submit`, token: cast.otherCompany.token, body: {} })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 200)!.json<ArtworkVersion>().version).toBe(1);
  });

  it('leaves an optional requirement optional: never Missing or Overdue, out of the totals, the owed list and missing.csv', async () => {
    const extras = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Extras', required: false, deadline: new Date(Date.now() - 86_400_000).toISOString() });
    const checklist = (await ctx.request({ url: '/api/artwork/checklist', token: cast.otherCompany.token })).json<Checklist>();
    expect(checklist.events[0]!.items.find((item) => item.requirement.id === extras.id)!.status).toBe('Optional');
    const matrix = (await ctx.request({ url: `/api/event/${event.id}/matrix`, token: cast.organiser.token })).json<Matrix>();
    const column = matrix.requirements.findIndex((requirement) => requirement.id === extras.id);
    expect(matrix.rows.map((row) => row.cells[column]!.status)).toEqual(['Optional', 'Optional']);
    expect(matrix.counts.Overdue ?? 0).toBe(0);

    const home = (await ctx.request({ url: '/api/dashboard', token: cast.otherCompany.token })).json<Dashboard>();
    if (home.kind !== 'company') throw new Error(`a company's dashboard, not ${home.kind}`);
    const progress = home.progress.find((entry) => entry.event.id === event.id)!;
    // Poster and Flag are asked of it; Extras is not.
    expect(progress.asked).toBe(2);
    expect(progress.owed.map((item) => item.name)).toEqual(['Poster']);
    const staff = (await ctx.request({ url: '/api/dashboard', token: cast.organiser.token })).json<Dashboard>();
    if (staff.kind !== 'organiser') throw new Error(`an organiser's dashboard, not ${staff.kind}`);
    expect(staff.artwork.totals).toMatchObject({ asked: 4, overdue: 0 });

    const zip = await readZip((await ctx.request({ url: `/api/event/${event.id}/approved.zip`, token: cast.organiser.token })).rawPayload);
    expect(zip.get(MISSING_NAME)!.toString('utf8')).not.toContain('Extras');
  });
});
