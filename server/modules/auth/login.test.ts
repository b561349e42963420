import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it, vi } from 'vitest';
import { MESSAGES, ROLES } from '../../../src/api/contract';
import { verifyAgainstDummy } from '../../lib/password';
import { describeOnEachDatabase } from '../../test/harness';

// The real function, watched: an unknown email must still pay for a full argon2 check.
vi.mock('../../lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/password')>();
  return { ...real, verifyAgainstDummy: vi.fn(real.verifyAgainstDummy) };
});

describeOnEachDatabase('POST /api/auth/login', (ctx) => {
  const login = (body: unknown, ip?: string) => ctx.request({ method: 'POST', url: '/api/auth/login', body, ip });

  it('answers a token with exactly the session claims', async () => {
    const user = await ctx.registerUser({ firstname: 'Bea', lastname: 'Moss' });
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const token: string = response.json().token;
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['email', 'exp', 'firstname', 'id', 'lastname', 'role', 'tv']);
    expect(claims).toMatchObject({ id: user.id, firstname: 'Bea', lastname: 'Moss', email: user.email, role: ROLES.user, tv: 0 });
    const hoursLeft = (claims.exp! * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(7.9);
    expect(hoursLeft).toBeLessThanOrEqual(8);
  });

  it('compares the email without regard to case or surrounding spaces', async () => {
    const user = await ctx.registerUser();
    const response = await login({ email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike, and checks a hash for both', async () => {
    const user = await ctx.registerUser();
    const wrong = await login({ email: user.email, password: 'not the password' });
    vi.mocked(verifyAgainstDummy).mockClear();
    const unknown = await login({ email: ctx.uniqueEmail('nobody'), password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
    // bench/login-timing.mjs measures that both answers take about the same time.
    expect(verifyAgainstDummy).toHaveBeenCalledWith('not the password');
  });

  it('answers "Both fields are required." when both are empty', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.bothRequired);
    expect((await login({})).json().message).toBe(MESSAGES.bothRequired);
  });

  it('refuses an inactive account with 403, but only after the right password', async () => {
    const user = await ctx.registerUser();
    await ctx.db.updateTable('users').set({ status: 'Inactive' }).where('id', '=', user.id).execute();
    const right = await login({ email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: MESSAGES.accountInactive });
    const wrong = await login({ email: user.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials });
  });
});

describeOnEachDatabase(
  'sign-in limits',
  (ctx) => {
    const login = (body: unknown, ip?: string) => ctx.request({ method: 'POST', url: '/api/auth/login', body, ip });

    it('answers 429 with minutes left and Retry-After after 3 failures on one account, even for the right password', async () => {
      const user = await ctx.registerUser();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await login({ email: user.email, password: 'wrong password' }, `10.1.0.${attempt}`)).statusCode).toBe(401);
      }
      const blocked = await login({ email: user.email.toUpperCase(), password: user.password }, '10.1.0.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts(15) });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('counts failures per address across accounts', async () => {
      const ip = '10.2.0.1';
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await login({ email: ctx.uniqueEmail('probe'), password: 'wrong password' }, ip)).statusCode).toBe(401);
      }
      const user = await ctx.registerUser();
      expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(429);
      expect((await login({ email: user.email, password: user.password }, '10.2.0.2')).statusCode).toBe(200);
    });

    it('starts the account afresh after a successful sign-in', async () => {
      const user = await ctx.registerUser();
      const fail = () => login({ email: user.email, password: 'wrong password' });
      expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(401);
      expect((await login({ email: user.email, password: user.password }, '10.3.0.1')).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(429);
    });

    it('shares the counters between two app processes', async () => {
      const other = await ctx.buildApp({ LOGIN_MAX_ATTEMPTS: '3' });
      const user = await ctx.registerUser();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await login({ email: user.email, password: 'wrong password' }, `10.4.0.${attempt}`)).statusCode).toBe(401);
      }
      const response = await ctx.request({ app: other, method: 'POST', url: '/api/auth/login', body: { email: user.email, password: user.password } });
      expect(response.statusCode).toBe(429);
    });

    it('holds the limit under a burst of parallel attempts', async () => {
      const user = await ctx.registerUser();
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, index) => login({ email: user.email, password: 'wrong password' }, `10.5.0.${index}`)),
      );
      const statuses = burst.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });

    it('opens again once the window has passed', async () => {
      const user = await ctx.registerUser();
      for (let attempt = 1; attempt <= 4; attempt += 1) await login({ email: user.email, password: 'wrong password' }, `10.6.0.${attempt}`);
      expect((await login({ email: user.email, password: user.password }, '10.6.0.9')).statusCode).toBe(429);
      const longAgo = new Date(Date.now() - 16 * 60_000).toISOString();
      await ctx.db.updateTable('login_attempts').set({ window_started_at: longAgo }).where('key', '=', `login:account:${user.email.toLowerCase()}`).execute();
      expect((await login({ email: user.email, password: user.password }, '10.6.0.9')).statusCode).toBe(200);
    });
  },
  { env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15' } },
);
