import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { versionIdParam } from '../../../src/api/contract';
import { sendAsAttachment } from '../../lib/attachment';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { proofReportOf } from './report';

/** The proof report of a version: a PDF with the same access as the version's file. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/artwork/version/:id/proof-report.pdf',
    {
      config: { permission: 'readArtwork' },
      schema: {
        tags: ['proofing'],
        description:
          'The proof report of a version as a PDF (application/pdf, downloaded as an attachment with its file name): the preview with its annotations drawn as numbered pins and boxes, each thread with its replies and resolution, the file check and the decisions with who made them and when. Read by the event’s reviewers and the version’s company; another company’s version is not found.',
        params: versionIdParam,
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await proofReportOf(app.db, app.storage, await actorOf(app.db, currentUser(request)), request.params.id);
      return sendAsAttachment(reply, fileName, 'application/pdf').header('cache-control', 'private, no-store').send(Buffer.from(pdf));
    },
  );
};
