import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResults } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { search } from './service';

/** GET /api/search?q=&limit=: Ctrl/Cmd+K. Every role may search; each finds only what it may open. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { config: { permission: 'search' }, schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResults, ...errorResponses(400, 401, 403) } } },
    async (request) => search(app.db, await actorOf(app.db, currentUser(request)), request.query),
  );
};
