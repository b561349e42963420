import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, callEmpty } from './client';
import { MESSAGES, profileBody } from './contract';
import { http } from './http';
import { requestProfile } from './profile-request';
import { tokenStorage } from './token-storage';

/** The server as the browser sees it: each request is recorded and given the next answer in line. */
function serve(...answers: (() => Response)[]) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search} ${request.headers.get('authorization') ?? '-'}`);
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    return answer();
  });
  return sent;
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};
const user = { id: 1, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', role: 'user', phone: null, bio: null, avatar: null };

describe('the request sender (ky)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the stored token and the query without undefined values, and reads the JSON answer', async () => {
    tokenStorage.set('stored-token');
    const sent = serve(() => Response.json({ ok: true }));
    await expect(http.get('events', { searchParams: { from: '2026-01-01', to: undefined } }).json()).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['GET /api/events?from=2026-01-01 Bearer stored-token']);
  });

  it('sends an idempotent request again after a network failure or a gateway’s error', async () => {
    const sent = serve(offline, () => new Response(null, { status: 502 }), () => Response.json({ ok: true }));
    await expect(http.put('event/3', { json: { title: 'Expo' } }).json()).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(3);
  });

  it('sends a request that is not idempotent once: a lost sign-in is the network’s error', async () => {
    const sent = serve(offline, () => Response.json({ token: 'never asked for' }));
    await expect(callEmpty(() => http.post('auth/login', { json: { email: 'a@example.com', password: 'secret-password' } }))).rejects.toEqual(
      new ApiError(0, MESSAGES.networkError),
    );
    expect(sent).toHaveLength(1);
  });

  it('shows the app’s own failure at once, with its message: a 503 is not sent again', async () => {
    const sent = serve(() => Response.json({ message: 'The database is busy.' }, { status: 503 }), () => Response.json(user));
    const failure = await callEmpty(() => http.get('dashboard')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, message: 'The database is busy.' });
    expect(sent).toHaveLength(1);
  });

  it('takes the answer of a request sent at once as its first try, and sends the retry itself', async () => {
    tokenStorage.set('stored-token');
    const sent = serve(offline, () => Response.json({ user }));
    await expect(call(profileBody, () => http.answerOf(requestProfile()))).resolves.toEqual({ user });
    expect(sent).toEqual(['GET /api/user/profile Bearer stored-token', 'GET /api/user/profile Bearer stored-token']);
  });
});
