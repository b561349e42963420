import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';

describeOnEachDatabase('health', (ctx) => {
  it('answers without a token and without counting against the rate limit', async () => {
    const app = await ctx.buildApp({ RATE_LIMIT_MAX: '1' });
    for (let round = 0; round < 3; round += 1) {
      const response = await ctx.request({ app, url: '/api/health', ip: '10.9.9.9' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    // The same address is limited elsewhere.
    expect((await ctx.request({ app, url: '/api/docs', ip: '10.9.9.9' })).statusCode).toBe(200);
    expect((await ctx.request({ app, url: '/api/docs', ip: '10.9.9.9' })).statusCode).toBe(429);
  });
});
