import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventIdParam, guestGrant, guestGrantParams, guestGrants } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { guestsOfEvent, revokeGuest } from './service';

/** An event's guest reviewers, for its staff: listed, and revoked. */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['review'];
  const manage = { config: { permission: 'manageGuests' as const } };

  app.get('/event/:id/guests', { ...manage, schema: { tags, params: eventIdParam, response: { 200: guestGrants, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    guestsOfEvent(app.db, await actor(request), request.params.id),
  );

  app.delete('/event/:id/guest/:grantId', { ...manage, schema: { tags, params: guestGrantParams, response: { 200: guestGrant, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request) =>
    revokeGuest(app.db, await actor(request), request.params.id, request.params.grantId),
  );
};
