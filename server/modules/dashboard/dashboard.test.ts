import { beforeAll, expect, it } from 'vitest';
import { type Dashboard, type Event, MESSAGES, ROLES, UPCOMING_LIMIT } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { accountOf, type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { eventInput } from '../../test/events';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
/** No event asks for artwork yet. */
const NO_ARTWORK = { totals: { asked: 0, submitted: 0, awaitingReview: 0, changesRequested: 0, approved: 0, overdue: 0 }, events: [], eventCount: 0 };
const dateIn = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

describeOnEachDatabase('dashboard', (ctx) => {
  let cast: Cast;
  const events: Record<string, Event> = {};

  const dashboardOf = async (who: RoleAccount) => {
    const response = await ctx.request({ url: '/api/dashboard', token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  };
  const create = async (who: RoleAccount, name: string, startDays: number, overrides: Record<string, unknown> = {}) => {
    const response = await ctx.request({ method: 'POST', url: '/api/event', token: who.token, body: eventInput({ name, start: dateIn(startDays), end: dateIn(startDays + 1), ...overrides }) });
    expect(response.statusCode, response.body).toBe(201);
    events[name] = response.json<Event>();
    return events[name];
  };
  const backdate = (table: 'events' | 'event_organisers' | 'owner_admins' | 'event_exhibitors', days: number) =>
    ctx.db.updateTable(table).set({ created_at: daysFromNow(-days).toISOString() });

  beforeAll(async () => {
    cast = await castOf(ctx);
    // Three organisers, two of them there for 40 days; one owner/admin, new.
    const old = await accountOf(ctx, ROLES.organizer, 'olga');
    await backdate('event_organisers', 40).where('id', 'in', [cast.organiser.profileId!, old.profileId!]).execute();

    await create(cast.organiser, 'Yesterday', -2);
    await create(cast.organiser, 'Soon', 1);
    await create(cast.otherOrganiser, 'Later', 5);
    await create(cast.admin, 'Timed tomorrow', 2, { allDay: false, start: daysFromNow(2).toISOString(), end: daysFromNow(2.1).toISOString() });
    for (const days of [20, 30, 40, 50]) await create(cast.admin, `Far ${days}`, days);
    // Four events were there 40 days ago; the other four are new: +100%.
    await backdate('events', 40).where('name', 'in', ['Yesterday', 'Later', 'Far 40', 'Far 50']).execute();

    const now = new Date().toISOString();
    await ctx.db
      .insertInto('event_exhibitors')
      .values([
        { event_id: events.Soon!.id, company_id: cast.company.profileId!, booth: 'A1', status: 'Active', created_at: daysFromNow(-40).toISOString(), updated_at: now },
        { event_id: events.Yesterday!.id, company_id: cast.company.profileId!, booth: 'A2', status: 'Active', created_at: now, updated_at: now },
        { event_id: events.Yesterday!.id, company_id: cast.otherCompany.profileId!, booth: null, status: 'Inactive', created_at: now, updated_at: now },
        { event_id: events.Later!.id, company_id: cast.otherCompany.profileId!, booth: 'Z9', status: 'Active', created_at: now, updated_at: now },
      ])
      .execute();
  });

  it('refuses a request without a token', async () => {
    const response = await ctx.request({ url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.pleaseLogin });
  });

  it('gives admin and owner/admin the three real totals, their 30-day trend and the next events', async () => {
    for (const who of [cast.admin, cast.owner]) {
      const home = await dashboardOf(who);
      expect(home).toEqual({
        kind: 'staff',
        cards: {
          organisers: { total: 3, trendPercent: 50 },
          // Nothing 30 days ago: new, not “↑ 0 %”.
          ownerAdmins: { total: 1, trendPercent: null },
          events: { total: 8, trendPercent: 100 },
        },
        upcoming: expect.any(Array),
        artwork: NO_ARTWORK,
      });
      if (home.kind !== 'staff') throw new Error('staff');
      expect(home.upcoming.map((event) => event.name)).toEqual(['Soon', 'Timed tomorrow', 'Later', 'Far 20', 'Far 30'].slice(0, UPCOMING_LIMIT));
      expect(home.upcoming[0]).toEqual({ id: events.Soon!.id, name: 'Soon', category: 'Primary', allDay: true, start: dateIn(1), end: dateIn(2), timeZone: 'UTC', venue: 'Hall A', location: 'Berlin' });
    }
  });

  it('gives an organiser their events, the companies exhibiting at them, and their own next events', async () => {
    expect(await dashboardOf(cast.organiser)).toEqual({
      kind: 'organiser',
      cards: { events: { total: 2, trendPercent: 100 }, exhibitors: { total: 2, trendPercent: 100 } },
      events: [expect.objectContaining({ name: 'Soon' })],
      artwork: NO_ARTWORK,
    });
    expect(await dashboardOf(cast.otherOrganiser)).toEqual({
      kind: 'organiser',
      cards: { events: { total: 1, trendPercent: 0 }, exhibitors: { total: 1, trendPercent: null } },
      events: [expect.objectContaining({ name: 'Later' })],
      artwork: NO_ARTWORK,
    });
  });

  it('gives a company its own next events with its booth and status there', async () => {
    expect(await dashboardOf(cast.company)).toEqual({ kind: 'company', events: [expect.objectContaining({ name: 'Soon', booth: 'A1', status: 'Active' })], progress: [] });
    expect(await dashboardOf(cast.otherCompany)).toEqual({ kind: 'company', events: [expect.objectContaining({ name: 'Later', booth: 'Z9', status: 'Active' })], progress: [] });
  });

  it('gives a user the next events of the calendar', async () => {
    const home = await dashboardOf(cast.user);
    expect(home.kind).toBe('user');
    if (home.kind !== 'user') throw new Error('user');
    expect(home.upcoming.map((event) => event.name)).toEqual(['Soon', 'Timed tomorrow', 'Later', 'Far 20', 'Far 30'].slice(0, UPCOMING_LIMIT));
  });
});
