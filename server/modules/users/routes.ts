import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileBody, updateProfileBody } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { getProfile, updateProfile } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile',
    { config: { permission: 'editOwnProfile' }, schema: { tags: ['user'], response: { 200: profileBody, ...errorResponses(401, 403) } } },
    async (request) => ({ user: await getProfile(app.db, currentUser(request).id) }),
  );

  app.put(
    '/user/profile',
    {
      config: { permission: 'editOwnProfile' },
      schema: { tags: ['user'], body: updateProfileBody, response: { 200: profileBody, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request) => ({ user: await updateProfile(app.db, currentUser(request).id, request.body) }),
  );
};
