import { assign, emit, fromPromise, setup } from 'xstate';
import * as authApi from '../api/auth';
import { ApiError, messageOf } from '../api/client';
import { loginBody, MESSAGES, type LoginBody, type SessionUser } from '../api/contract';
import { decodeSession } from '../api/session-token';
import { tokenStorage } from '../api/token-storage';
import { getProfile } from '../api/user';

export type SessionEvent =
  | ({ type: 'session.login' } & LoginBody)
  /** A token the server gave outside sign-in (a confirmed sign-up): the session starts with it. */
  | { type: 'session.started'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.clearError' }
  | { type: 'session.userChanged'; user: Pick<SessionUser, 'firstname' | 'lastname' | 'email'> };

export type SessionEmitted = { type: 'signedOut' };

type Context = { user: SessionUser | null; error: string | null };

/** The first problem the contract finds in a form, or null. */
function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? MESSAGES.somethingWrong);
}

/**
 * The stored token, checked by the server: a forged, revoked or outdated one ends here, and the
 * names shown come from the account as it is now. Without the server, the token's own claims serve.
 */
async function restoreSession(): Promise<SessionUser | null> {
  const token = tokenStorage.get();
  const claims = token ? decodeSession(token) : null;
  if (!claims) {
    tokenStorage.remove();
    return null;
  }
  try {
    const { user } = await getProfile();
    return { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, role: user.role };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStorage.remove();
      return null;
    }
    return claims;
  }
}

/**
 * The signed-in user is a session: restored from storage, started by sign-in or a confirmed sign-up, ended by
 * sign-out or a 401. Signing out ends the session on the server first (the token stops working
 * everywhere), keeping the user meanwhile so the page on screen stays whole; signed out either
 * way, and told with `signedOut` so the app goes to sign-in afresh.
 */
export const sessionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    restore: fromPromise<SessionUser | null>(async () => restoreSession()),
    login: fromPromise<string, LoginBody>(async ({ input }) => (await authApi.login(input)).token),
    /** This browser forgets the token at once; then the server is asked to end its session. */
    logout: fromPromise<void>(async () => {
      const token = tokenStorage.get();
      tokenStorage.remove();
      if (token) await authApi.logout(token);
    }),
  },
  actions: {
    clearToken: () => tokenStorage.remove(),
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
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: 'clearToken' },
      },
    },
    signedOut: {
      on: {
        'session.login': [
          {
            guard: ({ event }) => !loginBody.safeParse(event).success,
            actions: assign({ error: ({ event }) => firstIssue(loginBody.safeParse(event)) }),
          },
          { target: 'signingIn', actions: 'clearError' },
        ],
        'session.started': {
          guard: ({ event }) => decodeSession(event.token) !== null,
          target: 'signedIn',
          actions: ['clearError', { type: 'storeToken', params: ({ event }) => event.token }, assign({ user: ({ event }) => decodeSession(event.token) })],
        },
        'session.expired': { actions: 'clearToken' },
        'session.clearError': { actions: 'clearError' },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { email, password } = event as Extract<SessionEvent, { type: 'session.login' }>;
          return { email: email.trim(), password };
        },
        onDone: [
          {
            guard: ({ event }) => decodeSession(event.output) !== null,
            target: 'signedIn',
            actions: [{ type: 'storeToken', params: ({ event }) => event.output }, assign({ user: ({ event }) => decodeSession(event.output) })],
          },
          { target: 'signedOut', actions: assign({ error: MESSAGES.loginFailed }) },
        ],
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.loginFailed) }) },
      },
    },
    signingOut: {
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
      on: {
        'session.logout': { target: 'signingOut' },
        'session.expired': { target: 'signedOut', actions: ['clearToken', 'forget', assign({ error: MESSAGES.sessionExpired })] },
        'session.userChanged': {
          actions: assign({ user: ({ context, event }) => (context.user ? { ...context.user, ...event.user } : null) }),
        },
      },
    },
  },
});

export type SessionActor = import('xstate').ActorRefFrom<typeof sessionMachine>;
