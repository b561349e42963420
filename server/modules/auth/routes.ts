import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { loginBody, MESSAGES, messageBody, registerBody, resetPasswordBody, sendResetLinkBody, tokenBody } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { bearerToken } from '../../plugins/auth';
import { createAuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({ db: app.db, sendQueuedMail: app.sendQueuedMail, background: app.background, config: app.config, log: app.log });

  app.post(
    '/auth/login',
    { config: { public: true }, schema: { tags: ['auth'], body: loginBody, response: { 200: tokenBody, ...errorResponses(400, 401, 403, 429) } } },
    async (request) => ({ token: await auth.login(request.body, request.ip) }),
  );

  // Public: a token that has already ended still signs out without an error.
  app.post(
    '/auth/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.logout(bearerToken(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/register',
    { config: { public: true }, schema: { tags: ['auth'], body: registerBody, response: { 201: tokenBody, ...errorResponses(400, 409, 429) } } },
    async (request, reply) => reply.code(201).send({ message: MESSAGES.registrationSuccess, token: await auth.register(request.body, request.ip) }),
  );

  app.post(
    '/auth/send-reset-link',
    { config: { public: true }, schema: { tags: ['auth'], body: sendResetLinkBody, response: { 200: messageBody, ...errorResponses(400) } } },
    async (request) => {
      await auth.sendResetLink(request.body.email, request.ip);
      return { message: MESSAGES.resetLinkSentGeneric };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: { public: true }, schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageBody, ...errorResponses(400) } } },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: MESSAGES.passwordResetDone };
    },
  );
};
