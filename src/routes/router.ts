import { type AnyRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { PUBLIC_PATHS } from '../api/contract';
import type { SessionActor } from '../machines/session.machine';
import { RoutePending } from './RoutePending';
import { routeTree } from './tree';

/** The app's router; a test may give its own routes and history. */
export function createAppRouter(session: SessionActor, options: { routeTree?: AnyRoute; history?: RouterHistory } = {}) {
  const router = createRouter({
    routeTree: (options.routeTree ?? routeTree) as typeof routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { session },
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 150,
    defaultPreload: 'intent',
    scrollRestoration: false,
  });

  // Guards decide from the session, so they run again whenever it starts or ends. A sign-out goes
  // to sign-in afresh, with no way back to this page: the next person lands on their own home.
  let user = session.getSnapshot().context.user;
  let signedOut = false;
  session.on('signedOut', () => (signedOut = true));
  session.subscribe((snapshot) => {
    if (snapshot.context.user?.id === user?.id) return;
    user = snapshot.context.user;
    if (!user && signedOut) {
      signedOut = false;
      void router.navigate({ to: PUBLIC_PATHS.signIn, replace: true });
      return;
    }
    void router.invalidate();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
