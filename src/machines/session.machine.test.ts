import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { testModelOf } from '../test/test-model';
import { ApiError } from '../api/client';
import { MESSAGES, ROLES } from '../api/contract';
import { tokenStorage } from '../api/token-storage';
import { deferredActors, fakeToken } from '../test/deferred-actors';
import { sessionMachine, type SessionEvent } from './session.machine';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const claims = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', role: ROLES.user, tv: 0, sid: 'session-7' };
const validToken = () => fakeToken({ ...claims, exp: inAnHour() });
const sessionUser = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', role: ROLES.user };
const serverRefusal = new ApiError(401, MESSAGES.invalidCredentials);

const login = { type: 'session.login', email: 'ada@example.com', password: 'correct horse' } as const;
const emptyLogin = { type: 'session.login', email: '', password: '' } as const;
/** A confirmed sign-up hands over the token the server gave. */
const started = { type: 'session.started', token: validToken() } as const;
const startedBadly = { type: 'session.started', token: 'not-a-token' } as const;

/** The events a user, the server and the clock can send; the done/error events are the server's answers. */
const modelEvents = [
  login,
  emptyLogin,
  started,
  startedBadly,
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.clearError' },
  { type: 'xstate.done.actor.restore', output: sessionUser },
  { type: 'xstate.done.actor.restore', output: null },
  { type: 'xstate.done.actor.login', output: validToken() },
  { type: 'xstate.done.actor.login', output: 'not-a-token' },
  { type: 'xstate.error.actor.login', error: serverRefusal },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new ApiError(0, MESSAGES.somethingWrong) },
] as unknown as SessionEvent[];

describe('session machine: every shortest path, run against the real machine', () => {
  const model = testModelOf(sessionMachine, {
    events: modelEvents,
    serializeState: (state) => JSON.stringify([state.value, state.context.user?.id ?? null, state.context.error]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  beforeEach(() => localStorage.clear());

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['restoring', 'signedOut', 'signingIn', 'signedIn', 'signingOut']) expect(reached).toContain(JSON.stringify(state));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const server = deferredActors(['restore', 'login', 'logout'] as const);
      const actor = createActor(sessionMachine.provide({ actors: server.actors })).start();
      let signOuts = 0;
      actor.on('signedOut', () => (signOuts += 1));

      await path.test({
        states: {
          restoring: () => expect(actor.getSnapshot().matches('restoring')).toBe(true),
          signingIn: () => {
            expect(actor.getSnapshot().matches('signingIn')).toBe(true);
            expect(server.lastInput('login')).toEqual({ email: login.email, password: login.password });
          },
          signedOut: (state) => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.matches('signedOut')).toBe(true);
            expect(snapshot.context.user).toBeNull();
            expect(snapshot.context.error).toBe(state.context.error);
          },
          // The server is asked to end the session while the user is still there.
          signingOut: () => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.matches('signingOut')).toBe(true);
            expect(snapshot.context.user).not.toBeNull();
          },
          signedIn: () => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.matches('signedIn')).toBe(true);
            expect(snapshot.context.user).toMatchObject({ id: sessionUser.id, role: sessionUser.role });
          },
        },
        events: {
          'session.login': ({ event }: { event: unknown }) => void actor.send(event as SessionEvent),
          'session.started': ({ event }: { event: unknown }) => void actor.send(event as SessionEvent),
          'session.logout': ({ event }: { event: unknown }) => void actor.send(event as SessionEvent),
          'session.expired': ({ event }: { event: unknown }) => void actor.send(event as SessionEvent),
          'session.clearError': ({ event }: { event: unknown }) => void actor.send(event as SessionEvent),
          ...({
            'xstate.done.actor.restore': ({ event }: { event: { output: unknown } }) => server.resolve('restore', event.output),
            'xstate.done.actor.login': ({ event }: { event: { output: unknown } }) => server.resolve('login', event.output),
            'xstate.error.actor.login': ({ event }: { event: { error: unknown } }) => server.reject('login', event.error),
            'xstate.done.actor.logout': () => server.resolve('logout', undefined),
            'xstate.error.actor.logout': ({ event }: { event: { error: unknown } }) => server.reject('logout', event.error),
          } as object),
        },
      });

      // The stored token always agrees with the session: present exactly when signed in.
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('signedIn') && !snapshot.context.user) throw new Error('signed in without a user');
      if (snapshot.matches('signedOut')) expect(tokenStorage.get()).toBeNull();
      if ((path.steps.at(-1)?.event as { type: string } | undefined)?.type === 'session.started' && snapshot.matches('signedIn')) expect(tokenStorage.get()).toBe(started.token);
      // A sign-out is told once it is done, and only then.
      expect(signOuts).toBe(path.steps.filter((step) => /actor\.logout/.test((step.event as { type: string }).type)).length);
      actor.stop();
    });
  }
});

