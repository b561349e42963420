import type { ReactNode } from 'react';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LAYOUT_TEXTS, type Event, type Role, type SessionUser } from '../api/contract';
import type { RestoredSession } from '../machines/session.steps';
import { Toaster } from '../design-system';
import { t } from '../i18n';
import { sessionMachine } from '../machines/session.machine';
import { dashboardSections } from '../routes/DashboardRoute';
import { eventDetailsSections } from '../routes/EventDetailsRoute';
import type { RouterContext } from '../routes/shared/guard';
import { SectionsProvider } from '../routes/shared/sections';

export const userOf = (role: Role, id = 1): SessionUser => ({ id, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', role });

/**
 * A page at its path, inside a router whose session is signed in with the given role, with the
 * toasts it shows and the sections of other areas the app gives it. Other paths render their own path, so a test can see where a link went.
 */
export async function renderPage(options: { path: string; at: string; component: RouteComponent; role: Role }) {
  const user = userOf(options.role);
  const session = createActor(sessionMachine.provide({ actors: { restore: fromPromise<RestoredSession>(async () => user) } })).start();
  await waitFor(session, (state) => state.matches('signedIn'));
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <SectionsProvider value={{ ...dashboardSections, ...eventDetailsSections }}>
        <Outlet />
        <Toaster closeLabel={t(LAYOUT_TEXTS.close)} />
      </SectionsProvider>
    ),
  });
  const pageRoute = createRoute({ getParentRoute: () => root, path: options.path, component: options.component });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>elsewhere</p> });
  const history = createMemoryHistory({ initialEntries: [options.at] });
  const router = createRouter({ routeTree: root.addChildren([pageRoute, elsewhere]), history, context: { session } });
  render(<RouterProvider router={router as never} />);
  await screen.findByRole('heading', { level: 1 });
  return { history, user };
}

/**
 * A section of an event's page alone, under the event's name as the page's heading, for one role;
 * `at` is where it opens (the event's page by default).
 */
export const renderEventSection = (event: Event, Section: (props: { event: Event }) => ReactNode, options: { role: Role; at?: string }) =>
  renderPage({
    path: '/event-details/$id',
    at: options.at ?? `/event-details/${event.id}`,
    role: options.role,
    component: () => (
      <main>
        <h1>{event.name}</h1>
        <Section event={event} />
      </main>
    ),
  });
