import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { PUBLIC_PATHS, ROLES, SIGN_IN_MESSAGES, SIGN_IN_TEXTS } from '../api/contract';
import { tokenStorage } from '../api/token-storage';
import { SignInLinkPage } from '../routes/auth/SignInLinkPage';
import { fakeToken } from '../test/deferred-actors';
import { fakeServer } from '../test/fake-server';
import { renderPublicPage } from '../test/render-public-page';
import { testModelOf } from '../test/test-model';
import { signInLinkMachine } from './sign-in-link.machine';
import { pathCeiling } from '../test/ceilings';

const sessionToken = () => fakeToken({ id: 7, firstname: 'Acme', lastname: 'Co', email: 'acme@example.com', role: ROLES.exhibitor, tv: 0, sid: 's-7', exp: Math.floor(Date.now() / 1000) + 3600 });
const expired = new ApiError(400, SIGN_IN_MESSAGES.linkInvalid);
const down = new ApiError(503, SIGN_IN_TEXTS.linkFailed);
/** How the server answers each outcome the model names. */
const answers = new Map<unknown, () => Response>([
  [expired, () => Response.json({ message: expired.message }, { status: 400 })],
  [down, () => Response.json({ message: down.message }, { status: 503 })],
]);

describe('Sign-in link: every shortest path of its machine, driven through the screen', () => {
  const model = testModelOf(signInLinkMachine, {
    input: { token: 'link-token' },
    events: [
      { type: 'link.signIn' },
      { type: 'link.renew' },
      { type: 'link.retry' },
      { type: 'xstate.done.actor.check', output: { valid: true } },
      { type: 'xstate.done.actor.check', output: { valid: false } },
      { type: 'xstate.error.actor.check', error: down },
      { type: 'xstate.done.actor.use', output: { token: 'signed', path: '/?requirement=3' } },
      { type: 'xstate.error.actor.use', error: expired },
      { type: 'xstate.error.actor.use', error: down },
      { type: 'xstate.done.actor.renew', output: { message: SIGN_IN_MESSAGES.freshLinkSent } },
      { type: 'xstate.error.actor.renew', error: down },
    ] as never[],
    serializeState: (state: SnapshotFrom<typeof signInLinkMachine>) => JSON.stringify([state.value, state.context.error, state.context.notice]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['checking', 'checkFailed', 'ready', 'signingIn', 'signedIn', 'expired', 'renewing', 'renewed']));
  });

  for (const path of paths) {
    it(path.description, { timeout: pathCeiling(path) }, async () => {
      const server = fakeServer();
      const { history } = await renderPublicPage({ path: PUBLIC_PATHS.signInLink, at: `${PUBLIC_PATHS.signInLink}?token=link-token`, component: SignInLinkPage });
      const user = userEvent.setup();
      const errorOf = (state: { context: unknown }) => (state.context as { error: string | null }).error;

      await path.test({
        states: {
          // Opening the page asks only whether the link works: the one request so far is that question.
          checking: async () => {
            expect(await screen.findByText(SIGN_IN_TEXTS.linkChecking)).toBeInTheDocument();
            expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/sign-in-link/check', body: { token: 'link-token' } });
            expect(server.requests.some((request) => request.path === '/api/auth/sign-in-link')).toBe(false);
          },
          checkFailed: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent(errorOf({ context: { error: down.message } })!);
            expect(screen.getByRole('button', { name: SIGN_IN_TEXTS.tryAgain })).toBeEnabled();
          },
          ready: async (state) => {
            expect(await screen.findByRole('button', { name: SIGN_IN_TEXTS.linkButton })).toBeEnabled();
            const error = errorOf(state);
            if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
            else expect(screen.queryByRole('alert')).toBeNull();
            expect(tokenStorage.get()).toBeNull();
          },
          signingIn: async () => {
            expect(await screen.findByRole('button', { name: SIGN_IN_TEXTS.linkPending })).toBeDisabled();
            expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/sign-in-link', body: { token: 'link-token' } });
          },
          // Signed in as the link's account, and at the item it opens.
          signedIn: async () => {
            await screen.findByText('elsewhere');
            expect(history.location.pathname).toBe('/');
            expect(history.location.search).toBe('?requirement=3');
            expect(tokenStorage.get()).not.toBeNull();
          },
          expired: async (state) => {
            expect(await screen.findByRole('button', { name: SIGN_IN_TEXTS.freshLink })).toBeEnabled();
            expect(screen.getByText(errorOf(state)!)).toHaveAttribute('role', 'status');
            expect(screen.queryByRole('button', { name: SIGN_IN_TEXTS.linkButton })).toBeNull();
          },
          renewing: async () => {
            expect(await screen.findByRole('button', { name: SIGN_IN_TEXTS.freshLinkPending })).toBeDisabled();
            expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/sign-in-link/renew', body: { token: 'link-token' } });
          },
          renewed: async () => {
            expect(await screen.findByText(SIGN_IN_MESSAGES.freshLinkSent)).toHaveAttribute('role', 'status');
            expect(tokenStorage.get()).toBeNull();
          },
        },
        events: {
          'link.signIn': async () => user.click(await screen.findByRole('button', { name: SIGN_IN_TEXTS.linkButton })),
          'link.renew': async () => user.click(await screen.findByRole('button', { name: SIGN_IN_TEXTS.freshLink })),
          'link.retry': async () => user.click(await screen.findByRole('button', { name: SIGN_IN_TEXTS.tryAgain })),
          ...({
            'xstate.done.actor.check': ({ event }: { event: { output: unknown } }) => server.answer(Response.json(event.output)),
            'xstate.error.actor.check': () => server.answer(answers.get(down)!()),
            'xstate.done.actor.use': ({ event }: { event: { output: { path: string } } }) => server.answer(Response.json({ token: sessionToken(), path: event.output.path })),
            'xstate.error.actor.use': ({ event }: { event: { error: unknown } }) => server.answer(answers.get(event.error)!()),
            'xstate.done.actor.renew': () => server.answer(Response.json({ message: SIGN_IN_MESSAGES.freshLinkSent }, { status: 202 })),
            'xstate.error.actor.renew': () => server.answer(answers.get(down)!()),
          } as object),
        },
      });
    });
  }

  it('a link without its token offers a fresh one at once, and asks the server nothing', async () => {
    const server = fakeServer();
    await renderPublicPage({ path: PUBLIC_PATHS.signInLink, at: PUBLIC_PATHS.signInLink, component: SignInLinkPage });
    expect(await screen.findByText(SIGN_IN_MESSAGES.linkInvalid)).toHaveAttribute('role', 'status');
    expect(server.requests).toEqual([]);
  });
});
