import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { artworkVersion, nameForFormat, requirementIdParam, submitBody, versionCheck, versionIdParam, versionsList, versionsQuery, versionSubject } from '../../../src/api/contract';
import { sendAsAttachment } from '../../lib/attachment';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import type { ArtworkRoutesOptions } from './artwork-lock';
import type { OnSubmitted } from './on-submitted';
import { SUBMISSION_DIGEST, submissionDigestJob } from './submission-digest';
import { checkJob } from './check-job';
import { PREFLIGHT_CHECK } from './check-repository';
import { checkOf, getVersion, listVersions, readableVersion, recheckVersion, subjectOf, submitVersion } from './versions-service';

/**
 * Stored artwork: each version's facts, file and thumbnail, a requirement's history, and
 * submitting, which the organisers hear of in their digest of new submissions.
 */
export const versionRoutes: FastifyPluginAsyncZod<ArtworkRoutesOptions & { onSubmitted: OnSubmitted }> = async (app, hooks) => {
  app.jobs.handle(SUBMISSION_DIGEST, submissionDigestJob({ db: app.db }));
  app.jobs.handle(PREFLIGHT_CHECK, checkJob(app.db, app.storage), { maxAttempts: 3 });
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['artwork'];
  const read = { config: { permission: 'readArtwork' as const } };

  app.get('/artwork/version/:id', { ...read, schema: { tags, params: versionIdParam, response: { 200: artworkVersion, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    getVersion(app.db, await actor(request), request.params.id),
  );

  app.get('/artwork/version/:id/subject', { ...read, schema: { tags, params: versionIdParam, response: { 200: versionSubject, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    subjectOf(app.db, await actor(request), request.params.id),
  );

  // The file check's progress, page by page, which the company's screen follows while it runs.
  app.get('/artwork/version/:id/check', { ...read, schema: { tags, params: versionIdParam, response: { 200: versionCheck, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    checkOf(app.db, await actor(request), request.params.id),
  );

  app.post(
    '/artwork/version/:id/recheck',
    { config: { permission: 'recheckArtwork' }, schema: { tags, params: versionIdParam, response: { 202: versionCheck, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const check = await recheckVersion(app.db, await actor(request), request.params.id);
      app.jobs.kick(PREFLIGHT_CHECK);
      return reply.code(202).send(check);
    },
  );

  app.get('/artwork/version/:id/file', { ...read, schema: { tags, params: versionIdParam, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    const row = await readableVersion(app.db, await actor(request), request.params.id);
    const body = await app.storage.open(row.storage_key);
    return sendAsAttachment(reply, nameForFormat(row.original_name, row.format), row.mime).send(body);
  });

  app.get('/artwork/version/:id/thumbnail', { ...read, schema: { tags, params: versionIdParam, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    const row = await readableVersion(app.db, await actor(request), request.params.id);
    if (!row.thumbnail_key) throw new AppError('notFound');
    const body = await app.storage.open(row.thumbnail_key);
    // Made by the server from the stored bytes, and never changed: kept by the browser.
    return reply
      .type('image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(body);
  });

  app.get(
    '/requirement/:id/versions',
    { ...read, schema: { tags, params: requirementIdParam, querystring: versionsQuery, response: { 200: versionsList, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ versions: await listVersions(app.db, await actor(request), request.params.id, request.query.companyId) }),
  );

  app.post(
    '/artwork/version/:id/submit',
    { config: { permission: 'uploadArtwork' }, schema: { tags, params: versionIdParam, body: submitBody, response: { 200: artworkVersion, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const version = await submitVersion(app.db, hooks, await actor(request), request.params.id, request.body);
      // The organisers' digest of new submissions and the first stage's email were queued with it.
      app.jobs.kick();
      return version;
    },
  );
};
