import '../design-system/testing/jsdom-polyfills';
import { createMemoryHistory, createRootRouteWithContext, createRoute, Outlet, RouterProvider, useLocation } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MENU_TEXTS, PUBLIC_PATHS, ROLES } from '../api/contract';
import { tokenStorage } from '../api/token-storage';
import { sessionMachine } from '../machines/session.machine';
import { fakeToken } from '../test/deferred-actors';
import { fakeServer } from '../test/fake-server';
import { guardPage, type RouterContext } from './shared/guard';
import { createAppRouter } from './router';
import { AppLayout } from './layout/AppLayout';

beforeAll(() => {
  window.matchMedia = ((media: string) => ({ media, matches: true, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const admin = { id: 1, firstname: 'Ada', lastname: 'Admin', email: 'ada@example.com', role: ROLES.admin };
const token = fakeToken({ ...admin, tv: 0, sid: 'session-1', exp: Math.floor(Date.now() / 1000) + 3600 });

/** The app's router on a guarded page in the real layout, and a sign-in page that shows where it was reached. */
async function signedInAt(path: string) {
  tokenStorage.set(token);
  const server = fakeServer({ 'GET /api/user/profile': () => Response.json({ user: admin }) });
  const session = createActor(sessionMachine).start();
  await waitFor(session, (state) => state.matches('signedIn'));
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const layout = createRoute({ getParentRoute: () => root, id: 'app', component: AppLayout });
  const page = createRoute({ getParentRoute: () => layout, path: path.split('?')[0]!, beforeLoad: guardPage('viewCalendar'), component: () => <h1>the page</h1> });
  const signIn = createRoute({
    getParentRoute: () => root,
    path: PUBLIC_PATHS.signIn,
    component: function SignIn() {
      const { searchStr } = useLocation();
      return <h1>{`sign-in${searchStr}`}</h1>;
    },
  });
  const router = createAppRouter(session, { routeTree: root.addChildren([layout.addChildren([page]), signIn]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router as never} />);
  await screen.findByRole('heading', { name: 'the page' });
  return server;
}

describe('signing out through the screen', () => {
  it('ends the session on the server, then lands on sign-in with no way back to the page, logging nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    const server = await signedInAt('/calendar?view=week');
    await userEvent.setup().click(screen.getByRole('button', { name: MENU_TEXTS.signOut }));

    // The server is asked to end the session, and the page stays whole until it has answered.
    await vi.waitFor(() => expect(server.pending().map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/auth/logout']));
    expect(server.pending()[0]!.authorization).toBe(`Bearer ${token}`);
    // This browser has forgotten the token already; the page stays whole until the server answers.
    expect(tokenStorage.get()).toBeNull();
    expect(screen.getByRole('heading', { name: 'the page' })).toBeInTheDocument();
    await server.answer(new Response(null, { status: 204 }));

    expect(await screen.findByRole('heading', { name: 'sign-in' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('signs out in this browser even when the server cannot be reached', async () => {
    const server = await signedInAt('/calendar');
    await userEvent.setup().click(screen.getByRole('button', { name: MENU_TEXTS.signOut }));
    await vi.waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(new Response(null, { status: 502 }));
    expect(await screen.findByRole('heading', { name: 'sign-in' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });
});
