import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { eventIdParam, extension, extensionBody, extensionParam, remindBody, remindResult } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { extendDeadline, removeExtension } from './extensions-service';
import { DEADLINE_REMINDER, deadlineReminderJob, MANUAL_REMINDER, manualReminderJob, planDeadlineReminders, type ReminderDeps } from './reminders';
import { remindExhibitors } from './remind-service';

/**
 * Deadlines: reminders on demand, one company's extension, and the reminders before each deadline
 * that the job runner sends.
 */
export const deadlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['review'];
  const config = { permission: 'manageRequirements' as const };

  const deps: ReminderDeps = { db: app.db };
  app.jobs.handle(DEADLINE_REMINDER, deadlineReminderJob(deps));
  app.jobs.handle(MANUAL_REMINDER, manualReminderJob(deps));
  app.jobs.plan((now) => planDeadlineReminders(app.db, now));

  app.post(
    '/event/:id/remind',
    { config, schema: { tags, params: eventIdParam, body: remindBody, response: { 200: remindResult, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const result = await remindExhibitors(app.db, await actor(request), request.params.id, request.body);
      app.jobs.kick();
      return result;
    },
  );

  app.put(
    '/requirement/:id/extension/:companyId',
    { config, schema: { tags, params: extensionParam, body: extensionBody, response: { 200: extension, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => extendDeadline(app.db, await actor(request), request.params.id, request.params.companyId, request.body),
  );

  app.delete(
    '/requirement/:id/extension/:companyId',
    { config, schema: { tags, params: extensionParam, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await removeExtension(app.db, await actor(request), request.params.id, request.params.companyId);
      return reply.code(204).send(null);
    },
  );
};
