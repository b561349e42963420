import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { TILE_MESSAGES, tilePageParams, tileParams, tileSet, versionIdParam } from '../../../src/api/contract';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { MAKE_DIFFERENCE, queueDifferencesAfterTiles } from './difference-job';
import { MAKE_TILES, makeTilesJob, planTiles, remakeTiles, sweepTiles } from './tiles-job';
import { isMissingFile } from '../../storage/storage';
import { dziOf, tileKeyOf, tilePageOf, tileSetOf } from './tiles-service';

/** Made from the stored bytes and never changed: kept by the browser. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Deep-zoom tiles of a version, page by page: made by the jobs runner once the version is stored
 * (and for versions stored before), served with the same access as the version's file.
 */
export const tileRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['proofing'];
  const read = { config: { permission: 'readArtwork' as const } };
  app.jobs.handle(
    MAKE_TILES,
    makeTilesJob(app.db, app.storage, undefined, async (version, now) => {
      await queueDifferencesAfterTiles(app.db, version, now);
      app.jobs.kick(MAKE_DIFFERENCE);
    }),
    { maxAttempts: 3 },
  );
  app.jobs.plan(planTiles(app.db));
  app.jobs.plan(sweepTiles(app.db));

  app.get('/artwork/version/:id/tiles', { ...read, schema: { tags, params: versionIdParam, response: { 200: tileSet, ...errorResponses(400, 401, 403, 404) } } }, async (request) => {
    const { queued, ...set } = await tileSetOf(app.db, await actor(request), request.params.id);
    if (queued) app.jobs.kick(MAKE_TILES);
    return set;
  });

  app.get('/artwork/version/:id/page/:page/image.dzi', { ...read, schema: { tags, params: tilePageParams, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    const row = await tilePageOf(app.db, await actor(request), request.params.id, request.params.page);
    return reply.type('application/xml').header('cache-control', IMMUTABLE).send(dziOf(row));
  });

  app.get('/artwork/version/:id/page/:page/image_files/:level/:tile', { ...read, schema: { tags, params: tileParams, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    const { id, page, level, tile } = request.params;
    const body = await app.storage.open(await tileKeyOf(app.db, await actor(request), id, page, level, tile)).catch(async (error: unknown) => {
      if (!isMissingFile(error)) throw error;
      // Tiles are derived and left out of backups: after a restore they are made again.
      await remakeTiles(app.db, id);
      app.jobs.kick(MAKE_TILES);
      throw new AppError('notFound', { message: TILE_MESSAGES.notReady });
    });
    return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', IMMUTABLE).send(body);
  });
};
