import { beforeAll, expect, it } from 'vitest';
import { type Event, type EventReviewers, ROLES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { accountOf, type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { eventWithExhibitors } from '../../test/artwork';

describeOnEachDatabase('the staff who may review an event', (ctx) => {
  let cast: Cast;
  let event: Event;
  let inactiveAdmin: RoleAccount;

  const reviewersOf = (eventId: number, token: string) => ctx.request({ url: `/api/event/${eventId}/reviewers`, token });
  /** The answer's reviewers among the accounts this test made (the database may hold others, the first admin among them). */
  const ours = (answer: EventReviewers, ...accounts: RoleAccount[]) => {
    const ids = new Set(accounts.map((account) => account.userId));
    return answer.reviewers.filter((reviewer) => ids.has(reviewer.userId));
  };

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast);
    inactiveAdmin = await accountOf(ctx, ROLES.admin, 'idle');
    await ctx.db.updateTable('users').set({ status: 'Inactive' }).where('id', '=', inactiveAdmin.userId).execute();
  });

  it('lists the event’s organisers first, then the active admins and Owner/Admins, by name and role', async () => {
    const response = await reviewersOf(event.id, cast.organiser.token);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<EventReviewers>();
    const everyone = Object.values(cast).concat(inactiveAdmin);
    expect(ours(answer, ...everyone)).toEqual([
      { userId: cast.organiser.userId, name: cast.organiser.name, role: ROLES.organizer },
      ...[
        { userId: cast.admin.userId, name: cast.admin.name, role: ROLES.admin },
        { userId: cast.owner.userId, name: cast.owner.name, role: ROLES.owner },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    ]);
    // Whoever else it lists may review every event: an active admin or Owner/Admin.
    const others = answer.reviewers.filter((reviewer) => !everyone.some((account) => account.userId === reviewer.userId));
    for (const other of others) expect([ROLES.admin, ROLES.owner]).toContain(other.role);
    expect(answer.reviewers[0]!.role).toBe(ROLES.organizer);
    // The same list for every staff account who may change the event.
    for (const who of [cast.admin, cast.owner]) expect((await reviewersOf(event.id, who.token)).json()).toEqual(answer);
  });

  it('names only staff a flow accepts: another event’s organiser is not among them', async () => {
    const other = (await reviewersOf(event.id, cast.admin.token)).json<EventReviewers>();
    expect(ours(other, cast.otherOrganiser)).toEqual([]);
    const put = await ctx.request({ method: 'PUT', url: `/api/event/${event.id}/approval-flow`, token: cast.admin.token, body: { stages: [{ name: 'Content', rule: 'any', reviewers: other.reviewers.map((reviewer) => ({ kind: 'staff', userId: reviewer.userId })) }] } });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('answers only those who may change the event: 404 for no event, 403 for another organiser’s and for other roles', async () => {
    expect((await reviewersOf(999_999, cast.admin.token)).statusCode).toBe(404);
    expect((await reviewersOf(999_999, cast.organiser.token)).statusCode).toBe(404);
    for (const who of [cast.otherOrganiser, cast.company, cast.user]) {
      const response = await reviewersOf(event.id, who.token);
      expect(response.statusCode, who.email).toBe(403);
      expect(response.body).not.toContain(cast.organiser.name);
    }
    expect((await ctx.request({ url: `/api/event/${event.id}/reviewers` })).statusCode).toBe(401);
  });
});
