/**
 * The API's request sender alone: no schema, no contract, so it is small enough for the first load
 * and a request can leave before the rest of the client (client.ts, which checks answers) arrives.
 */
import { tokenStorage } from './token-storage';

/** An answer outside 2xx: the request as sent (to know whether it carried a token) and the response. */
export class HttpError extends Error {
  constructor(
    readonly request: Request,
    readonly response: Response,
  ) {
    super(`${request.method} ${request.url}: ${response.status}`);
  }
}

type RequestOptions = {
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as is (a file as multipart form data). */
  body?: BodyInit;
  /** Left out when undefined. */
  searchParams?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A request under way; `json()` and `blob()` read its answer. Rejects with HttpError outside 2xx. */
export type ResponsePromise = Promise<Response> & { json: () => Promise<unknown>; blob: () => Promise<Blob> };

const TIMEOUT_MS = 30_000;

/**
 * One request to the API: the stored token as a bearer, a JSON body when given, the query without
 * undefined values, a 30 s timeout. Plain fetch: the whole client costs the first download a few
 * hundred bytes.
 */
function request(method: string, path: string, options: RequestOptions = {}): ResponsePromise {
  // Absolute, so that the same client runs where relative URLs do not (tests outside a browser).
  const url = new URL(`${globalThis.location?.origin ?? ''}/api/${path}`);
  for (const [name, value] of Object.entries(options.searchParams ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
  const headers = new Headers(options.headers);
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('content-type', 'application/json');
  }
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const sent = new Request(url, { method, headers, body, signal });
  const answer = (async () => {
    // Sent on the next tick, once `json()` has said what the answer should be; at once when the
    // caller has said it, so that it leaves before whatever the page asks for meanwhile.
    if (!headers.has('accept')) await Promise.resolve();
    const response = await globalThis.fetch(sent);
    if (!response.ok) throw new HttpError(sent, response);
    return response;
  })();
  return Object.assign(answer, {
    json: async () => {
      sent.headers.set('accept', 'application/json');
      const text = await (await answer).text();
      return text === '' ? '' : (JSON.parse(text) as unknown);
    },
    blob: async () => (await answer).blob(),
  });
}

export const http = {
  get: (path: string, options?: RequestOptions) => request('GET', path, options),
  post: (path: string, options?: RequestOptions) => request('POST', path, options),
  put: (path: string, options?: RequestOptions) => request('PUT', path, options),
  patch: (path: string, options?: RequestOptions) => request('PATCH', path, options),
  delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
};
