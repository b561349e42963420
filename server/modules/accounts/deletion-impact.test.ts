import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { type AccountDeletionImpact, type Event, MESSAGES } from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { createRequirement, eventWithExhibitors, submitArtwork } from '../../test/artwork';
import { eventInput } from '../../test/events';

const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#3c3' } }).png().toBuffer();

/** Before an organiser or a company is deleted, the confirmation learns what goes with it. */
describeOnEachDatabase('what goes with a deleted account', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  const impact = async (path: string, who: RoleAccount = cast.admin) => {
    const response = await ctx.request({ url: path, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountDeletionImpact>();
  };
  const create = async (body: Record<string, unknown>) => {
    const response = await ctx.request({ method: 'POST', url: '/api/event', token: cast.admin.token, body: eventInput(body) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Event>();
  };

  it('names an organiser’s events, and those left with no organiser', async () => {
    const before = await impact(`/api/event-organiser/${cast.organiser.profileId}/deletion`);
    await create({ name: 'Alone', organiserIds: [cast.organiser.profileId] });
    await create({ name: 'Shared', organiserIds: [cast.organiser.profileId, cast.otherOrganiser.profileId] });
    await create({ name: 'Not theirs', organiserIds: [cast.otherOrganiser.profileId] });
    expect(await impact(`/api/event-organiser/${cast.organiser.profileId}/deletion`, cast.owner)).toEqual({
      events: before.events + 2,
      eventsLeftWithoutOrganiser: before.eventsLeftWithoutOrganiser + 1,
      exhibitorLinks: 0,
      artworkVersions: 0,
    });
  });

  it('names a company’s exhibitor links and artwork versions', async () => {
    const event = await eventWithExhibitors(ctx, cast);
    const requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Banner', widthMm: 300, heightMm: 200, minDpi: 100 });
    const before = await impact(`/api/exhibiting-company/${cast.company.profileId}/deletion`);
    await submitArtwork(ctx, cast.company, requirement, await png());
    await submitArtwork(ctx, cast.company, requirement, await png());
    const after = await impact(`/api/exhibiting-company/${cast.company.profileId}/deletion`);
    expect(after).toEqual({ ...before, artworkVersions: before.artworkVersions + 2 });
    expect(after.exhibitorLinks).toBeGreaterThanOrEqual(1);
    const other = await impact(`/api/exhibiting-company/${cast.otherCompany.profileId}/deletion`);
    expect(other.artworkVersions).toBe(0);
  });

  it('is for admin and Owner/Admin only, and 404 for a profile that does not exist', async () => {
    for (const who of [cast.organiser, cast.company, cast.user]) {
      const response = await ctx.request({ url: `/api/exhibiting-company/${cast.company.profileId}/deletion`, token: who.token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    }
    for (const path of ['/api/event-organiser/999999/deletion', '/api/exhibiting-company/999999/deletion']) {
      expect((await ctx.request({ url: path, token: cast.admin.token })).statusCode).toBe(404);
    }
  });
});
