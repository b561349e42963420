import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { errorBody, MESSAGES } from './contract';
import { reportSessionExpired } from './session-events';
import { tokenStorage } from './token-storage';

export { ApiError, messageOf } from './api-error';

/** An answer outside 2xx: the request as sent (to know whether it carried a token) and the response. */
class HttpError extends Error {
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
    // Sent on the next tick, once `json()` has said what the answer should be.
    await Promise.resolve();
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

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpError) {
    const { status } = error.response;
    if (status === 401 && error.request.headers.has('Authorization')) reportSessionExpired();
    const parsed = errorBody.safeParse(await error.response.json().catch(() => null));
    return parsed.success
      ? new ApiError(status, parsed.data.message, parsed.data.errors)
      : new ApiError(status, MESSAGES.somethingWrong);
  }
  return new ApiError(0, MESSAGES.networkError);
}

/** Runs a request and checks its answer against the contract's schema. */
export async function call<S extends z.ZodMiniType>(schema: S, request: () => ResponsePromise): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request().json();
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(0, MESSAGES.somethingWrong);
  return parsed.data;
}

/** Runs a request whose answer is a file (a CSV export): its bytes, and the file name the server gave. */
export async function callFile(request: () => ResponsePromise): Promise<{ blob: Blob; filename: string | null }> {
  try {
    const response = await request();
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await response.blob(), filename };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Runs a request whose answer has no body (a 204). */
export async function callEmpty(request: () => ResponsePromise): Promise<void> {
  try {
    await request();
  } catch (error) {
    throw await toApiError(error);
  }
}
