import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { MESSAGES } from '../../src/api/contract';
import type { MemoryCount } from '../lib/rate-limit-store';
import { appPlugin } from './app-plugin';

export interface GeneralRateLimitOptions {
  /** Requests an address may make in a window, in this process. */
  max: number;
  /** The window, in milliseconds. */
  timeWindow: number;
  count: MemoryCount;
}

/**
 * An address's key: an IPv4 address as it is; an IPv6 one as its /64, an IPv4 address mapped into
 * IPv6 as the IPv4 address (what @fastify/rate-limit does, which the other limits use).
 */
const keyOf = (ip: string) => (ip.includes(':') ? normalizeIP(ip) : ip);

/**
 * The general rate limit: every route but those that say `config: { rateLimit: false }` counts
 * each address's requests in this process's memory, in fixed windows, and answers 429 past `max`
 * with `retry-after`. Answers carry the count as @fastify/rate-limit's headers say it.
 *
 * It is a plain hook that answers at once: the count is in memory, so the request waits on no
 * promise, builds no route-options object and writes nothing (through @fastify/rate-limit's
 * general hook, this cost a signed-in request about a fifth of its CPU). The
 * limits that must be one count for every process keep @fastify/rate-limit and the shared store.
 */
export const generalRateLimitPlugin: FastifyPluginAsync<GeneralRateLimitOptions> = appPlugin('general-rate-limit', async (app, { max, timeWindow, count }) => {
  const limit = String(max);
  const hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const { current, ttl } = count.hit(keyOf(request.ip), timeWindow);
    const reset = Math.ceil(ttl / 1000);
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-remaining', String(Math.max(0, max - current)));
    reply.header('x-ratelimit-reset', String(reset));
    if (current <= max) return done();
    reply.header('retry-after', String(reset));
    done(Object.assign(new Error(MESSAGES.tooManyRequests), { statusCode: 429 }));
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === false) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
});
