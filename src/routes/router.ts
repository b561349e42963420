import { createRouter } from '@tanstack/react-router';
import type { SessionActor } from '../machines/session.machine';
import { RoutePending } from './RoutePending';
import { routeTree } from './tree';

export function createAppRouter(session: SessionActor) {
  const router = createRouter({
    routeTree,
    context: { session },
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 150,
    defaultPreload: 'intent',
    scrollRestoration: false,
  });

  // Guards decide from the session, so they run again whenever it starts or ends.
  let user = session.getSnapshot().context.user;
  session.subscribe((snapshot) => {
    if (snapshot.context.user?.id === user?.id) return;
    user = snapshot.context.user;
    void router.invalidate();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
