import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DIFFERENCE_TEXTS, differenceSet, maskTileParams, tilePageParams, versionIdParam } from '../../../src/api/contract';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { MAKE_DIFFERENCE, makeDifferenceJob, planDifferences, remakeDifference, sweepDifferences } from './difference-job';
import { differenceOf, differencePageOf, maskDziOf, maskKeyOf } from './differences-service';
import { isMissingFile } from '../../storage/storage';

/** Made from the stored tiles and never changed: kept by the browser. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * What changed on a version since the one before: found by the jobs runner once both have their
 * tiles, its masks served page by page as Deep Zoom, with the same access as the version's file.
 */
export const differenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['proofing'];
  const read = { config: { permission: 'readArtwork' as const } };
  app.jobs.handle(MAKE_DIFFERENCE, makeDifferenceJob(app.db, app.storage), { maxAttempts: 3 });
  app.jobs.plan(planDifferences(app.db));
  app.jobs.plan(sweepDifferences(app.db));

  app.get('/artwork/version/:id/difference', { ...read, schema: { tags, params: versionIdParam, response: { 200: differenceSet, ...errorResponses(400, 401, 403, 404) } } }, async (request) => {
    const { queued, ...set } = await differenceOf(app.db, app.config.appUrl, await actor(request), request.params.id);
    if (queued) app.jobs.kick(MAKE_DIFFERENCE);
    return set;
  });

  app.get('/artwork/version/:id/page/:page/difference.dzi', { ...read, schema: { tags, params: tilePageParams, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    const row = await differencePageOf(app.db, await actor(request), request.params.id, request.params.page);
    return reply.type('application/xml').header('cache-control', IMMUTABLE).send(maskDziOf(row));
  });

  app.get('/artwork/version/:id/page/:page/difference_files/:level/:tile', { ...read, schema: { tags, params: maskTileParams, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    const { id, page, level, tile } = request.params;
    const body = await app.storage.open(await maskKeyOf(app.db, await actor(request), id, page, level, tile)).catch(async (error: unknown) => {
      if (!isMissingFile(error)) throw error;
      // Masks are derived and left out of backups: after a restore they are found again.
      await remakeDifference(app.db, id);
      app.jobs.kick(MAKE_DIFFERENCE);
      throw new AppError('notFound', { message: DIFFERENCE_TEXTS.notFound });
    });
    return reply.type('image/png').header('x-content-type-options', 'nosniff').header('cache-control', IMMUTABLE).send(body);
  });
};
