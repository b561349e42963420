import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annotationRoutes } from './annotations-routes';
import { tileRoutes } from './tiles-routes';

/** Proofing on a version's artwork: its annotations and the tiles of its pages. */
export const proofingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(annotationRoutes);
  await app.register(tileRoutes);
};
