import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, invitationStatus } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { invitationOf, resendInvitation } from './invitations';

/** A company's invitation email as staff see it on the company's page, and Resend. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'resendInvitations' as const };
  const tags = ['exhibiting-companies'];

  app.get(
    '/exhibiting-company/:id/invitation',
    { config, schema: { tags, params: idParam, response: { 200: invitationStatus, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => invitationOf(app.db, request.params.id),
  );

  app.post(
    '/exhibiting-company/:id/invitation',
    { config, schema: { tags, params: idParam, response: { 201: invitationStatus, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.code(201).send(await resendInvitation(app.db, currentUser(request).id, request.params.id)),
  );
};
