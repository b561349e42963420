/**
 * The API's request sender, ky, alone: no schema, no contract. client.ts checks the answers and maps
 * the errors.
 */
import ky, { type Options, type ResponsePromise } from 'ky';
import { apiBase, sendAtOnce, withToken, type EarlyRequest } from './early-request';

export { HTTPError as HttpError, type ResponsePromise } from 'ky';

const TIMEOUT_MS = 30_000;

/** Sent again when they fail on the way: they change nothing more the second time. */
const IDEMPOTENT_METHODS = ['get', 'head', 'put', 'delete', 'options'];

/**
 * Answers that mean the request never reached the app or the gateway gave up waiting: worth another
 * try. The app's own failures (a 500, a 503 with its message) are shown, with the screen's retry.
 */
const RETRIED_STATUSES = [408, 502, 504];

/**
 * A JSON body when given, the query without undefined values, a 30 s timeout, the stored token in a
 * hook, idempotent requests tried twice more after a network failure or a gateway's error, and an
 * `HTTPError` (the request as sent and its response) outside 2xx.
 */
const api = ky.create({
  prefixUrl: apiBase(),
  timeout: TIMEOUT_MS,
  retry: { limit: 2, methods: IDEMPOTENT_METHODS, statusCodes: RETRIED_STATUSES, afterStatusCodes: [] },
  hooks: { beforeRequest: [(request) => withToken(request.headers)] },
});

type RequestOptions = Pick<Options, 'json' | 'body' | 'searchParams' | 'headers' | 'signal'>;

/** A request already sent (early-request.ts), in ky's hands: its answer is ky's first try, ky sends any retry. */
function answerOf(early: EarlyRequest): ResponsePromise {
  let first: Promise<Response> | null = early.answer;
  return api(early.path, {
    method: early.method,
    headers: early.headers,
    fetch: (input, init) => {
      const answer = first ?? globalThis.fetch(input, init);
      first = null;
      return answer;
    },
  });
}

/**
 * ky sends a request a microtask later, so that `json()` can still set its Accept header. A caller
 * that has said what the answer should be (Accept) needs no such wait: a request without a body
 * then leaves at once.
 */
function request(method: string, path: string, options: RequestOptions = {}): ResponsePromise {
  const headers = options.headers as HeadersInit | undefined;
  const atOnce = new Headers(headers).has('accept') && options.json === undefined && options.body === undefined && !options.searchParams && !options.signal;
  return atOnce ? answerOf(sendAtOnce(method, path, headers ?? {})) : api(path, { ...options, method });
}

export const http = {
  get: (path: string, options?: RequestOptions) => request('get', path, options),
  post: (path: string, options?: RequestOptions) => request('post', path, options),
  put: (path: string, options?: RequestOptions) => request('put', path, options),
  patch: (path: string, options?: RequestOptions) => request('patch', path, options),
  delete: (path: string, options?: RequestOptions) => request('delete', path, options),
  answerOf,
};
