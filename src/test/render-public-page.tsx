import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LAYOUT_TEXTS } from '../api/contract';
import type { RestoredSession } from '../machines/session.steps';
import { Toaster } from '../design-system';
import { t } from '../i18n';
import { sessionMachine } from '../machines/session.machine';
import type { RouterContext } from '../routes/shared/guard';

/**
 * A public page at its path with a signed-out session and the toasts it shows. Other paths render
 * their own path, so a test can see where the page went.
 */
export async function renderPublicPage(options: { path: string; at: string; component: RouteComponent }) {
  const session = createActor(sessionMachine.provide({ actors: { restore: fromPromise<RestoredSession>(async () => null) } })).start();
  await waitFor(session, (state) => state.matches('signedOut'));
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <Outlet />
        <Toaster closeLabel={t(LAYOUT_TEXTS.close)} />
      </>
    ),
  });
  const pageRoute = createRoute({ getParentRoute: () => root, path: options.path, component: options.component });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>elsewhere</p> });
  const history = createMemoryHistory({ initialEntries: [options.at] });
  const router = createRouter({ routeTree: root.addChildren([pageRoute, elsewhere]), history, context: { session } });
  render(<RouterProvider router={router as never} />);
  return { history, session };
}
