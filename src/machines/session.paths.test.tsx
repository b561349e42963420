import '../design-system/testing/jsdom-polyfills';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { MENU_TEXTS, MESSAGES, ROLES, type LoginBody, type SessionUser, type UserProfile } from '../api/contract';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { SESSION_CHANNEL, type SessionChannelMessage } from '../api/session-channel';
import { onSessionExpired } from '../api/session-events';
import { tokenStorage } from '../api/token-storage';
import { createAppRouter } from '../routes/router';
import { sessionMachine } from './session.machine';
import { fakeToken } from '../test/deferred-actors';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { pathName } from '../test/path-names';
import { testModelOf } from '../test/test-model';
import { pathCeiling } from '../test/ceilings';

type State = SnapshotFrom<typeof sessionMachine>;

const ada: UserProfile = { id: 1, firstname: 'Ada', lastname: 'Lane', email: 'ada@example.com', phone: null, bio: null, role: ROLES.admin, avatar: null };
const token = fakeToken({ id: ada.id, firstname: ada.firstname, lastname: ada.lastname, email: ada.email, role: ada.role, tv: 0, sid: 'session-1', exp: Math.floor(Date.now() / 1000) + 3600 });
const adaUser: SessionUser = { id: ada.id, firstname: ada.firstname, lastname: ada.lastname, email: ada.email, role: ada.role };
const PROFILE = '/api/user/profile';
const filled = { email: ada.email, password: 'correct horse' };
/** The server's answers to a sign-in that the model names: each refusal with the contract's message. */
const refusals = {
  wrongPassword: new ApiError(401, MESSAGES.invalidCredentials),
  rateLimited: new ApiError(429, MESSAGES.tooManyAttempts(15)),
  // A 200 whose token the browser cannot read: the sign-in fails as a refusal does.
  unreadableToken: new Error('unreadable token'),
};

/** The form the sign-in page handed to the contract's check, as the check's actor was given it. */
const checkedForm = (state: State) => (state.children as { check?: { options: { input: LoginBody } } }).check?.options.input;

