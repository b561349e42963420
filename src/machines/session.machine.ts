import { assign, emit, fromCallback, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { messageOf } from '../api/api-error';
import { MESSAGES, type LoginBody, type SessionUser } from '../api/contract';
import { requestProfile } from '../api/profile-request';
import { sessionChannel } from '../api/session-channel';
import { tokenStorage } from '../api/token-storage';
import type { CheckedSignIn, RestoredSession, StartedSession } from './session.steps';

export type SessionEvent =
  | ({ type: 'session.login' } & LoginBody)
  /** A token the server gave outside sign-in (a confirmed sign-up): the session starts with it. */
  | { type: 'session.started'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  /** Another tab of this browser signed out: the token they share is gone. */
  | { type: 'session.endedElsewhere' }
  | { type: 'session.clearError' }
  | { type: 'session.userChanged'; user: Pick<SessionUser, 'firstname' | 'lastname' | 'email'> };

export type SessionEmitted = { type: 'signedOut' };

type Context = { user: SessionUser | null; error: string | null };

/**
 * The steps that need the contract's schemas and the API client (zod, the token's claims, every
 * request): fetched when the session first takes one, so a signed-out first load carries none of
 * them. The sign-in page asks for them early, as the user comes to its form.
 */
const steps = () => import('./session.steps');
export const prepareSessionSteps = (): void => void steps().catch(() => undefined);

/**
 * The signed-in user is a session: restored from storage, started by sign-in or a confirmed sign-up, ended by
 * sign-out or a 401. A sign-in form is checked against the contract before it is sent. Signing out
 * ends the session on the server first (the token stops working everywhere), keeping the user
 * meanwhile so the page on screen stays whole; signed out either way, and told with `signedOut` so
 * the app goes to sign-in afresh. A sign-out is told to the browser's other tabs, and one told by
 * another tab ends this tab's session too, the same way. The states tagged `settling` are those the router waits out
 * before it decides who may see a page.
 */
export const sessionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /**
     * Nothing stored, nothing to fetch: a signed-out first load goes to its page at once. A stored
     * token is checked by asking for the profile beside the steps' download, not once they have
     * arrived; the steps read the answer.
     */
    restore: fromPromise<RestoredSession>(async () => {
      if (tokenStorage.get() === null) return null;
      const profile = requestProfile();
      return (await steps()).restoreSession(profile);
    }),
    check: fromPromise<CheckedSignIn, LoginBody>(async ({ input }) => (await steps()).checkSignIn(input)),
    login: fromPromise<StartedSession, LoginBody>(async ({ input }) => (await steps()).signIn(input)),
    start: fromPromise<StartedSession, string>(async ({ input }) => (await steps()).readToken(input)),
    /** Listens, while signed in, for another tab's sign-out. */
    otherTabs: fromCallback(({ sendBack }) => sessionChannel.onSignOutElsewhere(() => sendBack({ type: 'session.endedElsewhere' }))),
    /** This browser forgets the token at once; then the server is asked to end its session. */
    logout: fromPromise<void>(async () => {
      const token = tokenStorage.get();
      tokenStorage.remove();
      if (token) await (await steps()).signOut(token);
    }),
  },
  actions: {
    clearToken: () => tokenStorage.remove(),
    announceSignOut: () => sessionChannel.announceSignOut(),
    storeToken: (_, token: string) => tokenStorage.set(token),
    forget: assign({ user: null }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: { user: null, error: null },
  states: {
    restoring: {
      tags: 'settling',
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          // A session stored but ended meanwhile (a reload after it expired or was revoked) says so at sign-in.
          { guard: ({ event }) => event.output === 'ended', target: 'signedOut', actions: assign({ error: MESSAGES.sessionExpired }) },
          { guard: ({ event }) => event.output !== null, target: 'signedIn', actions: assign({ user: ({ event }) => event.output as SessionUser }) },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: 'clearToken' },
      },
    },
    signedOut: {
      on: {
        'session.login': { target: 'checking' },
        'session.started': { target: 'starting', actions: ['clearError', { type: 'storeToken', params: ({ event }) => event.token }] },
        'session.expired': { actions: 'clearToken' },
        'session.clearError': { actions: 'clearError' },
      },
    },
    /** The form against the contract's sign-in body: a problem is shown and nothing is sent. */
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ event }) => {
          const { email, password } = event as Extract<SessionEvent, { type: 'session.login' }>;
          return { email, password };
        },
        onDone: [
          {
            guard: ({ event }) => 'issue' in event.output,
            target: 'signedOut',
            actions: assign({ error: ({ event }) => ('issue' in event.output ? event.output.issue : null) }),
          },
          { target: 'signingIn', actions: 'clearError' },
        ],
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.loginFailed) }) },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        // Entered from `checking` only, with the body as checked.
        input: ({ event }) => (event as unknown as DoneActorEvent<{ body: LoginBody }>).output.body,
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'storeToken', params: ({ event }) => event.output.token }, assign({ user: ({ event }) => event.output.user })],
        },
        // A refusal shows the server's message; a token the browser cannot read, "Login failed".
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.loginFailed) }) },
      },
    },
    /** The token is kept at once; the session starts once its claims are read, and ends if they cannot be. */
    starting: {
      tags: 'settling',
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.started' }>).token,
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output.user }) },
        onError: { target: 'signedOut', actions: 'clearToken' },
      },
    },
    signingOut: {
      tags: 'settling',
      entry: 'announceSignOut',
      invoke: {
        id: 'logout',
        src: 'logout',
        // Should the server not answer, the token still goes from this browser.
        onDone: { target: 'signedOut', actions: ['clearToken', 'forget', 'clearError', emit({ type: 'signedOut' })] },
        onError: { target: 'signedOut', actions: ['clearToken', 'forget', 'clearError', emit({ type: 'signedOut' })] },
      },
      on: {
        'session.expired': { actions: 'clearToken' },
      },
    },
    signedIn: {
      invoke: { id: 'otherTabs', src: 'otherTabs' },
      on: {
        'session.logout': { target: 'signingOut' },
        // The other tab removed the token (it may hold a newer one by now: it is left alone).
        'session.endedElsewhere': { target: 'signedOut', actions: ['forget', 'clearError', emit({ type: 'signedOut' })] },
        'session.expired': { target: 'signedOut', actions: ['clearToken', 'forget', assign({ error: MESSAGES.sessionExpired })] },
        'session.userChanged': {
          actions: assign({ user: ({ context, event }) => (context.user ? { ...context.user, ...event.user } : null) }),
        },
      },
    },
  },
});

export type SessionActor = import('xstate').ActorRefFrom<typeof sessionMachine>;
