import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_TEXTS, event, eventBody, eventDeleted, eventIdParam, eventRangeQuery, eventsList } from '../../../src/api/contract';
import { translate } from '../../../src/api/contract/i18n/translate';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { carryOut } from '../../storage/file-removals';
import { actorOf } from './actor';
import { exhibitorRoutes } from './exhibitor-routes';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './service';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['events'];

  app.get(
    '/events',
    { config: { permission: 'listEvents' }, schema: { tags, querystring: eventRangeQuery, response: { 200: eventsList, ...errorResponses(400, 401, 403) } } },
    async (request) => ({ events: await listEvents(app.db, await actor(request), request.query) }),
  );

  app.get(
    '/event/:id',
    { config: { permission: 'readEvent' }, schema: { tags, params: eventIdParam, response: { 200: event, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getEvent(app.db, await actor(request), request.params.id),
  );

  app.post(
    '/event',
    { config: { permission: 'manageEvents' }, schema: { tags, body: eventBody, response: { 201: event, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => reply.code(201).send(await createEvent(app.db, await actor(request), request.body)),
  );

  app.put(
    '/event/:id',
    {
      config: { permission: 'manageEvents' },
      schema: { tags, params: eventIdParam, body: eventBody, response: { 200: event, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => updateEvent(app.db, await actor(request), request.params.id, request.body),
  );

  app.delete(
    '/event/:id',
    { config: { permission: 'manageEvents' }, schema: { tags, params: eventIdParam, response: { 200: eventDeleted, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const { links: exhibitorLinksRemoved, removal } = await deleteEvent(app.db, await actor(request), request.params.id);
      await carryOut(app.db, app.storage, removal, request.log);
      return { message: translate('en', EVENT_TEXTS.deletedWithLinks, { count: exhibitorLinksRemoved }), exhibitorLinksRemoved };
    },
  );

  await app.register(exhibitorRoutes);
};
