import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ROLES } from '../../../src/api/contract';
import { accountOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { updateUser } from '../users/repository';
import { KINDS, signInPasswordOf } from '../../test/account-kinds';
import { SESSION_SWEEP_MS, sweepExpiredSessions } from './session-sweep';

const PROFILE = '/api/user/profile';

describeOnEachDatabase('sessions', (ctx) => {
  const login = (email: string, password: string) => ctx.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });
  const logout = (token?: string) => ctx.request({ method: 'POST', url: '/api/auth/logout', token });
  const tokenOf = async (email: string, password: string) => {
    const response = await login(email, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const statusOf = async (token: string, app = ctx.app) => (await ctx.request({ app, url: PROFILE, token })).statusCode;

  it('signing out ends that token at once, on every app process, and leaves the account’s other sessions', async () => {
    const other = await ctx.buildApp();
    const user = await ctx.registerUser();
    const laptop = await tokenOf(user.email, user.password);
    const phone = await tokenOf(user.email, user.password);
    expect(await statusOf(laptop, other)).toBe(200);

    expect((await logout(laptop)).statusCode).toBe(204);
    expect(await statusOf(laptop)).toBe(401);
    expect(await statusOf(laptop, other)).toBe(401);
    expect(await statusOf(phone)).toBe(200);
    expect(await statusOf(phone, other)).toBe(200);
  });

  it('signing out on a second process ends the token on the first', async () => {
    const other = await ctx.buildApp();
    const user = await ctx.registerUser();
    const token = await tokenOf(user.email, user.password);
    expect((await ctx.request({ app: other, method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(204);
    expect(await statusOf(token)).toBe(401);
  });

  it('answers 204 to a sign-out whose token has already ended, is bad, or is missing', async () => {
    const user = await ctx.registerUser();
    const token = await tokenOf(user.email, user.password);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await logout('not.a.token')).statusCode).toBe(204);
    expect((await logout()).statusCode).toBe(204);
  });

  it('a token’s session lasts as long as the token says', async () => {
    const user = await ctx.registerUser();
    const token = await tokenOf(user.email, user.password);
    const claims = decodeJwt(token);
    const session = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', String(claims.sid)).executeTakeFirstOrThrow();
    expect(session.user_id).toBe(user.id);
    expect(Math.floor(new Date(session.expires_at).getTime() / 1000)).toBe(claims.exp);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(ctx.config.jwtTtlHours * 3600);
  });

  it('a session whose time has passed lets nothing in, though its token were kept', async () => {
    const user = await ctx.registerUser();
    const token = await tokenOf(user.email, user.password);
    await ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', String(decodeJwt(token).sid)).execute();
    expect(await statusOf(token)).toBe(401);
  });

  it('the jobs runner sweeps expired sessions, at most once an interval, and keeps the live ones', async () => {
    const user = await ctx.registerUser();
    const live = String(decodeJwt(user.token).sid);
    const expire = async (sid: string, at: Date) => ctx.db.updateTable('sessions').set({ expires_at: at.toISOString() }).where('id', '=', sid).execute();
    const expired = String(decodeJwt(await tokenOf(user.email, user.password)).sid);
    const later = String(decodeJwt(await tokenOf(user.email, user.password)).sid);
    const now = new Date();
    await expire(expired, new Date(now.getTime() - 1000));
    const rowsOf = async () => (await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).map((row) => row.id).sort();
    // Signing in removes nothing.
    expect(await rowsOf()).toEqual([live, expired, later].sort());
    let clock = now;
    const sweep = sweepExpiredSessions(ctx.db, SESSION_SWEEP_MS, () => clock);
    // The round's own time is not the sweep's: a round run a day ahead ends no live session.
    await sweep(new Date(now.getTime() + 86_400_000));
    expect(await rowsOf()).toEqual([live, later].sort());
    await expire(later, new Date(now.getTime() + 1000));
    clock = new Date(now.getTime() + 2000);
    await sweep(clock);
    expect(await rowsOf()).toEqual([live, later].sort());
    clock = new Date(now.getTime() + SESSION_SWEEP_MS);
    await sweep(clock);
    expect(await rowsOf()).toEqual([live]);
  });

  it('the app’s jobs runner runs the sweep, by the clock rather than the round’s time', async () => {
    const user = await ctx.registerUser();
    const sid = String(decodeJwt(await tokenOf(user.email, user.password)).sid);
    const live = await tokenOf(user.email, user.password);
    await ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', sid).execute();
    await ctx.app.jobs.runDue(new Date(Date.now() + 30 * 86_400_000));
    expect(await ctx.db.selectFrom('sessions').select('id').where('id', '=', sid).executeTakeFirst()).toBeUndefined();
    expect(await statusOf(live)).toBe(200);
  });

  for (const kind of KINDS) {
    it(`${kind.name}: reactivating the account does not bring its old tokens back`, async () => {
      const admin = await accountOf(ctx, ROLES.admin);
      const body = kind.body();
      const created = await ctx.request({ method: 'POST', url: kind.itemPath, body, token: admin.token });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: number }>().id;
      const password = await signInPasswordOf(kind, body, ctx.smtp, (reset) => ctx.request({ method: 'POST', url: '/api/auth/reset-password', body: reset }));
      const token = await tokenOf(String(body.email), password);
      const put = (status: string) => ctx.request({ method: 'PUT', url: `${kind.itemPath}/${id}`, body: { ...body, password: '', status }, token: admin.token });
      expect((await put('Inactive')).statusCode).toBe(200);
      expect((await put('Active')).statusCode).toBe(200);
      expect(await statusOf(token)).toBe(401);
      // A new sign-in works, and an update that changes neither role nor status keeps it.
      const fresh = await tokenOf(String(body.email), password);
      expect((await put('Active')).statusCode).toBe(200);
      expect(await statusOf(fresh)).toBe(200);
    });
  }

  it('a change of role ends the account’s sessions; a change of name alone does not', async () => {
    const user = await ctx.registerUser();
    const token = await tokenOf(user.email, user.password);
    await updateUser(ctx.db, user.id, { firstname: 'Renamed' });
    expect(await statusOf(token)).toBe(200);
    await updateUser(ctx.db, user.id, { role: ROLES.organizer });
    expect(await statusOf(token)).toBe(401);
    const other = await ctx.buildApp();
    expect(await statusOf(token, other)).toBe(401);
  });

  it('a change of role written in SQL, outside the app, ends the account’s sessions, and putting it back does not revive them', async () => {
    // Every request reads the session: what is tested is the check itself, not when a process learns.
    const app = await ctx.buildApp({ REVOCATION_BOUND_MS: '0' });
    const user = await ctx.registerUser();
    const token = await tokenOf(user.email, user.password);
    const { role } = await ctx.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await statusOf(token, app)).toBe(200);
    await sql`UPDATE users SET role = ${ROLES.organizer} WHERE id = ${user.id}`.execute(ctx.db);
    expect(await statusOf(token, app)).toBe(401);
    await sql`UPDATE users SET role = ${role} WHERE id = ${user.id}`.execute(ctx.db);
    expect(await statusOf(token, app)).toBe(401);
    expect(await statusOf(await tokenOf(user.email, user.password), app)).toBe(200);
  });

  it('a change of status ends the account’s sessions on every process', async () => {
    const other = await ctx.buildApp();
    const user = await ctx.registerUser();
    const token = await tokenOf(user.email, user.password);
    await updateUser(ctx.db, user.id, { status: 'Inactive' });
    await updateUser(ctx.db, user.id, { status: 'Active' });
    expect(await statusOf(token)).toBe(401);
    expect(await statusOf(token, other)).toBe(401);
  });
}, { smtp: true });
