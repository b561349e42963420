import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { checklist, eventIdParam, matrix, matrixExportQuery, matrixQuery, MATRIX_TEXTS } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { csvLine } from '../../../src/api/contract/csv';
import { actorOf, changeableEvent } from '../events/actor';
import { checklistOf } from './checklist';
import { filteredRows, matrixPage, matrixRows } from './matrix';

/**
 * The completeness matrix of an event, a page at a time or every filtered row as CSV; and a
 * company's own row of it across its events, its checklist.
 */
export const matrixRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['review'];
  const config = { permission: 'manageRequirements' as const };
  const eventOf = async (request: Parameters<typeof currentUser>[0], id: number) => changeableEvent(app.db, await actorOf(app.db, currentUser(request)), id);

  app.get('/event/:id/matrix', { config, schema: { tags, params: eventIdParam, querystring: matrixQuery, response: { 200: matrix, ...errorResponses(400, 401, 403, 404) } } }, async (request) => {
    const event = await eventOf(request, request.params.id);
    return matrixPage(app.db, event.id, request.query);
  });

  app.get(
    '/event/:id/matrix.csv',
    { config, schema: { tags, params: eventIdParam, querystring: matrixExportQuery, response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const event = await eventOf(request, request.params.id);
      const { requirements, rows } = await matrixRows(app.db, event.id);
      const lines = [csvLine([MATRIX_TEXTS.exhibitor, 'Booth', 'Email', ...requirements.map((requirement) => requirement.name)])];
      for (const row of filteredRows(rows, request.query.filter, request.query.search)) {
        lines.push(csvLine([row.company.name, row.company.booth, row.company.email, ...row.cells.map((cell) => cell.status ?? MATRIX_TEXTS.notApplicable)]));
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="artwork-${event.id}-${request.query.filter}-${day}.csv"`).send(lines.join(''));
    },
  );

  app.get('/artwork/checklist', { config: { permission: 'uploadArtwork' }, schema: { tags: ['artwork'], response: { 200: checklist, ...errorResponses(401, 403) } } }, async (request) =>
    checklistOf(app.db, (await actorOf(app.db, currentUser(request))).companyId ?? 0),
  );
};
