import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addExhibitorBody,
  EVENT_TEXTS,
  eventExhibitor,
  eventExhibitorParam,
  eventExhibitorsPage,
  eventIdParam,
  exhibitorAdded,
  importReport,
  importRequest,
  listQuery,
  messageBody,
  updateExhibitorBody,
} from '../../../src/api/contract';
import * as z from 'zod/mini';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from './actor';
import { addExhibitor, listExhibitors, removeExhibitor, updateExhibitor } from './exhibitors';
import { importExhibitors } from './import';

/** Room for the largest CSV the contract admits, as JSON. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const pageQuery = z.object({ page: listQuery.shape.page, limit: listQuery.shape.limit });

export const exhibitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['events'];

  app.get(
    '/event/:id/exhibitors',
    {
      config: { permission: 'manageEvents' },
      schema: { tags, params: eventIdParam, querystring: pageQuery, response: { 200: eventExhibitorsPage, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => listExhibitors(app.db, await actor(request), request.params.id, request.query.page, request.query.limit),
  );

  app.post(
    '/event/:id/exhibitor',
    {
      config: { permission: 'manageEvents' },
      schema: { tags, params: eventIdParam, body: addExhibitorBody, response: { 201: exhibitorAdded, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      return reply.code(201).send(await addExhibitor(app.db, await actor(request), request.params.id, request.body));
    },
  );

  app.put(
    '/event/:id/exhibitor/:companyId',
    {
      config: { permission: 'manageEvents' },
      schema: { tags, params: eventExhibitorParam, body: updateExhibitorBody, response: { 200: eventExhibitor, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => updateExhibitor(app.db, await actor(request), request.params.id, request.params.companyId, request.body),
  );

  app.delete(
    '/event/:id/exhibitor/:companyId',
    { config: { permission: 'manageEvents' }, schema: { tags, params: eventExhibitorParam, response: { 200: messageBody, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await removeExhibitor(app.db, await actor(request), request.params.id, request.params.companyId);
      return { message: EVENT_TEXTS.exhibitorRemoved };
    },
  );

  app.post(
    '/event/:id/exhibitors/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { permission: 'manageEvents' },
      schema: { tags, params: eventIdParam, body: importRequest, response: { 200: importReport, ...errorResponses(400, 401, 403, 404, 413) } },
    },
    async (request) => importExhibitors(app.db, await actor(request), request.params.id, request.body),
  );
};
