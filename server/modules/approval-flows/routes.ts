import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { approvalFlow, eventApprovalFlows, eventIdParam, eventReviewers, flowBody, requirementIdParam } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { eventFlows, type OnFlowSaved, removeEventFlow, reviewersOfEvent, removeRequirementFlow, setEventFlow, setRequirementFlow } from './service';

/** An event's approval flow, and a requirement's own that overrides it: read, set whole, remove; and the staff its stages may name. */
export const approvalFlowRoutes: FastifyPluginAsyncZod<{ onFlowSaved: OnFlowSaved }> = async (app, { onFlowSaved }) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['review'];
  const config = { permission: 'manageApprovalFlows' as const };

  app.get('/event/:id/approval-flow', { config, schema: { tags, params: eventIdParam, response: { 200: eventApprovalFlows, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    eventFlows(app.db, await actor(request), request.params.id),
  );

  app.get('/event/:id/reviewers', { config, schema: { tags, params: eventIdParam, response: { 200: eventReviewers, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    reviewersOfEvent(app.db, await actor(request), request.params.id),
  );

  app.put('/event/:id/approval-flow', { config, schema: { tags, params: eventIdParam, body: flowBody, response: { 200: approvalFlow, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    setEventFlow(app.db, onFlowSaved, await actor(request), request.params.id, request.body),
  );

  app.delete('/event/:id/approval-flow', { config, schema: { tags, params: eventIdParam, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    await removeEventFlow(app.db, await actor(request), request.params.id);
    return reply.code(204).send(null);
  });

  app.put('/requirement/:id/approval-flow', { config, schema: { tags, params: requirementIdParam, body: flowBody, response: { 200: approvalFlow, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    setRequirementFlow(app.db, onFlowSaved, await actor(request), request.params.id, request.body),
  );

  app.delete('/requirement/:id/approval-flow', { config, schema: { tags, params: requirementIdParam, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    await removeRequirementFlow(app.db, await actor(request), request.params.id);
    return reply.code(204).send(null);
  });
};
