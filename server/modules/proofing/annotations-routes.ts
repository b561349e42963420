import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annotation, ANNOTATION_MEDIA_TYPE, annotationChange, annotationInput, annotationPage, annotationParams, replyInput, versionIdParam } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { changeAnnotation, createAnnotation, listAnnotations, replyToAnnotation, resolveAnnotation } from './annotations-service';

/**
 * A version's annotations as W3C Web Annotations (JSON-LD): listed with those carried from earlier
 * versions, placed, moved, replied to, resolved and reopened.
 */
export const annotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const { appUrl } = app.config;
  const tags = ['proofing'];
  const annotate = { config: { permission: 'annotateArtwork' as const } };
  const resolve = { config: { permission: 'resolveAnnotations' as const } };
  const one = '/artwork/version/:id/annotation/:annotationId';
  // Served as the Web Annotation Protocol serves them: JSON-LD with the annotation profile.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode < 300) reply.type(ANNOTATION_MEDIA_TYPE);
  });

  app.get('/artwork/version/:id/annotations', { ...annotate, schema: { tags, params: versionIdParam, response: { 200: annotationPage, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    listAnnotations(app.db, appUrl, await actor(request), request.params.id),
  );

  app.post(
    '/artwork/version/:id/annotation',
    { ...annotate, schema: { tags, params: versionIdParam, body: annotationInput, response: { 201: annotation, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.code(201).send(await createAnnotation(app.db, appUrl, await actor(request), request.params.id, request.body)),
  );

  app.patch(one, { ...annotate, schema: { tags, params: annotationParams, body: annotationChange, response: { 200: annotation, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request) =>
    changeAnnotation(app.db, appUrl, await actor(request), request.params.id, request.params.annotationId, request.body),
  );

  app.post(`${one}/reply`, { ...annotate, schema: { tags, params: annotationParams, body: replyInput, response: { 201: annotation, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request, reply) =>
    reply.code(201).send(await replyToAnnotation(app.db, appUrl, await actor(request), request.params.id, request.params.annotationId, request.body.value)),
  );

  for (const [action, resolved] of [['resolve', true], ['reopen', false]] as const) {
    app.post(`${one}/${action}`, { ...resolve, schema: { tags, params: annotationParams, response: { 200: annotation, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request) =>
      resolveAnnotation(app.db, appUrl, await actor(request), request.params.id, request.params.annotationId, resolved),
    );
  }
};
