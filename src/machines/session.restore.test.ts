import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, ROLES } from '../api/contract';
import { fakeToken } from '../test/deferred-actors';

/**
 * The session's steps arrive when the test lets them: the import of `session.steps` waits for the
 * gate, as a slow network would hold the chunk.
 */
const chunk = { gate: Promise.resolve(), open: () => {} };

const claims = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', role: ROLES.user, tv: 0, sid: 'session-7' };
const sessionUser = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', role: ROLES.user };
const PROFILE = 'GET /api/user/profile';

/** The app's session restoring a stored token, the server answering the profile request with `answer`. */
async function restoreWhileStepsHeld(answer: () => Response | Promise<Response>) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer();
  });
  const { tokenStorage } = await import('../api/token-storage');
  const { sessionMachine } = await import('./session.machine');
  tokenStorage.set(fakeToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const actor = createActor(sessionMachine).start();
  return { actor, sent, tokenStorage };
}

describe('restoring a stored session: the profile is asked for beside the steps’ download', () => {
  beforeEach(() => {
    // A fresh app each time (its own module graph), whose steps are fetched anew.
    vi.resetModules();
    chunk.gate = new Promise<void>((open) => (chunk.open = open));
    vi.doMock('./session.steps', async (importOriginal) => {
      await chunk.gate;
      return importOriginal();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the profile request before the steps have arrived, and signs in as the account is now', async () => {
    const current = { ...sessionUser, firstname: 'Augusta', phone: null, bio: null, avatar: null };
    const { actor, sent, tokenStorage } = await restoreWhileStepsHeld(() => Response.json({ user: current }));

    await vi.waitFor(() => expect(sent).toEqual([PROFILE]));
    expect(actor.getSnapshot().matches('restoring')).toBe(true);

    chunk.open();
    const state = await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
    expect(state.matches('signedIn')).toBe(true);
    expect(state.context.user).toEqual({ ...sessionUser, firstname: 'Augusta' });
    // One request: the steps read the answer that came early, they do not ask again.
    expect(sent).toEqual([PROFILE]);
    expect(tokenStorage.get()).not.toBeNull();
    actor.stop();
  });

  it('a revoked token answered before the steps arrive still ends the session and forgets the token', async () => {
    const { actor, sent, tokenStorage } = await restoreWhileStepsHeld(() => Response.json({ message: MESSAGES.pleaseLogin }, { status: 401 }));

    await vi.waitFor(() => expect(sent).toEqual([PROFILE]));
    chunk.open();
    const state = await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
    expect(state.matches('signedOut')).toBe(true);
    expect(state.context.user).toBeNull();
    expect(tokenStorage.get()).toBeNull();
    actor.stop();
  });

  it('a network failure before the steps arrive keeps the token’s own claims, as without the server', async () => {
    const { actor, sent, tokenStorage } = await restoreWhileStepsHeld(() => {
      throw new TypeError('Failed to fetch');
    });

    await vi.waitFor(() => expect(sent).toEqual([PROFILE]));
    chunk.open();
    const state = await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
    expect(state.matches('signedIn')).toBe(true);
    expect(state.context.user).toEqual(sessionUser);
    expect(tokenStorage.get()).not.toBeNull();
    actor.stop();
  });

  it('the steps failing to arrive end the session as before, the early answer unread', async () => {
    chunk.gate = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    chunk.gate.catch(() => undefined);
    const { actor, sent, tokenStorage } = await restoreWhileStepsHeld(() => Response.json({ message: MESSAGES.pleaseLogin }, { status: 401 }));

    const state = await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
    expect(state.matches('signedOut')).toBe(true);
    expect(tokenStorage.get()).toBeNull();
    expect(sent).toEqual([PROFILE]);
    actor.stop();
  });
});
