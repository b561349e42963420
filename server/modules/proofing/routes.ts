import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annotationRoutes } from './annotations-routes';
import { differenceRoutes } from './differences-routes';
import { reportRoutes } from './report-routes';
import { tileRoutes } from './tiles-routes';

/** Proofing on a version's artwork: its annotations, the tiles of its pages, what changed since the version before and its proof report. */
export const proofingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(annotationRoutes);
  await app.register(tileRoutes);
  await app.register(differenceRoutes);
  await app.register(reportRoutes);
};
