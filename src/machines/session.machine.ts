import { assign, emit, fromPromise, setup } from 'xstate';
import * as authApi from '../api/auth';
import { ApiError, messageOf } from '../api/client';
import { loginBody, MESSAGES, registerBody, type LoginBody, type RegisterBody, type SessionUser } from '../api/contract';
import { decodeSession } from '../api/session-token';
import { tokenStorage } from '../api/token-storage';
import { getProfile } from '../api/user';

export type SessionEvent =
  | ({ type: 'session.login' } & LoginBody)
  | ({ type: 'session.register' } & Omit<RegisterBody, 'role'>)
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.clearError' }
  | { type: 'session.userChanged'; user: Pick<SessionUser, 'firstname' | 'lastname' | 'email'> };

export type SessionEmitted = { type: 'registered'; message: string } | { type: 'failed'; message: string } | { type: 'signedOut' };

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
 * The signed-in user is a session: restored from storage, started by sign-in or sign-up, ended by
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
    register: fromPromise<{ token: string; message?: string }, RegisterBody>(({ input }) => authApi.register(input)),
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
        'session.register': [
          {
            guard: ({ event }) => !registerBody.safeParse(event).success,
            actions: assign({ error: ({ event }) => firstIssue(registerBody.safeParse(event)) }),
          },
          { target: 'registering', actions: 'clearError' },
        ],
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
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          const { firstname, lastname, email, password } = event as Extract<SessionEvent, { type: 'session.register' }>;
          return { firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim(), password, role: 'user' };
        },
        onDone: [
          {
            guard: ({ event }) => decodeSession(event.output.token) !== null,
            target: 'signedIn',
            actions: [
              { type: 'storeToken', params: ({ event }) => event.output.token },
              assign({ user: ({ event }) => decodeSession(event.output.token) }),
              emit({ type: 'registered', message: MESSAGES.registrationSuccess }),
            ],
          },
          { target: 'signedOut', actions: assign({ error: MESSAGES.registrationFailed }) },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error, MESSAGES.registrationFailed) }),
            emit(({ event }) => ({ type: 'failed' as const, message: messageOf(event.error, MESSAGES.registrationFailed) })),
          ],
        },
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
