import { vi } from 'vitest';

export type Recorded = { method: string; path: string; search: URLSearchParams; body: unknown; authorization: string | null };
type Responder = (request: Recorded) => Response | Promise<Response>;

/**
 * The server, as the browser sees it. Requests that `routes` answer get their answer at once (a
 * calendar's range, a list); every other request waits until the test answers it, so the test
 * decides what the server said and when.
 */
export function fakeServer(routes: Record<string, Responder> = {}) {
  const waiting: { request: Recorded; resolve: (response: Response) => void }[] = [];
  const requests: Recorded[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.clone().text();
    // JSON bodies as values; others (a multipart file) as their text.
    const json = (input.headers.get('content-type') ?? '').includes('json');
    const request: Recorded = { method: input.method, path: url.pathname, search: url.searchParams, body: text ? (json ? JSON.parse(text) : text) : undefined, authorization: input.headers.get('authorization') };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (route) return route(request);
    return new Promise<Response>((resolve) => waiting.push({ request, resolve }));
  });
  return {
    requests,
    /** The requests still waiting for an answer. */
    pending: () => waiting.map((entry) => entry.request),
    answer: async (response: Response) => {
      const next = waiting.shift();
      if (!next) throw new Error('no request is waiting');
      next.resolve(response);
      await new Promise((tick) => setTimeout(tick, 0));
    },
    /**
     * Answers the newest waiting request and forgets the older ones, which the page gave up on. With
     * `which`, the newest waiting request of that method and path: a request that some earlier step
     * left on its way (a sign-out still loading its code) is then neither answered nor forgotten.
     */
    answerLatest: async (response: Response, which?: { method: string; path: string }) => {
      const index = waiting.findLastIndex(({ request }) => !which || (request.method === which.method && request.path === which.path));
      if (index < 0) throw new Error(which ? `no ${which.method} ${which.path} is waiting` : 'no request is waiting');
      const [latest] = waiting.splice(0, index + 1).slice(-1);
      latest!.resolve(response);
      await new Promise((tick) => setTimeout(tick, 0));
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;
