import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config';
import { createDatabase } from './db/database';
import type { Db } from './db/schema';
import { appRoot } from './lib/app-root';
import { serializerCompiler } from './lib/contract-serializer';
import { rateLimitStores } from './lib/rate-limit-store';
import { trustProxyOf } from './lib/trust-proxy';
import { auditRoutes } from './modules/audit/routes';
import { proofingRoutes } from './modules/proofing/routes';
import { createPasswordLink } from './modules/auth/password-link';
import { createRegistrationLink } from './modules/auth/registration-link';
import { createSignInCode } from './modules/auth/sign-in-code';
import { createSignInLink } from './modules/auth/sign-in-link';
import { authRoutes } from './modules/auth/routes';
import { handoffRoutes } from './modules/handoff/routes';
import { healthRoutes } from './modules/health/routes';
import { companyRoutes } from './modules/companies/routes';
import { invitationRoutes } from './modules/companies/invitation-routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { emailTemplateRoutes } from './modules/email-templates/routes';
import { eventRoutes } from './modules/events/routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { mailerPlugin } from './modules/mail/plugin';
import { deadlineRoutes } from './modules/matrix/deadline-routes';
import { matrixRoutes } from './modules/matrix/routes';
import { organiserRoutes } from './modules/organisers/routes';
import { ownerAdminRoutes } from './modules/owner-admins/routes';
import { requirementRoutes } from './modules/requirements/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { approvalFlowRoutes } from './modules/approval-flows/routes';
import { guestRoutes } from './modules/guests/routes';
import { refuseWhileApproved } from './modules/reviews/standing';
import { queueFirstStageOpened } from './modules/reviews/stage-emails';
import { reachWaitingGuests } from './modules/reviews/guest-reach';
import { searchRoutes } from './modules/search/routes';
import { uploadsPlugin } from './modules/uploads/store-plugin';
import { tusRoutes } from './modules/uploads/tus-routes';
import { versionRoutes } from './modules/uploads/versions-routes';
import { userRoutes } from './modules/users/routes';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { storagePlugin } from './plugins/storage';
import { openapiPlugin } from './plugins/openapi';
import { generalRateLimitPlugin } from './plugins/general-rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database. Unset: the app opens config.database and closes it on close. */
  db?: Db;
  mailer?: Mailer;
  /** The built SPA. Defaults to the app's dist/ (beside package.json). */
  distDir?: string;
  /** Where the log lines go. Unset: pino's own stdout destination. */
  logStream?: { write(line: string): void };
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** The whole app: used by main.ts and by the tests, which call `inject` on it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // A set-password page URL carries a live reset token, a download link its ticket: keep both out of the logs.
      serializers: { req: (request) => ({ method: request.method, url: request.url.replace(/([?&](?:token|ticket)=)[^&]*/g, '$1[redacted]'), remoteAddress: request.ip }) },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOf(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const db = options.db ?? createDatabase(config.database);
  // External plugins.
  await app.register(securityHeadersPlugin);
  const stores = rateLimitStores(app, db);
  app.decorate('sharedRateLimitStore', stores.shared);
  // The limits that must be one count for every process (uploads begun): `app.createRateLimit`
  // with the shared store. Should it fail, the request passes.
  await app.register(rateLimit, { global: false, store: stores.shared, skipOnError: true });
  // The general limit, counted in memory without a write: each of the processes the proxy spreads
  // requests over allows its part of it.
  await app.register(generalRateLimitPlugin, { max: Math.ceil(config.rateLimitMax / config.appProcesses), timeWindow: 60_000, count: stores.perProcess });

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { db, owned: !options.db });
  await app.register(backgroundPlugin);
  await app.register(jobsPlugin);
  await app.register(mailerPlugin, {
    mailer: options.mailer ?? createMailer({ config, log: app.log }),
    links: {
      password: createPasswordLink,
      registration: createRegistrationLink,
      signIn: createSignInLink,
      signInCode: (db, userId) => createSignInCode(db, config.jwtSecret, userId),
    },
  });
  await app.register(storagePlugin);
  await app.register(uploadsPlugin);
  await app.register(authPlugin);
  await app.register(openapiPlugin);

  // Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(ownerAdminRoutes);
      await api.register(organiserRoutes);
      await api.register(companyRoutes);
      await api.register(invitationRoutes);
      await api.register(eventRoutes);
      await api.register(dashboardRoutes);
      await api.register(emailTemplateRoutes);
      await api.register(requirementRoutes);
      // Uploads sit below reviews: an approval's lock on a company's artwork is handed to them.
      const artworkLock = { refuseWhileLocked: refuseWhileApproved };
      await api.register(tusRoutes, artworkLock);
      // A submission's first approval stage, the reviews', is told in the submitting transaction.
      await api.register(versionRoutes, { ...artworkLock, onSubmitted: queueFirstStageOpened });
      await api.register(reviewRoutes);
      // A saved flow lets its guests see what already waits at their stages: reviews' rule, handed down.
      await api.register(approvalFlowRoutes, { onFlowSaved: reachWaitingGuests });
      await api.register(guestRoutes);
      await api.register(matrixRoutes);
      await api.register(handoffRoutes);
      await api.register(deadlineRoutes);
      await api.register(proofingRoutes);
      await api.register(auditRoutes);
      await api.register(searchRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, { distDir: options.distDir ?? path.join(appRoot(), 'dist') });

  return app;
}
