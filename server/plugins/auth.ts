import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can, type Permission, type SessionUser } from '../../src/api/contract';
import { AppError } from '../lib/app-error';
import { verifyDownloadTicket } from '../lib/download-ticket';
import { verifySessionToken } from '../lib/session-token';
import { knownSessionUser } from '../lib/known-sessions';
import type { AccessClaims } from '../lib/sessions';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: a key of PERMISSIONS in the contract's roles table. */
    permission?: Permission;
    /** Anyone may call the route. An /api route that declares neither is refused. */
    public?: boolean;
    /** A GET whose file a plain link may fetch: `?ticket=` (POST /api/download-ticket) stands for the token. */
    ticket?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, as the database holds it (lib/known-sessions.ts); null on public routes. */
    user: SessionUser | null;
    /** The session the request came with (the token's or the ticket's); null on public routes. */
    session: AccessClaims | null;
  }
}

/** The request's `Authorization: Bearer` token, if it sends one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The signed-in user of a route that declared a permission. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
}

/** The session of a route that declared a permission: whose token, which version, which session. */
export function currentSession(request: FastifyRequest): AccessClaims {
  if (!request.session) throw new AppError('unauthenticated');
  return request.session;
}

/**
 * Every /api route that is not public is guarded. The token only says who is asking: its session
 * and account are checked against the database (kept in memory once checked,
 * lib/known-sessions.ts), so a token signed out, or of a user deleted, deactivated, given another
 * role or a new password, is out at once on the process that ended it (once its transaction
 * commits: within REVOCATION_BOUND_MS at worst on PostgreSQL, see lib/known-sessions.ts), and
 * within REVOCATION_BOUND_MS on every other.
 *
 * The guard is the first onRequest hook of each such route, made for it as the route is added
 * (with its config at hand), rather than a hook of every request that looks the route up to
 * learn it has nothing to do: public routes (health checks, sign-in) and unknown paths run none.
 */
export const authPlugin: FastifyPluginAsync = appPlugin('auth', async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.public === true) return;
    route.onRequest = [guardOf(route.url, route.config ?? {}), ...[route.onRequest ?? []].flat()];
  });

  function guardOf(url: string, config: FastifyContextConfig): onRequestAsyncHookHandler {
    const { permission } = config;
    if (!permission) {
      return async (request) => {
        request.log.error({ route: url }, 'Route declares neither a permission nor public: refused');
        throw new AppError('forbidden');
      };
    }
    return async (request) => {
      const claims = await claimsOf(request, config.ticket === true);
      if (!claims) throw new AppError('unauthenticated');
      const user = await knownSessionUser(app.db, claims, app.config.revocationBoundMs);
      if (!user) throw new AppError('unauthenticated');
      if (!can(user.role, permission)) throw new AppError('forbidden');
      request.user = user;
      request.session = claims;
    };
  }

  /** Who the request is from: its Bearer token, or on a ticket route a ticket for this very path. */
  async function claimsOf(request: FastifyRequest, ticketRoute: boolean): Promise<AccessClaims | null> {
    const token = bearerToken(request);
    if (token) return verifySessionToken(token, app.config.jwtSecret);
    const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
    if (ticketRoute && typeof ticket === 'string') return verifyDownloadTicket(ticket, request.url.split('?')[0]!, app.config.jwtSecret);
    return null;
  }
});
