import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import type { DownloadLink, Event } from '../../../src/api/contract';
import { startSession } from '../../lib/sessions';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { eventWithExhibitors } from '../../test/artwork';

describeOnEachDatabase('the handoff ZIP by a plain link', (ctx) => {
  let cast: Cast;
  let event: Event;
  let zipPath: string;
  const linkFor = (who: RoleAccount, eventId = event.id) => ctx.request({ method: 'POST', url: `/api/event/${eventId}/approved.zip/link`, token: who.token });
  const ticketOf = (url: string) => new URL(url, 'http://app.test').searchParams.get('ticket')!;

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Ticket Fair');
    zipPath = `/api/event/${event.id}/approved.zip`;
  });

  it('gives the event’s reviewers a link that opens the ZIP without the token', async () => {
    const link = await linkFor(cast.organiser);
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<DownloadLink>();
    expect(url.startsWith(`${zipPath}?ticket=`)).toBe(true);
    const response = await ctx.request({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    for (const who of [cast.admin, cast.owner]) expect((await linkFor(who)).statusCode).toBe(200);
  });

  it('refuses the link to a company, a user and another event’s organiser, and to no one signed in', async () => {
    for (const who of [cast.company, cast.user, cast.otherOrganiser]) expect((await linkFor(who)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'POST', url: `${zipPath}/link` })).statusCode).toBe(401);
    expect((await linkFor(cast.organiser, 999_999)).statusCode).toBe(404);
  });

  it('opens only its own path, only where tickets are taken, and is never a session token', async () => {
    const ticket = ticketOf((await linkFor(cast.organiser)).json<DownloadLink>().url);
    const other = await eventWithExhibitors(ctx, cast, 'Other Fair');
    expect((await ctx.request({ url: `/api/event/${other.id}/approved.zip?ticket=${ticket}` })).statusCode).toBe(401);
    expect((await ctx.request({ url: `/api/event/${event.id}/matrix.csv?ticket=${ticket}` })).statusCode).toBe(401);
    expect((await ctx.request({ url: zipPath, token: ticket })).statusCode).toBe(401);
    expect((await ctx.request({ url: `${zipPath}?ticket=${cast.organiser.token}` })).statusCode).toBe(401);
    expect((await ctx.request({ url: `${zipPath}?ticket=${ticket.slice(0, -2)}xx` })).statusCode).toBe(401);
  });

  it('lasts a minute, and ends with the user’s sessions or their right to the event', async () => {
    const user = await ctx.db.selectFrom('users').select('token_version').where('id', '=', cast.organiser.userId).executeTakeFirstOrThrow();
    const stale = await new SignJWT({ tv: user.token_version, sid: decodeJwt(cast.organiser.token).sid, path: zipPath })
      .setProtectedHeader({ alg: 'HS256', typ: 'download' })
      .setSubject(String(cast.organiser.userId))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(new TextEncoder().encode(`download-ticket:${ctx.config.jwtSecret}`));
    expect((await ctx.request({ url: `${zipPath}?ticket=${stale}` })).statusCode).toBe(401);

    const { url } = (await linkFor(cast.organiser)).json<DownloadLink>();
    await ctx.db.updateTable('users').set({ token_version: user.token_version + 1 }).where('id', '=', cast.organiser.userId).execute();
    expect((await ctx.request({ url })).statusCode).toBe(401);
    await ctx.db.updateTable('users').set({ token_version: user.token_version }).where('id', '=', cast.organiser.userId).execute();

    const again = (await linkFor(cast.organiser)).json<DownloadLink>().url;
    await ctx.db.deleteFrom('event_organiser_assignments').where('event_id', '=', event.id).execute();
    expect((await ctx.request({ url: again })).statusCode).toBe(403);
  });

  it('ends when the session that asked for it signs out, and only that session', async () => {
    const organiser = await ctx.db.selectFrom('users').selectAll().where('id', '=', cast.organiser.userId).executeTakeFirstOrThrow();
    const signIn = () => startSession(ctx.db, organiser, { jwtSecret: ctx.config.jwtSecret, jwtTtlHours: 1 });
    const [laptop, phone] = [await signIn(), await signIn()];
    const fair = await eventWithExhibitors(ctx, cast, 'Sign-out Fair');
    const ticketUrl = async (token: string) => {
      const link = await ctx.request({ method: 'POST', url: `/api/event/${fair.id}/approved.zip/link`, token });
      expect(link.statusCode, link.body).toBe(200);
      return link.json<DownloadLink>().url;
    };
    const [fromLaptop, fromPhone] = [await ticketUrl(laptop), await ticketUrl(phone)];
    expect((await ctx.request({ url: fromLaptop })).statusCode).toBe(200);

    expect((await ctx.request({ method: 'POST', url: '/api/auth/logout', token: laptop })).statusCode).toBe(204);
    expect((await ctx.request({ url: fromLaptop })).statusCode).toBe(401);
    expect((await ctx.request({ url: fromPhone })).statusCode).toBe(200);
  });
});
