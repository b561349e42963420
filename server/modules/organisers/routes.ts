import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, eventOrganiser, eventOrganiserBody, eventOrganisersPage, ORGANISER_TEXTS } from '../../../src/api/contract';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { organiserDeletionImpact } from '../accounts/deletion-impact-repository';
import { accountRoutes } from '../accounts/routes';
import { organiserRepository } from './repository';

/** docs/api.md, Accounts: /api/event-organisers and /api/event-organiser/{id}; admin and Owner/Admin. */
export const organiserRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    accountRoutes({
      repo: organiserRepository,
      permission: 'manageOrganisers',
      tag: 'event-organisers',
      listPath: '/event-organisers',
      itemPath: '/event-organiser',
      listKey: 'eventOrganisers',
      schemas: { entity: eventOrganiser, page: eventOrganisersPage, body: eventOrganiserBody },
      deletedMessage: ORGANISER_TEXTS.deleted,
      exportName: 'event-organisers',
      deletionImpact: organiserDeletionImpact,
    }),
  );

  // docs/api.md, Accounts: an update without an id says so.
  app.put(
    '/event-organiser',
    { config: { permission: 'manageOrganisers' }, schema: { tags: ['event-organisers'], response: errorResponses(400, 401, 403) } },
    async () => {
      throw new AppError('invalidRequest', { message: ACCOUNT_MESSAGES.organizerIdRequired });
    },
  );
};
