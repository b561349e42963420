import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

/**
 * GET /api/health: the process is up and answering (for load balancers, container health checks
 * and the benchmark of the API's cheapest route). It reads nothing.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { public: true, rateLimit: false }, schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
};
