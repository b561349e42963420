import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { getDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { config: { permission: 'viewDashboard' }, schema: { tags: ['dashboard'], response: { 200: dashboard, ...errorResponses(401, 403) } } },
    async (request) => getDashboard(app.db, await actorOf(app.db, currentUser(request))),
  );
};
