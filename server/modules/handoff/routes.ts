import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { downloadLink, eventIdParam } from '../../../src/api/contract';
import { sendAsAttachment } from '../../lib/attachment';
import { signDownloadTicket } from '../../lib/download-ticket';
import { errorResponses } from '../../lib/error-responses';
import { currentSession, currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/repository';
import { actorOf, changeableEvent } from '../events/actor';
import { handoffOf, handoffZip } from './handoff';

/**
 * GET /api/event/{id}/approved.zip: the printer's handoff of an event's approved artwork. The
 * screen asks POST …/approved.zip/link first (the same checks), then follows the link it answers,
 * so the browser streams the ZIP to disk however large.
 */
export const handoffRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'manageRequirements' as const };
  app.post(
    '/event/:id/approved.zip/link',
    { config, schema: { tags: ['review'], params: eventIdParam, response: { 200: downloadLink, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const user = currentUser(request);
      const event = await changeableEvent(app.db, await actorOf(app.db, user), request.params.id);
      const path = `/api/event/${event.id}/approved.zip`;
      return { url: `${path}?ticket=${encodeURIComponent(await signDownloadTicket(currentSession(request), path, app.config.jwtSecret))}` };
    },
  );

  app.get(
    '/event/:id/approved.zip',
    { config: { ...config, ticket: true }, schema: { tags: ['review'], params: eventIdParam, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const actor = await actorOf(app.db, currentUser(request));
      const event = await changeableEvent(app.db, actor, request.params.id);
      const entries = await handoffOf(app.db, event.id);
      await recordAudit(app.db, { actorId: actor.user.id, action: 'artwork.download', subjectType: 'event', subjectId: event.id });
      const day = new Date().toISOString().slice(0, 10);
      return sendAsAttachment(reply, `${event.name} approved artwork ${day}.zip`, 'application/zip').send(handoffZip(app.storage, entries));
    },
  );
};
