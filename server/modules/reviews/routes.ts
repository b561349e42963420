import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestReviews, artworkReview, namedStanding, checklistItemParam, reopenBody, requirementIdParam, reviewBody, reviewQueue, reviewQueueQuery, reviewsList, reviewsQuery, tickBody, versionChecklist, versionIdParam } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { tickItem, versionChecklistOf } from './checklist-service';
import { versionStandingOf } from './flow-standing';
import { guestQueueOf } from './guest-reach';
import { listReviews, reopenRequirement, reviewQueueOf, reviewVersion } from './service';
import { STAGE_OVERDUE, stageOverdueJob, stageReminderPlanner } from './stage-reminders';

/** Reviewers' decisions on submitted artwork, their history, the queue of what waits, and reminders of overdue stages. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.handle(STAGE_OVERDUE, stageOverdueJob({ db: app.db }));
  app.jobs.plan(stageReminderPlanner(app.db));
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['review'];
  const review = { config: { permission: 'manageRequirements' as const } };
  /** Deciding, and ticking the checklist first: the event's reviewers, and a guest at its stages. */
  const decide = { config: { permission: 'decideArtwork' as const } };

  app.post(
    '/artwork/version/:id/review',
    { ...decide, schema: { tags, params: versionIdParam, body: reviewBody, response: { 201: artworkReview, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.code(201).send(await reviewVersion(app.db, { storage: app.storage, appUrl: app.config.appUrl }, await actor(request), request.params.id, request.body)),
  );

  app.get(
    '/artwork/version/:id/checklist',
    { ...decide, schema: { tags, params: versionIdParam, response: { 200: versionChecklist, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => versionChecklistOf(app.db, await actor(request), request.params.id),
  );

  app.get(
    '/artwork/version/:id/standing',
    { config: { permission: 'readApprovalStanding' }, schema: { tags, params: versionIdParam, response: { 200: namedStanding, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => versionStandingOf(app.db, await actor(request), request.params.id),
  );

  app.put(
    '/artwork/version/:id/checklist/:itemId',
    { ...decide, schema: { tags, params: checklistItemParam, body: tickBody, response: { 200: versionChecklist, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => tickItem(app.db, await actor(request), request.params.id, request.params.itemId, request.body),
  );

  app.post(
    '/requirement/:id/reopen',
    { ...review, schema: { tags, params: requirementIdParam, body: reopenBody, response: { 201: artworkReview, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.code(201).send(await reopenRequirement(app.db, await actor(request), request.params.id, request.body)),
  );

  app.get(
    '/requirement/:id/reviews',
    { config: { permission: 'readArtwork' }, schema: { tags, params: requirementIdParam, querystring: reviewsQuery, response: { 200: reviewsList, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ reviews: await listReviews(app.db, await actor(request), request.params.id, request.query.companyId) }),
  );

  app.get('/guest/reviews', { config: { permission: 'reviewAsGuest' }, schema: { tags, response: { 200: guestReviews, ...errorResponses(401, 403) } } }, async (request) =>
    guestQueueOf(app.db, await actor(request)),
  );

  app.get('/review-queue', { ...review, schema: { tags, querystring: reviewQueueQuery, response: { 200: reviewQueue, ...errorResponses(400, 401, 403) } } }, async (request) => ({
    items: await reviewQueueOf(app.db, await actor(request), request.query.eventId),
  }));

};
