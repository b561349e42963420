import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UPLOAD_METADATA, UPLOADS_PATH } from '../../src/api/contract';
import { createRequirement, eventWithExhibitors } from '../test/artwork';
import { type Cast, castOf } from '../test/accounts';
import { describeOnEachDatabase } from '../test/harness';
import { sweepRateLimits } from './rate-limit-store';

describeOnEachDatabase('rate limits across app processes', (ctx) => {
  const LIMIT = 5;
  type App = Awaited<ReturnType<typeof ctx.buildApp>>;
  const get = (app: App, ip: string) => ctx.request({ app, url: '/api/docs', ip });
  const rows = async () => (await ctx.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
  /** Two processes behind one proxy: each allows its part of the limit. */
  const twoProcesses = async (env: Record<string, string> = {}) =>
    Promise.all([1, 2].map(() => ctx.buildApp({ RATE_LIMIT_MAX: String(LIMIT * 2), APP_PROCESSES: '2', ...env })));

  it('counts the general limit in memory: two processes, each with its part, allow the whole limit, and no request writes', async () => {
    const [one, two] = await twoProcesses();
    const ip = '10.210.0.1';
    const before = await rows();
    const statuses: number[] = [];
    for (let request = 0; request < LIMIT * 2; request += 1) statuses.push((await get(request % 2 === 0 ? one! : two!, ip)).statusCode);
    expect(statuses).toEqual(Array(LIMIT * 2).fill(200));
    for (const app of [one!, two!]) {
      const limited = await get(app, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own count.
    expect((await get(two!, '10.210.0.2')).statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });

  it('lets one process allow only its part, and counts parallel requests exactly', async () => {
    const [one] = await twoProcesses();
    const statuses = await Promise.all(Array.from({ length: LIMIT * 3 }, () => get(one!, '10.210.0.3').then((response) => response.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT * 2);
  });

  describe('limits that are one count for every process', () => {
    let cast: Cast;
    let requirementId: number;
    beforeAll(async () => {
      cast = await castOf(ctx);
      const event = await eventWithExhibitors(ctx, cast, 'Limits Fair');
      requirementId = (await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Banner', widthMm: 300, heightMm: 200, minDpi: 100 })).id;
    });
    const begin = (app: App) =>
      ctx.request({
        app,
        method: 'POST',
        url: UPLOADS_PATH,
        token: cast.company.token,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-metadata': `${UPLOAD_METADATA.requirementId} ${Buffer.from(String(requirementId)).toString('base64')},${UPLOAD_METADATA.filename} ${Buffer.from('banner.png').toString('base64')}`,
        },
      });

    it('holds the uploads an account may begin across two processes, in the database, and starts over once the window ends', async () => {
      const [one, two] = await twoProcesses({ UPLOAD_CREATIONS_PER_MINUTE: '2' });
      expect((await begin(one!)).statusCode).toBe(201);
      expect((await begin(two!)).statusCode).toBe(201);
      for (const app of [one!, two!]) {
        const limited = await begin(app);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      const key = (await rows()).find((row) => row.endsWith(`upload-creation:${cast.company.userId}`));
      expect(key).toBeDefined();
      // The window ends (moved into the past rather than waited for): a new one begins, and ended ones are swept.
      await ctx.db.updateTable('rate_limits').set({ window_ends_at: Date.now() - 1 }).where('key', '=', key!).execute();
      expect((await begin(two!)).statusCode).toBe(201);
      await ctx.db.updateTable('rate_limits').set({ window_ends_at: Date.now() - 1 }).where('key', '=', key!).execute();
      await sweepRateLimits(ctx.db);
      expect(await rows()).not.toContain(key);
    });

    it('holds the sign-ups of an address across two processes', async () => {
      const [one, two] = await twoProcesses({ REGISTER_MAX_PER_WINDOW: '2' });
      const ip = '10.210.0.5';
      const register = (app: App) =>
        ctx.request({ app, method: 'POST', url: '/api/auth/register', body: { firstname: 'Ann', lastname: 'Lee', email: ctx.uniqueEmail(), password: 'long enough', role: 'user' }, ip });
      expect((await register(one!)).statusCode).toBe(202);
      expect((await register(two!)).statusCode).toBe(202);
      for (const app of [one!, two!]) expect((await register(app)).statusCode).toBe(429);
    });
  });
});
