import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { type ArtworkFigures, type ArtworkVersion, type CompanyProgress, type Dashboard, type Event, type Requirement } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';
import { eventInput } from '../../test/events';

const DAY_MS = 86_400_000;
const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#36c' } }).png().toBuffer();
const figures = (counts: Partial<ArtworkFigures>): ArtworkFigures => ({ asked: 0, submitted: 0, awaitingReview: 0, changesRequested: 0, approved: 0, overdue: 0, ...counts });

describeOnEachDatabase('dashboard artwork figures', (ctx) => {
  let cast: Cast;
  let fair: Event;
  let gala: Event;
  let backWall: Requirement;
  let banner: Requirement;
  let flyer: Requirement;
  let logo: Requirement;
  let poster: Requirement;

  const dashboardOf = async (who: RoleAccount) => {
    const response = await ctx.request({ url: '/api/dashboard', token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  };
  const artworkOf = async (who: RoleAccount) => {
    const home = await dashboardOf(who);
    if (home.kind !== 'staff' && home.kind !== 'organiser') throw new Error(home.kind);
    return home.artwork;
  };
  const progressOf = async (who: RoleAccount): Promise<CompanyProgress[]> => {
    const home = await dashboardOf(who);
    if (home.kind !== 'company') throw new Error(home.kind);
    return home.progress;
  };
  /** A requirement the test PNG passes (30 × 20 cm at 100 dpi). */
  const need = (event: Event, token: string, overrides: Record<string, unknown>) => createRequirement(ctx, token, event.id, { widthMm: 300, heightMm: 200, minDpi: 100, ...overrides });
  const submit = async (company: RoleAccount, requirement: Requirement) => {
    const version = (await uploadWhole(ctx, company.token, requirement.id, 'art.png', await png())).json<ArtworkVersion>();
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: { acknowledgeWarnings: true } });
    expect(response.statusCode, response.body).toBe(200);
    return version;
  };
  const review = async (version: ArtworkVersion, body: Record<string, unknown>) => {
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/review`, token: cast.organiser.token, body });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    cast = await castOf(ctx);
    // The organiser's fair, with both companies; the other organiser's gala, with the first company.
    fair = await eventWithExhibitors(ctx, cast, 'Print Fair');
    const created = await ctx.request({ method: 'POST', url: '/api/event', token: cast.otherOrganiser.token, body: eventInput({ name: 'Gala' }, 20) });
    gala = created.json<Event>();
    const now = new Date().toISOString();
    await ctx.db.insertInto('event_exhibitors').values({ event_id: gala.id, company_id: cast.company.profileId!, booth: 'G1', status: 'Active', created_at: now, updated_at: now }).execute();
    // An event that is over: its artwork is counted nowhere.
    const over = await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Last year' }, -30) });
    await ctx.db.insertInto('event_exhibitors').values({ event_id: over.json<Event>().id, company_id: cast.company.profileId!, booth: 'L1', status: 'Active', created_at: now, updated_at: now }).execute();
    await need(over.json<Event>(), cast.organiser.token, { name: 'Old banner', deadline: new Date(Date.now() - 40 * DAY_MS).toISOString() });

    const past = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const soon = new Date(Date.now() + 5 * DAY_MS).toISOString();
    backWall = await need(fair, cast.organiser.token, { name: 'Back wall', deadline: past });
    banner = await need(fair, cast.organiser.token, { name: 'Banner', deadline: soon });
    flyer = await need(fair, cast.organiser.token, { name: 'Flyer', required: false, deadline: soon });
    logo = await need(fair, cast.organiser.token, { name: 'Logo', deadline: soon, appliesTo: 'chosen', companyIds: [cast.otherCompany.profileId] });
    poster = await need(gala, cast.otherOrganiser.token, { name: 'Poster', deadline: soon });

    // The company: nothing for the back wall (past its deadline), the banner waiting for review.
    await submit(cast.company, banner);
    // The other company: the back wall sent back, the banner approved.
    await review(await submit(cast.otherCompany, backWall), { decision: 'changes_requested', comment: 'Add bleed.', reasons: ['bleed'] });
    await review(await submit(cast.otherCompany, banner), { decision: 'approved' });
  });

  // Print Fair's cells: the company's back wall Overdue, banner Submitted (the logo is not asked of it);
  // the other company's back wall Changes requested, banner Approved, logo Missing. The optional flyer,
  // sent by neither, is asked of no one: it is in no total.
  const fairFigures = figures({ asked: 5, submitted: 3, awaitingReview: 1, changesRequested: 1, approved: 1, overdue: 1 });
  const galaFigures = figures({ asked: 1 });

  it('gives an organiser the figures of their own events only, each cell counted once by the matrix’s status', async () => {
    expect(await artworkOf(cast.organiser)).toEqual({ totals: fairFigures, events: [{ event: expect.objectContaining({ id: fair.id, name: 'Print Fair' }), figures: fairFigures }], eventCount: 1 });
    expect(await artworkOf(cast.otherOrganiser)).toEqual({ totals: galaFigures, events: [{ event: expect.objectContaining({ id: gala.id }), figures: galaFigures }], eventCount: 1 });
  });

  it('gives admin and Owner/Admin the figures of every event not yet over, soonest first', async () => {
    for (const who of [cast.admin, cast.owner]) {
      const artwork = await artworkOf(who);
      expect(artwork.totals).toEqual(figures({ asked: 6, submitted: 3, awaitingReview: 1, changesRequested: 1, approved: 1, overdue: 1 }));
      expect(artwork.events.map((entry) => [entry.event.id, entry.figures])).toEqual([
        [fair.id, fairFigures],
        [gala.id, galaFigures],
      ]);
      expect(artwork.eventCount).toBe(2);
    }
  });

  it('gives a company its progress at each event: approved of asked, awaiting review, and the required artwork it still owes', async () => {
    expect(await progressOf(cast.company)).toEqual([
      { event: expect.objectContaining({ id: fair.id }), asked: 2, approved: 0, awaitingReview: 1, owed: [{ requirementId: backWall.id, name: 'Back wall', status: 'Overdue', deadline: backWall.deadline }] },
      { event: expect.objectContaining({ id: gala.id }), asked: 1, approved: 0, awaitingReview: 0, owed: [{ requirementId: poster.id, name: 'Poster', status: 'Missing', deadline: poster.deadline }] },
    ]);
    // The optional flyer is never owed nor counted as asked; what was sent back is.
    expect(await progressOf(cast.otherCompany)).toEqual([
      {
        event: expect.objectContaining({ id: fair.id }),
        asked: 3,
        approved: 1,
        awaitingReview: 0,
        owed: [
          { requirementId: backWall.id, name: 'Back wall', status: 'Changes requested', deadline: backWall.deadline },
          { requirementId: logo.id, name: 'Logo', status: 'Missing', deadline: logo.deadline },
        ],
      },
    ]);
    expect(flyer.required).toBe(false);
  });

  it('follows a company’s extension as the matrix does: no longer overdue, owed by its own later deadline', async () => {
    const later = new Date(Date.now() + 9 * DAY_MS).toISOString();
    const granted = await ctx.request({ method: 'PUT', url: `/api/requirement/${backWall.id}/extension/${cast.company.profileId}`, token: cast.organiser.token, body: { deadline: later } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await artworkOf(cast.organiser)).totals).toEqual({ ...fairFigures, overdue: 0 });
    expect((await progressOf(cast.company))[0]!.owed).toEqual([{ requirementId: backWall.id, name: 'Back wall', status: 'Missing', deadline: later }]);
  });
});
