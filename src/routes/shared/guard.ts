import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { can, GUEST_PATHS, PAGES, PUBLIC_PATHS, type Permission, type SessionUser } from '../../api/contract';
import { loadTextsFor } from '../../i18n';
import type { SessionActor } from '../../machines/session.machine';

export interface RouterContext {
  session: SessionActor;
}

/**
 * The session user once the stored session has been restored, a session given by the server
 * started, or a sign-out done (the router shows its spinner meanwhile).
 */
export async function settledUser(session: SessionActor): Promise<SessionUser | null> {
  const state = await waitFor(session, (snapshot) => !snapshot.hasTag('settling'));
  return state.context.user;
}

/**
 * A path of this app to return to after sign-in: a same-origin path as the browser reads it (so
 * `//host` or `/\\host`, which browsers take for another site, are refused), and never a page
 * that only a signed-out visitor sees. Anything else returns home.
 */
export function safeRedirect(target: unknown, origin = window.location.origin): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname === PUBLIC_PATHS.signIn || url.pathname === PUBLIC_PATHS.signUp) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a signed-in role goes from a page that is not its own: home, or for a guest reviewer, which
 * has no home page (its row of the table does not admit it), its own list of versions.
 */
export const homeOf = (role: string): typeof PAGES.dashboard.path | typeof GUEST_PATHS.reviews => (can(role, PAGES.dashboard.permission) ? PAGES.dashboard.path : GUEST_PATHS.reviews);

/**
 * beforeLoad for a guarded page: no user → /signin (remembering where they were going); wrong role
 * → its home. The texts its role's screens need are there before the page is first shown.
 */
export function guardPage(permission: Permission) {
  return async ({ context, location }: { context: RouterContext; location: { href: string } }) => {
    const user = await settledUser(context.session);
    if (!user) {
      throw redirect({ to: PUBLIC_PATHS.signIn, search: { redirect: location.href === '/' ? undefined : location.href } });
    }
    if (!can(user.role, permission)) throw redirect({ to: homeOf(user.role) });
    await loadTextsFor(user.role);
  };
}
