import { expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract';
import { describeOnEachDatabase } from '../test/harness';
import { sweepRateLimits } from './rate-limit-store';

describeOnEachDatabase('the rate limit, counted in the database', (ctx) => {
  const LIMIT = 5;
  const get = (app: Awaited<ReturnType<typeof ctx.buildApp>>, ip: string) => ctx.request({ app, url: '/api/docs', ip });

  it('is one limit for every app process on the database: requests spent on either are refused by both', async () => {
    const one = await ctx.buildApp({ RATE_LIMIT_MAX: String(LIMIT) });
    const two = await ctx.buildApp({ RATE_LIMIT_MAX: String(LIMIT) });
    const ip = '10.210.0.1';
    const statuses: number[] = [];
    for (let request = 0; request < LIMIT; request += 1) statuses.push((await get(request % 2 === 0 ? one : two, ip)).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    for (const app of [one, two]) {
      const limited = await get(app, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own count.
    expect((await get(two, '10.210.0.2')).statusCode).toBe(200);
  });

  it('counts parallel requests exactly: none slips past the limit', async () => {
    const app = await ctx.buildApp({ RATE_LIMIT_MAX: String(LIMIT) });
    const statuses = await Promise.all(Array.from({ length: LIMIT * 3 }, () => get(app, '10.210.0.3').then((response) => response.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT * 2);
    const row = await ctx.db.selectFrom('rate_limits').select('count').where('key', '=', '10.210.0.3').executeTakeFirstOrThrow();
    expect(row.count).toBe(LIMIT * 3);
  });

  it('starts a new window once the last has ended, and sweeps ended windows away', async () => {
    const app = await ctx.buildApp({ RATE_LIMIT_MAX: '1' });
    const ip = '10.210.0.4';
    expect((await get(app, ip)).statusCode).toBe(200);
    expect((await get(app, ip)).statusCode).toBe(429);
    // The window ends (moved into the past rather than waited for).
    await ctx.db.updateTable('rate_limits').set({ window_ends_at: Date.now() - 1 }).where('key', '=', ip).execute();
    expect((await get(app, ip)).statusCode).toBe(200);
    expect((await ctx.db.selectFrom('rate_limits').select('count').where('key', '=', ip).executeTakeFirstOrThrow()).count).toBe(1);

    await ctx.db.updateTable('rate_limits').set({ window_ends_at: Date.now() - 1 }).where('key', '=', ip).execute();
    await sweepRateLimits(ctx.db);
    expect(await ctx.db.selectFrom('rate_limits').select('key').where('key', '=', ip).execute()).toEqual([]);
  });
});
