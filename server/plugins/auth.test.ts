import { decodeJwt, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { MESSAGES, ROLES } from '../../src/api/contract';
import { describeOnEachDatabase } from '../test/harness';

const PROFILE = '/api/user/profile';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeOnEachDatabase('the /api auth hook', (ctx) => {
  const profile = (token?: string, headers?: Record<string, string>) => ctx.request({ url: PROFILE, token, headers });
  const claimsOf = (user: { id: number; email: string; token: string }, extra: object = {}) => ({
    id: user.id,
    firstname: 'Ann',
    lastname: 'Lee',
    email: user.email,
    role: ROLES.user,
    tv: 0,
    sid: decodeJwt(user.token).sid,
    ...extra,
  });
  const sign = (claims: object, secret: string, alg = 'HS256', exp: string | number = '1h') =>
    new SignJWT({ ...claims }).setProtectedHeader({ alg }).setExpirationTime(exp).sign(new TextEncoder().encode(secret));

  const expectPleaseLogin = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.pleaseLogin });
  };

  it('lets a valid token through', async () => {
    const user = await ctx.registerUser();
    const response = await profile(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
  });

  it('refuses a request without a token, or with another scheme', async () => {
    const user = await ctx.registerUser();
    expectPleaseLogin(await profile());
    expectPleaseLogin(await profile(undefined, { authorization: `Basic ${user.token}` }));
    expectPleaseLogin(await profile('not.a.jwt'));
  });

  it('refuses a token signed with another secret', async () => {
    const user = await ctx.registerUser();
    expectPleaseLogin(await profile(await sign(claimsOf(user), 'another secret that is long enough to sign')));
    expect((await profile(await sign(claimsOf(user), ctx.config.jwtSecret))).statusCode).toBe(200);
  });

  it('refuses alg none and algorithms other than HS256', async () => {
    const user = await ctx.registerUser();
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claimsOf(user), exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    expectPleaseLogin(await profile(unsigned));
    expectPleaseLogin(await profile(await sign(claimsOf(user), ctx.config.jwtSecret, 'HS512')));
  });

  it('refuses an expired token', async () => {
    const user = await ctx.registerUser();
    expectPleaseLogin(await profile(await sign(claimsOf(user), ctx.config.jwtSecret, 'HS256', Math.floor(Date.now() / 1000) - 10)));
  });

  it('refuses a token without the contract claims', async () => {
    const user = await ctx.registerUser();
    const { tv: _tv, ...withoutVersion } = claimsOf(user);
    expectPleaseLogin(await profile(await sign(withoutVersion, ctx.config.jwtSecret)));
  });

  it('refuses a token whose version the account has moved past', async () => {
    const user = await ctx.registerUser();
    await ctx.db.updateTable('users').set({ token_version: 1 }).where('id', '=', user.id).execute();
    expectPleaseLogin(await profile(user.token));
  });

  it('refuses the token of a deleted or inactive user', async () => {
    const deleted = await ctx.registerUser();
    await ctx.db.deleteFrom('users').where('id', '=', deleted.id).execute();
    expectPleaseLogin(await profile(deleted.token));
    const inactive = await ctx.registerUser();
    await ctx.db.updateTable('users').set({ status: 'Inactive' }).where('id', '=', inactive.id).execute();
    expectPleaseLogin(await profile(inactive.token));
  });

  it('trusts the database, not the token, for the user: a token of another role is refused', async () => {
    const user = await ctx.registerUser();
    // The session check compares the role the token was signed with to the stored one.
    expectPleaseLogin(await profile(await sign(claimsOf(user, { role: ROLES.admin, firstname: 'Mallory' }), ctx.config.jwtSecret)));
    const renamed = await profile(await sign(claimsOf(user, { firstname: 'Mallory' }), ctx.config.jwtSecret));
    expect(renamed.json().user).toMatchObject({ role: ROLES.user, firstname: 'Ann' });
  });

  // A second app carrying test routes with each kind of declaration.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildApp();
    app.get('/api/test/owner-admins', { config: { permission: 'manageOwnerAdmins' } }, async () => ({ ok: true }));
    app.get('/api/test/undeclared', async () => ({ ok: true }));
    app.get('/api/test/public', { config: { public: true } }, async () => ({ ok: true }));
    await app.ready();
  });

  it('answers 403 to a role the permission does not admit, and lets the admitted one in', async () => {
    const user = await ctx.registerUser();
    const denied = await ctx.request({ app, url: '/api/test/owner-admins', token: user.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: MESSAGES.forbidden });
    await ctx.db.updateTable('users').set({ role: ROLES.admin }).where('id', '=', user.id).execute();
    // A change of role ends the session; signed in again, the admitted role is let in.
    expectPleaseLogin(await ctx.request({ app, url: '/api/test/owner-admins', token: user.token }));
    const signedIn = await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: user.password } });
    expect(signedIn.statusCode).toBe(200);
    expect((await ctx.request({ app, url: '/api/test/owner-admins', token: signedIn.json().token })).statusCode).toBe(200);
  });

  it('refuses a route that declares neither a permission nor public, even to an admin', async () => {
    const user = await ctx.registerUser();
    await ctx.db.updateTable('users').set({ role: ROLES.admin }).where('id', '=', user.id).execute();
    const response = await ctx.request({ app, url: '/api/test/undeclared', token: user.token });
    expect(response.statusCode).toBe(403);
    expect((await ctx.request({ app, url: '/api/test/public' })).statusCode).toBe(200);
  });
});
