import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { testModelOf } from '../test/test-model';
import { ApiError } from '../api/client';
import { MESSAGES } from '../api/contract';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { resetPasswordMachine } from './reset-password.machine';
import { sessionMachine } from './session.machine';
import type { RouterContext } from '../routes/shared/guard';
import { SetPasswordForm } from '../routes/auth/SetPasswordForm';
import { pathCeiling } from '../test/ceilings';

/** The server, as the browser sees it: each request waits until the test answers it. */
function fakeServer() {
  const waiting: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const bodies: unknown[] = [];
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    urls.push(new URL(request.url).pathname);
    bodies.push(await request.clone().json());
    return new Promise<Response>((resolve, reject) => waiting.push({ resolve, reject }));
  });
  const next = () => {
    const request = waiting.shift();
    if (!request) throw new Error('no request is waiting');
    return request;
  };
  const tick = () => new Promise((done) => setTimeout(done, 0));
  return {
    bodies,
    urls,
    answer: async (response: Response) => {
      next().resolve(response);
      await tick();
    },
    /** The request never gets an answer: the network failed. */
    fail: async () => {
      next().reject(new TypeError('Failed to fetch'));
      await tick();
    },
  };
}

function renderScreen() {
  const session = createActor(sessionMachine).start();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const form = createRoute({ getParentRoute: () => root, path: '/set-password', component: () => <SetPasswordForm token="abc" /> });
  const signIn = createRoute({ getParentRoute: () => root, path: '/signin', component: () => <p>sign-in page</p> });
  const history = createMemoryHistory({ initialEntries: ['/set-password'] });
  const router = createRouter({ routeTree: root.addChildren([form, signIn]), history, context: { session } });
  render(<RouterProvider router={router as never} />);
  return history;
}

const matching = { type: 'form.submit', newPassword: 'a new secret', confirmPassword: 'a new secret' } as const;
const mismatched = { type: 'form.submit', newPassword: 'a new secret', confirmPassword: 'another one' } as const;
const empty = { type: 'form.submit', newPassword: '', confirmPassword: '' } as const;
const redirectEvent = 'xstate.after.redirect.resetPassword.success';

describe('Set New Password: every shortest path of its machine, driven through the screen', () => {
  const model = testModelOf(resetPasswordMachine, {
    events: [
      { type: 'xstate.done.actor.checkLink', output: { message: MESSAGES.resetLinkUsable } },
      { type: 'xstate.error.actor.checkLink', error: new ApiError(400, MESSAGES.resetLinkInvalid) },
      { type: 'xstate.error.actor.checkLink', error: new ApiError(0, MESSAGES.networkError) },
      matching,
      mismatched,
      empty,
      { type: 'xstate.done.actor.resetPassword', output: { message: MESSAGES.passwordResetDone } },
      { type: 'xstate.error.actor.resetPassword', error: new ApiError(400, MESSAGES.resetLinkInvalid) },
      { type: redirectEvent },
    ] as never[],
    input: { token: 'abc' },
    serializeState: (state: SnapshotFrom<typeof resetPasswordMachine>) => JSON.stringify([state.value, state.context.error]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  afterEach(() => vi.unstubAllGlobals());

  for (const path of paths) {
    it(path.description, { timeout: pathCeiling(path) }, async () => {
      const server = fakeServer();
      const history = renderScreen();
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: AUTH_TEXTS.setPasswordTitle });

      await path.test({
        states: {
          checking: () => {
            expect(screen.getByRole('status')).toHaveTextContent(AUTH_TEXTS.setPasswordChecking);
            expect(server.urls).toEqual(['/api/auth/check-reset-token']);
            expect(server.bodies).toEqual([{ token: 'abc' }]);
            expect(screen.queryByLabelText(AUTH_TEXTS.newPasswordLabel, { exact: false })).toBeNull();
          },
          refused: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
            expect(screen.getByRole('link', { name: AUTH_TEXTS.requestNewLink })).toHaveAttribute('href', '/reset-password');
            expect(screen.queryByLabelText(AUTH_TEXTS.newPasswordLabel, { exact: false })).toBeNull();
            expect(screen.queryByRole('button', { name: AUTH_TEXTS.setPasswordButton })).toBeNull();
          },
          idle: () => {
            expect(screen.getByRole('button', { name: AUTH_TEXTS.setPasswordButton })).toBeEnabled();
            expect(screen.queryByRole('alert')).toBeNull();
          },
          submitting: () => {
            expect(screen.getByRole('button', { name: AUTH_TEXTS.setPasswordPending })).toBeDisabled();
            expect(server.bodies.at(-1)).toEqual({ token: 'abc', newPassword: matching.newPassword });
          },
          error: (state) => {
            expect(screen.getByRole('alert')).toHaveTextContent((state.context as { error: string }).error);
            expect(screen.getByRole('button', { name: AUTH_TEXTS.setPasswordButton })).toBeEnabled();
          },
          success: () => {
            expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.passwordResetDone);
            expect(history.location.pathname).toBe('/set-password');
          },
          done: async () => {
            await screen.findByText('sign-in page');
            expect(history.location.pathname).toBe('/signin');
          },
        },
        events: {
          'form.submit': async ({ event }: { event: unknown }) => {
            const { newPassword, confirmPassword } = event as unknown as typeof matching;
            const input = (label: string) => screen.getByLabelText(label, { selector: 'input', exact: false });
            await user.clear(input(AUTH_TEXTS.newPasswordLabel));
            await user.clear(input(AUTH_TEXTS.confirmPasswordLabel));
            if (newPassword) await user.type(input(AUTH_TEXTS.newPasswordLabel), newPassword);
            if (confirmPassword) await user.type(input(AUTH_TEXTS.confirmPasswordLabel), confirmPassword);
            await user.click(screen.getByRole('button', { name: AUTH_TEXTS.setPasswordButton }));
          },
          ...({
            'xstate.done.actor.checkLink': () => server.answer(Response.json({ message: MESSAGES.resetLinkUsable })),
            'xstate.error.actor.checkLink': ({ event }: { event: { error: ApiError } }) =>
              event.error.status === 400 ? server.answer(Response.json({ message: MESSAGES.resetLinkInvalid }, { status: 400 })) : server.fail(),
            'xstate.done.actor.resetPassword': () => server.answer(Response.json({ message: MESSAGES.passwordResetDone })),
            'xstate.error.actor.resetPassword': () => server.answer(Response.json({ message: MESSAGES.resetLinkInvalid }, { status: 400 })),
            // The real 2-second delay: the screen moves on by itself.
            [redirectEvent]: () => waitFor(() => expect(history.location.pathname).toBe('/signin')),
          } as object),
        },
      });
    });
  }
});
