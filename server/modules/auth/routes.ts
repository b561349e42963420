import { currentUser } from '../../plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  codeSignInBody,
  confirmRegistrationBody,
  loginBody,
  MESSAGES,
  messageBody,
  registerBody,
  resetPasswordBody,
  resetTokenBody,
  sendResetLinkBody,
  sendSignInCodeBody,
  SIGN_IN_MESSAGES,
  signInLinkBody,
  signInLinkResult,
  signInLinkState,
  signInSettings,
  tokenBody,
} from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { bearerToken } from '../../plugins/auth';
import { sweepExpiredSessions } from './session-sweep';
import { sendSignInCode, signInWithCode } from './sign-in-code';
import { checkSignInLink, renewSignInLink, signInWithLink } from './sign-in-link';
import { saveSignInSettings, signInSettingsOf } from './sign-in-settings';
import { type AuthContext, checkResetToken, confirmRegistration, login, logout, register, resetPassword, sendResetLink } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: AuthContext = { sendQueuedMail: app.sendQueuedMail, background: app.background, config: app.config, log: app.log };
  app.jobs.plan(sweepExpiredSessions(app.db));

  app.post(
    '/auth/login',
    { config: { public: true }, schema: { tags: ['auth'], body: loginBody, response: { 200: tokenBody, ...errorResponses(400, 401, 403, 429) } } },
    async (request) => ({ token: await login(app.db, context, request.body, request.ip) }),
  );

  // Public: a token that has already ended still signs out without an error.
  app.post(
    '/auth/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(app.db, context, bearerToken(request));
      return reply.code(204).send(null);
    },
  );

  // The same answer whether or not the address has an account: the email tells its owner.
  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'Keeps the sign-up and emails a link to confirm the address; no account exists until it is confirmed. Answers the same when the address already has an account (its owner is emailed a notice instead).',
        body: registerBody,
        response: { 202: messageBody, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await register(app.db, context, request.body, request.ip);
      return reply.code(202).send({ message: MESSAGES.registrationEmailSent });
    },
  );

  app.post(
    '/auth/confirm-registration',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'The token of the emailed link and the password chosen at sign-up make the account and sign it in. 400: the link is unknown, expired or used, or the password is not the one chosen; 409: the address got an account meanwhile.',
        body: confirmRegistrationBody,
        response: { 201: tokenBody, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ message: MESSAGES.registrationSuccess, token: await confirmRegistration(app.db, context, request.body, request.ip) }),
  );

  app.post(
    '/auth/send-reset-link',
    { config: { public: true }, schema: { tags: ['auth'], body: sendResetLinkBody, response: { 200: messageBody, ...errorResponses(400) } } },
    async (request) => {
      await sendResetLink(app.db, context, request.body.email, request.ip);
      return { message: MESSAGES.resetLinkSentGeneric };
    },
  );

  // A POST, so the token stays out of the access log's query strings.
  app.post(
    '/auth/check-reset-token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'Whether a set-password link still works, asked as its page opens; the link is not used up. 400: unknown, expired or already used.',
        body: resetTokenBody,
        response: { 200: messageBody, ...errorResponses(400) },
      },
    },
    async (request) => {
      await checkResetToken(app.db, request.body.token);
      return { message: MESSAGES.resetLinkUsable };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: { public: true }, schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageBody, ...errorResponses(400) } } },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: MESSAGES.passwordResetDone };
    },
  );

  // Reading whether a link works changes nothing: a mail scanner that opens it uses nothing up.
  app.post(
    '/auth/sign-in-link/check',
    {
      config: { public: true },
      schema: { tags: ['auth'], description: 'Whether an emailed sign-in link would sign in now. Changes nothing.', body: signInLinkBody, response: { 200: signInLinkState, ...errorResponses(400) } },
    },
    async (request) => ({ valid: await checkSignInLink(app.db, request.body.token) }),
  );

  app.post(
    '/auth/sign-in-link',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'The press on the sign-in link page: the link is used, and a session of its account begins. Answers the page of the app the link opens (a path on this origin). 400: the link is unknown, expired, used or replaced by a newer one, or links are off for staff.',
        body: signInLinkBody,
        response: { 200: signInLinkResult, ...errorResponses(400, 429) },
      },
    },
    async (request) => signInWithLink(app.db, context, request.body.token, request.ip),
  );

  app.post(
    '/auth/sign-in-link/renew',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'An expired or used link asks for a fresh one, emailed to the account the link was for. Answers the same whatever the token.',
        body: signInLinkBody,
        response: { 202: messageBody, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await renewSignInLink(app.db, context, request.body.token, request.ip);
      return reply.code(202).send({ message: SIGN_IN_MESSAGES.freshLinkSent });
    },
  );

  // The same answer whether or not the address has an account.
  app.post(
    '/auth/sign-in-code/send',
    { config: { public: true }, schema: { tags: ['auth'], description: 'Emails a 6-digit sign-in code to the account of this address, if there is one.', body: sendSignInCodeBody, response: { 202: messageBody, ...errorResponses(400) } } },
    async (request, reply) => {
      await sendSignInCode(app.db, context, request.body.email, request.ip);
      return reply.code(202).send({ message: SIGN_IN_MESSAGES.codeSent });
    },
  );

  app.post(
    '/auth/sign-in-code',
    {
      config: { public: true },
      schema: { tags: ['auth'], description: 'Signs in with the emailed code: 10 minutes, 5 tries, under the sign-in limits.', body: codeSignInBody, response: { 200: tokenBody, ...errorResponses(400, 401, 403, 429) } },
    },
    async (request) => ({ token: await signInWithCode(app.db, context, request.body, request.ip) }),
  );

  app.get(
    '/auth/sign-in-settings',
    { config: { permission: 'manageSignInSettings' }, schema: { tags: ['auth'], response: { 200: signInSettings, ...errorResponses(401, 403) } } },
    async () => signInSettingsOf(app.db),
  );

  app.put(
    '/auth/sign-in-settings',
    { config: { permission: 'manageSignInSettings' }, schema: { tags: ['auth'], body: signInSettings, response: { 200: signInSettings, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await saveSignInSettings(app.db, request.body, currentUser(request).id);
      return signInSettingsOf(app.db);
    },
  );
};
