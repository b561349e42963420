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
    expect(Object.keys(claims).sort()).toEqual(['email', 'exp', 'firstname', 'id', 'lastname', 'role', 'sid', 'tv']);
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
    const guess = (email: string, ip: string) => login({ email, password: 'wrong password' }, ip);
    /** Three wrong passwords from each of `addresses`: more than the account's limit from clients that each stay within theirs. */
    const guessFrom = async (email: string, addresses: string[]) => {
      for (const ip of addresses) expect((await guess(email, ip)).statusCode).toBe(401);
    };

    it('answers 429 with minutes left and Retry-After after 3 failures from one client, even for the right password', async () => {
      const user = await ctx.registerUser();
      const ip = '10.1.0.1';
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await guess(user.email, ip)).statusCode).toBe(401);
      const blocked = await login({ email: user.email.toUpperCase(), password: user.password }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts(15) });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('lets the owner in from a client that has not failed, after guessing from many addresses', async () => {
      const admin = await ctx.registerUser();
      await ctx.db.updateTable('users').set({ role: ROLES.admin }).where('id', '=', admin.id).execute();
      await guessFrom(admin.email, Array.from({ length: 10 }, (_, index) => `10.7.0.${index}`));
      const owner = await login({ email: admin.email, password: admin.password }, '10.7.1.1');
      expect(owner.statusCode).toBe(200);
      expect((await ctx.request({ url: '/api/user/profile', token: owner.json().token })).json().user.role).toBe(ROLES.admin);
    });

    it('keeps guessing slow while the account is guessed at: one try per address, none more', async () => {
      const user = await ctx.registerUser();
      const attackers = ['10.8.0.1', '10.8.0.2', '10.8.0.3', '10.8.0.4'];
      await guessFrom(user.email, attackers);
      // The account is over its limit: an address that failed on it gets no further try, right or wrong.
      for (const ip of attackers) expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(429);
      // A new address gets one try; a burst from it, only one.
      const burst = await Promise.all(Array.from({ length: 5 }, () => guess(user.email, '10.8.1.1')));
      expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
      expect((await login({ email: user.email, password: user.password }, '10.8.1.1')).statusCode).toBe(429);
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

    it('counts an IPv6 client by its /64', async () => {
      const user = await ctx.registerUser();
      await guessFrom(user.email, ['2001:db8:1:2::a', '2001:db8:1:2:0:0:0:b', '2001:DB8:1:2::c']);
      expect((await login({ email: user.email, password: user.password }, '2001:db8:1:2::d')).statusCode).toBe(429);
      expect((await login({ email: user.email, password: user.password }, '2001:db8:1:3::1')).statusCode).toBe(200);
    });

    it('starts the client afresh after its own successful sign-in', async () => {
      const user = await ctx.registerUser();
      const ip = '10.3.0.1';
      expect((await guess(user.email, ip)).statusCode).toBe(401);
      expect((await guess(user.email, ip)).statusCode).toBe(401);
      expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await guess(user.email, ip)).statusCode).toBe(401);
      expect((await guess(user.email, ip)).statusCode).toBe(429);
    });

    it('shares the counters between two app processes', async () => {
      const other = await ctx.buildApp({ LOGIN_MAX_ATTEMPTS: '3' });
      const user = await ctx.registerUser();
      const ip = '10.4.0.1';
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await guess(user.email, ip)).statusCode).toBe(401);
      const response = await ctx.request({ app: other, method: 'POST', url: '/api/auth/login', body: { email: user.email, password: user.password }, ip });
      expect(response.statusCode).toBe(429);
    });

    it('holds the limit under a burst of parallel attempts from one client', async () => {
      const user = await ctx.registerUser();
      const burst = await Promise.all(Array.from({ length: 8 }, () => guess(user.email, '10.5.0.1')));
      const statuses = burst.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });

    it('opens again once the window has passed', async () => {
      const user = await ctx.registerUser();
      const ip = '10.6.0.1';
      for (let attempt = 1; attempt <= 4; attempt += 1) await guess(user.email, ip);
      expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(429);
      const longAgo = new Date(Date.now() - 16 * 60_000).toISOString();
      await ctx.db.updateTable('login_attempts').set({ window_started_at: longAgo }).execute();
      expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
    });
  },
  { env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15' } },
);
