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

/** The events a user, the server and the clock can send; the done/error events are the server's answers and the contract's checks. */
const modelEvents = [
  login,
  emptyLogin,
  started,
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.clearError' },
  { type: 'xstate.done.actor.restore', output: sessionUser },
  { type: 'xstate.done.actor.restore', output: null },
  { type: 'xstate.done.actor.restore', output: 'ended' },
  { type: 'xstate.done.actor.check', output: { body: { email: login.email, password: login.password } } },
  { type: 'xstate.done.actor.check', output: { issue: MESSAGES.bothRequired } },
  // The checks could not be fetched (the server away, or a new version deployed meanwhile).
  { type: 'xstate.error.actor.check', error: new TypeError('Failed to fetch dynamically imported module') },
  { type: 'xstate.done.actor.login', output: { token: validToken(), user: sessionUser } },
  { type: 'xstate.error.actor.login', error: serverRefusal },
  { type: 'xstate.done.actor.start', output: { token: started.token, user: sessionUser } },
  { type: 'xstate.error.actor.start', error: new Error('The server gave a token that cannot be read.') },
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
    for (const state of ['restoring', 'signedOut', 'checking', 'signingIn', 'starting', 'signedIn', 'signingOut']) expect(reached).toContain(JSON.stringify(state));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const server = deferredActors(['restore', 'check', 'login', 'start', 'logout'] as const);
      const actor = createActor(sessionMachine.provide({ actors: server.actors })).start();
      let signOuts = 0;
      actor.on('signedOut', () => (signOuts += 1));

      await path.test({
        states: {
          restoring: () => expect(actor.getSnapshot().matches('restoring')).toBe(true),
          // The form as typed goes to the contract's check; nothing is sent meanwhile.
          checking: () => {
            expect(actor.getSnapshot().matches('checking')).toBe(true);
            const sent = path.steps.findLast((step) => (step.event as { type: string }).type === 'session.login')?.event as unknown as typeof login;
            expect(server.lastInput('check')).toEqual({ email: sent.email, password: sent.password });
          },
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
          // The server's token is kept at once; the user comes once its claims are read.
          starting: () => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.matches('starting')).toBe(true);
            expect(snapshot.context.user).toBeNull();
            expect(tokenStorage.get()).toBe(started.token);
            expect(server.lastInput('start')).toBe(started.token);
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
            'xstate.done.actor.check': ({ event }: { event: { output: unknown } }) => server.resolve('check', event.output),
            'xstate.error.actor.check': ({ event }: { event: { error: unknown } }) => server.reject('check', event.error),
            'xstate.done.actor.start': ({ event }: { event: { output: unknown } }) => server.resolve('start', event.output),
            'xstate.error.actor.start': ({ event }: { event: { error: unknown } }) => server.reject('start', event.error),
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
      if ((path.steps.at(-1)?.event as { type: string } | undefined)?.type === 'xstate.done.actor.start') expect(tokenStorage.get()).toBe(started.token);
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

  it('removes an expired token, and sign-in says the session has ended', async () => {
    tokenStorage.set(fakeToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }));
    const state = await restore();
    expect(state.matches('signedOut')).toBe(true);
    expect(state.context.error).toBe(MESSAGES.sessionExpired);
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
    expect(state.context.error).toBe(MESSAGES.sessionExpired);
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

  it('starts signed out with nothing stored, with nothing to say', async () => {
    const state = await restore();
    expect(state.matches('signedOut')).toBe(true);
    expect(state.context.error).toBeNull();
  });
});

describe('session machine: client checks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /** The machine with its own checks, and a server that records what it is sent and answers `answer`. */
  const signedOutSession = async (answer: () => Response = () => Response.json({ token: validToken() })) => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return answer();
    });
    const actor = createActor(sessionMachine).start();
    await waitFor(actor, (state) => state.matches('signedOut'));
    return { actor, sent };
  };
  const settled = (actor: ReturnType<typeof createActor<typeof sessionMachine>>) =>
    waitFor(actor, (state) => state.matches('signedOut') || state.matches('signedIn'));

  it('refuses an empty sign-in with the product’s message and sends nothing', async () => {
    const { actor, sent } = await signedOutSession();
    actor.send(emptyLogin);
    const state = await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(state.matches('signedOut')).toBe(true);
    expect(state.context.error).toBe(MESSAGES.bothRequired);
    expect(sent).toEqual([]);
  });

  it('sends the address trimmed, and signs in as the token’s claims', async () => {
    const bodies: unknown[] = [];
    const { actor } = await signedOutSession();
    vi.stubGlobal('fetch', async (request: Request) => {
      bodies.push(await request.json());
      return Response.json({ token: validToken() });
    });
    actor.send({ ...login, email: `  ${login.email} ` });
    const state = await settled(actor);
    expect(bodies).toEqual([{ email: login.email, password: login.password }]);
    expect(state.context.user).toEqual(sessionUser);
    expect(tokenStorage.get()).not.toBeNull();
  });

  it('fails a sign-in whose token cannot be read with “Login failed”, keeping nothing', async () => {
    const { actor } = await signedOutSession(() => Response.json({ token: 'not-a-token' }));
    actor.send(login);
    const state = await settled(actor);
    expect(state.matches('signedOut')).toBe(true);
    expect(state.context.error).toBe(MESSAGES.loginFailed);
    expect(tokenStorage.get()).toBeNull();
  });

  it('shows the server’s message when sign-in is refused, and “Login failed” when it gives none', async () => {
    const server = deferredActors(['restore', 'login'] as const);
    const actor = createActor(sessionMachine.provide({ actors: server.actors })).start();
    await server.resolve('restore', null);
    actor.send(login);
    await waitFor(actor, (state) => state.matches('signingIn'));
    await server.reject('login', serverRefusal);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.invalidCredentials);
    actor.send(login);
    await waitFor(actor, (state) => state.matches('signingIn'));
    await server.reject('login', new Error('socket hang up'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loginFailed);
  });

  it('starts the session a confirmed sign-up gives as its token’s claims', async () => {
    const { actor } = await signedOutSession();
    actor.send(started);
    const state = await settled(actor);
    expect(state.context.user).toEqual(sessionUser);
    expect(tokenStorage.get()).toBe(started.token);
  });

  it('ends a session given with a token that cannot be read, and forgets the token', async () => {
    const { actor } = await signedOutSession();
    actor.send({ type: 'session.started', token: 'not-a-token' });
    expect(tokenStorage.get()).toBe('not-a-token');
    const state = await settled(actor);
    expect(state.matches('signedOut')).toBe(true);
    expect(tokenStorage.get()).toBeNull();
  });
});