describe('session machine: restoring from storage', () => {
  afterEach(() => localStorage.clear());

  const restore = async () => {
    const actor = createActor(sessionMachine).start();
    const state = await waitFor(actor, (s) => !s.matches('restoring'));
    actor.stop();
    return state;
  };

  it('restores a stored, unexpired token', async () => {
    tokenStorage.set(validToken());
    const state = await restore();
    expect(state.matches('signedIn')).toBe(true);
    expect(state.context.user).toEqual(sessionUser);
  });

  it('removes an expired token', async () => {
    tokenStorage.set(fakeToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }));
    const state = await restore();
    expect(state.matches('signedOut')).toBe(true);
    expect(tokenStorage.get()).toBeNull();
  });

  it('removes a token that cannot be decoded, or whose claims are not a session', async () => {
    for (const token of ['garbage', fakeToken({ ...claims, role: 'superuser', exp: inAnHour() })]) {
      tokenStorage.set(token);
      const state = await restore();
      expect(state.matches('signedOut')).toBe(true);
      expect(tokenStorage.get()).toBeNull();
    }
  });

  it('asks the server: a revoked token ends the session', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: MESSAGES.pleaseLogin }, { status: 401 }));
    tokenStorage.set(validToken());
    const state = await restore();
    vi.unstubAllGlobals();
    expect(state.matches('signedOut')).toBe(true);
    expect(tokenStorage.get()).toBeNull();
  });

  it('asks the server: the names shown are the account’s current ones', async () => {
    const current = { ...sessionUser, firstname: 'Augusta', phone: null, bio: null, avatar: null };
    vi.stubGlobal('fetch', async (request: Request) => {
      expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
      return Response.json({ user: current });
    });
    tokenStorage.set(validToken());
    const state = await restore();
    vi.unstubAllGlobals();
    expect(state.context.user).toEqual({ ...sessionUser, firstname: 'Augusta' });
  });

  it('keeps the token’s own claims when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    tokenStorage.set(validToken());
    const state = await restore();
    vi.unstubAllGlobals();
    expect(state.context.user).toEqual(sessionUser);
    expect(tokenStorage.get()).not.toBeNull();
  });

  it('starts signed out with nothing stored', async () => {
    expect((await restore()).matches('signedOut')).toBe(true);
  });
});

describe('session machine: client checks', () => {
  it('refuses an empty sign-in with SPEC.md’s message and sends nothing', async () => {
    const server = deferredActors(['restore', 'login'] as const);
    const actor = createActor(sessionMachine.provide({ actors: server.actors })).start();
    await server.resolve('restore', null);
    actor.send(emptyLogin);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.bothRequired);
    expect(server.lastInput('login')).toBeUndefined();
  });

  it('shows the server’s message when sign-in is refused, and “Login failed” when it gives none', async () => {
    const server = deferredActors(['restore', 'login'] as const);
    const actor = createActor(sessionMachine.provide({ actors: server.actors })).start();
    await server.resolve('restore', null);
    actor.send(login);
    await server.reject('login', serverRefusal);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.invalidCredentials);
    actor.send(login);
    await server.reject('login', new Error('socket hang up'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loginFailed);
  });
});
