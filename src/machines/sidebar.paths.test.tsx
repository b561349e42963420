import '../design-system/testing/jsdom-polyfills';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { LAYOUT_TEXTS, MENU_TEXTS, ROLES } from '../api/contract';
import type { RestoredSession } from './session.steps';
import { sessionMachine } from './session.machine';
import { sidebarMachine, type SidebarEvent } from './sidebar.machine';
import type { RouterContext } from '../routes/shared/guard';
import { AppLayout } from '../routes/layout/AppLayout';

/** jsdom has no matchMedia: this one lets the test say when the desktop breakpoint is crossed. */
const mediaListeners = new Set<() => void>();
beforeAll(() => {
  window.matchMedia = ((media: string) => ({
    media,
    matches: false,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => mediaListeners.clear());

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

async function renderLayout() {
  const admin = { id: 1, firstname: 'Ada', lastname: 'Admin', email: 'ada@example.com', role: ROLES.admin };
  const session = createActor(sessionMachine.provide({ actors: { restore: fromPromise<RestoredSession>(async () => admin) } })).start();
  await waitFor(session, (state) => state.matches('signedIn'));
  const root = createRootRouteWithContext<RouterContext>()({ component: AppLayout });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>home page</p> });
  const router = createRouter({ routeTree: root.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }), context: { session } });
  render(<RouterProvider router={router as never} />);
  await screen.findByText('home page');
}

const sidebar = () => document.getElementById('app-sidebar') as HTMLElement;
const toggle = () => screen.getByRole('button', { name: LAYOUT_TEXTS.toggleSidebar });
const manageUsers = () => screen.getByRole('button', { name: MENU_TEXTS.manageUsers });

/**
 * Every event is something a person does to the screen; the machine is never touched directly.
 * Buttons are pressed from the keyboard, so that pressing one does not also move the pointer
 * onto or off the sidebar (which is a hover or leave event of its own).
 */
const events: SidebarEvent[] = [
  { type: 'sidebar.toggle', width: 1280 },
  { type: 'sidebar.toggle', width: 375 },
  { type: 'sidebar.toggle', width: 800 },
  { type: 'sidebar.hover' },
  { type: 'sidebar.leave' },
  { type: 'sidebar.close' },
  { type: 'sidebar.resize', width: 1280 },
  { type: 'sidebar.submenu', id: 'manage-users' },
];

describe('app layout: every shortest path of the sidebar machine, driven through the rendered layout', () => {
  const model = createTestModel(sidebarMachine, { events });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  for (const path of paths) {
    it(path.description, async () => {
      setWidth(1280);
      await renderLayout();
      const user = userEvent.setup();
      await path.test({
        states: {
          // What the person sees for the state the model says they are in.
          '*': (state) => {
            const value = state.value as { desktop: string | { collapsed: string }; mobile: string };
            const collapsed = value.desktop !== 'expanded';
            const peeking = typeof value.desktop === 'object' && value.desktop.collapsed === 'peeking';
            expect(sidebar().hasAttribute('data-collapsed')).toBe(collapsed);
            expect(sidebar().hasAttribute('data-peeking')).toBe(peeking);
            expect(sidebar().hasAttribute('data-mobile-open')).toBe(value.mobile === 'open');
            expect(toggle()).toHaveAttribute('aria-expanded', String(value.mobile === 'open'));
            expect(manageUsers()).toHaveAttribute('aria-expanded', String(state.context.openSubmenu === 'manage-users'));
          },
        },
        events: {
          'sidebar.toggle': async ({ event }) => {
            setWidth((event as Extract<SidebarEvent, { type: 'sidebar.toggle' }>).width);
            toggle().focus();
            await user.keyboard('{Enter}');
          },
          'sidebar.hover': () => user.hover(sidebar()),
          'sidebar.leave': () => user.unhover(sidebar()),
          'sidebar.close': () => user.keyboard('{Escape}'),
          'sidebar.resize': ({ event }) => {
            setWidth((event as Extract<SidebarEvent, { type: 'sidebar.resize' }>).width);
            act(() => mediaListeners.forEach((listener) => listener()));
          },
          'sidebar.submenu': async () => {
            manageUsers().focus();
            await user.keyboard('{Enter}');
          },
        },
      });
    });
  }

  it('covers the collapsed, peeking and overlay states', () => {
    const values = paths.map((path) => JSON.stringify(path.state.value));
    expect(values).toContain(JSON.stringify({ desktop: { collapsed: 'peeking' }, mobile: 'closed' }));
    expect(values).toContain(JSON.stringify({ desktop: 'expanded', mobile: 'open' }));
  });
});
