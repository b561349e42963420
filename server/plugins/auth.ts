import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { can, type Permission, type SessionUser } from '../../src/api/contract';
import { AppError } from '../lib/app-error';
import { verifyDownloadTicket } from '../lib/download-ticket';
import { verifySessionToken } from '../lib/session-token';
import { findUserById } from '../modules/users/repository';
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
    /** The signed-in user, fresh from the database; null on public routes. */
    user: SessionUser | null;
  }
}

/** The signed-in user of a route that declared a permission. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
}

/**
 * One hook guards all of /api. The token only says who is asking: the account is read on every
 * request, so a deleted or deactivated user, or one whose password was reset, is out at once.
 */
export const authPlugin: FastifyPluginAsync = appPlugin('auth', async (app) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (request.is404 || !route.url?.startsWith('/api/')) return;
    if (route.config.public === true) return;
    const permission = route.config.permission;
    if (!permission) {
      request.log.error({ route: route.url }, 'Route declares neither a permission nor public: refused');
      throw new AppError('forbidden');
    }
    const user = await authenticate(request);
    if (!can(user.role, permission)) throw new AppError('forbidden');
    request.user = user;
  });

  /** Who the request is from: its Bearer token, or on a ticket route a ticket for this very path. */
  async function claimsOf(request: FastifyRequest): Promise<{ id: number; tv: number } | null> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() === 'bearer' && token) return verifySessionToken(token, app.config.jwtSecret);
    const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
    if (request.routeOptions.config.ticket === true && typeof ticket === 'string') return verifyDownloadTicket(ticket, request.url.split('?')[0]!, app.config.jwtSecret);
    return null;
  }

  async function authenticate(request: FastifyRequest): Promise<SessionUser> {
    const claims = await claimsOf(request);
    if (!claims) throw new AppError('unauthenticated');
    const row = await findUserById(app.db, claims.id);
    if (!row || row.status !== 'Active' || row.token_version !== claims.tv) throw new AppError('unauthenticated');
    return { id: row.id, firstname: row.firstname, lastname: row.lastname, email: row.email, role: row.role };
  }
});