let stopListening: () => void = () => {};
/** Another tab of the same browser: it hears this tab's sign-out, and may sign out itself. */
let otherTab: BroadcastChannel | null = null;
beforeAll(() => {
  window.matchMedia = ((media: string) => ({ media, matches: true, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  stopListening();
  otherTab?.close();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signInButton = () => screen.findByRole('button', { name: AUTH_TEXTS.signInButton });
const waitingFor = (server: FakeServer, method: string, path: string) =>
  waitFor(() => expect(server.pending().map((request) => `${request.method} ${request.path}`)).toContain(`${method} ${path}`));

describe('Session: every shortest path of its machine, driven through the sign-in page and the app shell', () => {
  const model = testModelOf(sessionMachine, {
    events: [
      { type: 'xstate.done.actor.restore', output: ada },
      // The stored session ended meanwhile: the server refuses the token (401).
      { type: 'xstate.done.actor.restore', output: 'ended' },
      { type: 'session.login', email: '', password: '' },
      { type: 'session.login', ...filled },
      { type: 'xstate.done.actor.check', output: { issue: MESSAGES.bothRequired } },
      { type: 'xstate.done.actor.check', output: { body: filled } },
      { type: 'xstate.done.actor.login', output: { token, user: adaUser } },
      ...Object.values(refusals).map((error) => ({ type: 'xstate.error.actor.login', error })),
      { type: 'session.logout' },
      { type: 'xstate.done.actor.logout' },
      { type: 'xstate.error.actor.logout', error: new ApiError(502, 'The server is away.') },
      { type: 'session.expired' },
      { type: 'session.endedElsewhere' },
    ] as never[],
    // A signed-out session is told apart by the message the sign-in page shows; a sign-in and each
    // way a sign-out ends get a path of their own.
    serializeState: (state: State, step?: { type: string }) => {
      const arrival = step && ['xstate.done.actor.login', 'xstate.done.actor.logout', 'xstate.error.actor.logout', 'session.endedElsewhere'].includes(step.type) ? step.type : null;
      // A form being checked is told apart by what was typed: its check has its own outcome.
      return JSON.stringify([state.value, state.context.error, arrival, state.matches('checking') ? checkedForm(state) : null]);
    },
    filterEvents: (state: State, { type, output }: { type: string; output?: object }) => {
      if (type.endsWith('actor.restore')) return state.matches('restoring');
      if (type === 'session.login') return state.matches('signedOut');
      // The contract's check of the form typed: an empty one has a problem, a filled one is sent.
      if (type === 'xstate.done.actor.check') return state.matches('checking') && 'issue' in (output ?? {}) === (checkedForm(state)?.email === '');
      if (type.endsWith('actor.login')) return state.matches('signingIn');
      if (type.endsWith('actor.logout')) return state.matches('signingOut');
      // Only a signed-in page has a request the server can refuse for an ended session.
      return state.matches('signedIn');
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state a user can meet', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['restoring', 'signedOut', 'checking', 'signingIn', 'signedIn', 'signingOut']) expect(reached).toContain(JSON.stringify(value));
    // Each refusal of the server and the contract's problem with an empty form is shown as it is.
    const shown = new Set(paths.map((path) => path.state.context.error));
    for (const message of [MESSAGES.bothRequired, MESSAGES.invalidCredentials, MESSAGES.tooManyAttempts(15), MESSAGES.loginFailed]) expect(shown).toContain(message);
  });

  const label = (event: { type: string } & Record<string, unknown>) => {
    if (event.type === 'xstate.done.actor.restore') return event.output === 'ended' ? 'refused' : 'valid';
    if (event.type === 'session.login') return event.email ? 'filled' : 'empty';
    if (event.type === 'xstate.done.actor.check') return 'issue' in (event.output as object) ? 'problem' : 'sent';
    if (event.type === 'xstate.error.actor.login') return Object.entries(refusals).find(([, error]) => error === event.error)?.[0];
    return undefined;
  };

  for (const path of paths) {
    it(pathName(path, label), { timeout: pathCeiling(path) }, async () => {
      const server: FakeServer = fakeServer();
      tokenStorage.set(token);
      const heard: SessionChannelMessage[] = [];
      let returnAddress: string | undefined = '/profile';
      otherTab = new BroadcastChannel(SESSION_CHANNEL);
      otherTab.onmessage = (message: MessageEvent<SessionChannelMessage>) => heard.push(message.data);
      const session = createActor(sessionMachine).start();
      // As the app wires it: a request refused for an ended session ends it.
      stopListening = onSessionExpired(() => session.send({ type: 'session.expired' }));
      const router = createAppRouter(session, { history: createMemoryHistory({ initialEntries: ['/profile'] }) });
      render(<RouterProvider router={router as never} />);
      const user = userEvent.setup();

      await path.test({
        states: {
          restoring: async () => {
            await waitingFor(server, 'GET', PROFILE);
            expect(screen.queryByRole('button', { name: MENU_TEXTS.signOut })).toBeNull();
          },
          signedOut: async (state: State) => {
            expect(await signInButton()).toBeEnabled();
            expect(screen.getByRole('heading', { name: AUTH_TEXTS.signInTitle })).toBeVisible();
            expect(screen.queryByRole('button', { name: MENU_TEXTS.signOut })).toBeNull();
            if (state.context.error) expect(await screen.findByText(state.context.error)).toBeVisible();
            expect(tokenStorage.get()).toBeNull();
            // The guard and an ended session keep the page's address to come back to; a sign-out does not.
            const { pathname, search } = router.state.location;
            expect(pathname).toBe('/signin');
            expect((search as { redirect?: string }).redirect).toBe(returnAddress);
          },
          // The page stays as it was while the contract's check of the form (fetched on first use) runs.
          checking: () => {
            expect(screen.getByRole('heading', { name: AUTH_TEXTS.signInTitle })).toBeVisible();
            expect(screen.queryByRole('button', { name: MENU_TEXTS.signOut })).toBeNull();
            expect(tokenStorage.get()).toBeNull();
          },
          signingIn: async () => {
            expect(await screen.findByRole('button', { name: AUTH_TEXTS.signInPending })).toBeVisible();
            await waitingFor(server, 'POST', '/api/auth/login');
          },
          signedIn: async () => {
            expect(await screen.findByRole('button', { name: MENU_TEXTS.signOut })).toBeVisible();
            expect(screen.getAllByText(ada.firstname, { exact: false }).length).toBeGreaterThan(0);
            expect(screen.queryByRole('heading', { name: AUTH_TEXTS.signInTitle })).toBeNull();
            expect(tokenStorage.get()).toBe(token);
          },
          signingOut: async () => {
            await waitingFor(server, 'POST', '/api/auth/logout');
            // This browser forgets the token at once; the page stays whole until the server answers.
            expect(tokenStorage.get()).toBeNull();
            expect(screen.getByRole('button', { name: MENU_TEXTS.signOut })).toBeVisible();
            // The browser's other tabs are told at once.
            await waitFor(() => expect(heard).toEqual([{ type: 'signedOut' }]));
          },
        },
        events: {
          'session.login': async ({ event: step }: { event: { email: string; password: string } }) => {
            if (step.email) await user.type(screen.getByLabelText(AUTH_TEXTS.emailLabel, { exact: false, selector: 'input' }), step.email);
            if (step.password) await user.type(screen.getByLabelText(AUTH_TEXTS.passwordLabel, { exact: false, selector: 'input' }), step.password);
            await user.click(await signInButton());
          },
          'session.logout': () => {
            returnAddress = undefined;
            return user.click(screen.getByRole('button', { name: MENU_TEXTS.signOut }));
          },
          // The page's own request comes back refused: the session has ended on the server.
          'session.expired': async () => {
            await waitingFor(server, 'GET', PROFILE);
            await server.answerLatest(Response.json({ message: 'Unauthorized' }, { status: 401 }));
          },
          // Another tab of this browser signs out.
          'session.endedElsewhere': () => {
            returnAddress = undefined;
            // As the other tab does: the token they share goes from storage, then it tells.
            tokenStorage.remove();
            otherTab!.postMessage({ type: 'signedOut' } satisfies SessionChannelMessage);
          },
          ...({
            'xstate.done.actor.restore': async ({ event: step }: { event: { output: UserProfile | 'ended' } }) => {
              await waitingFor(server, 'GET', PROFILE);
              await server.answerLatest(step.output === 'ended' ? Response.json({ message: 'Unauthorized' }, { status: 401 }) : Response.json({ user: step.output }));
            },
            // The check runs in the page itself: its outcome is on screen, or a request on its way.
            'xstate.done.actor.check': async ({ event: step }: { event: { output: { issue: string } | { body: LoginBody } } }) => {
              if ('issue' in step.output) expect(await screen.findByText(step.output.issue)).toBeVisible();
              else await waitingFor(server, 'POST', '/api/auth/login');
            },
            'xstate.done.actor.login': ({ event: step }: { event: { output: { token: string } } }) => server.answerLatest(Response.json({ token: step.output.token })),
            'xstate.error.actor.login': ({ event: step }: { event: { error: Error } }) =>
              server.answerLatest(
                step.error instanceof ApiError
                  ? Response.json({ message: step.error.message }, { status: step.error.status })
                  : Response.json({ token: 'not-a-token' }),
              ),
            'xstate.done.actor.logout': () => server.answerLatest(new Response(null, { status: 204 })),
            'xstate.error.actor.logout': ({ event: step }: { event: { error: ApiError } }) =>
              server.answerLatest(Response.json({ message: step.error.message }, { status: step.error.status })),
          } as object),
        },
      });
    });
  }
});
