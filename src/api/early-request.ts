/**
 * A request sent at once, before the request sender (ky, in http.ts) has arrived: small enough for
 * the first load, so that a signed-in load asks for its profile beside the session's steps instead of
 * after them. ky takes its answer as its first try (`http.answerOf`): the same errors, timeout, JSON
 * and retries as every other request.
 */
import { tokenStorage } from './token-storage';

/** A request under way: what ky needs to send it again, and the answer to its first try. */
export type EarlyRequest = { method: string; path: string; headers: Headers; answer: Promise<Response> };

/** The API's base, absolute so that the same client runs where relative URLs do not (tests outside a browser). */
export const apiBase = (): string => `${globalThis.location?.origin ?? ''}/api/`;

/** The stored token as a bearer, unless the caller gave its own (sign-out sends the token it forgot). */
export function withToken(headers: Headers): void {
  const token = tokenStorage.get();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
}

/** Sends a request without a body now, with the stored token. */
export function sendAtOnce(method: string, path: string, headers: HeadersInit): EarlyRequest {
  const sent = new Headers(headers);
  withToken(sent);
  const answer = globalThis.fetch(new Request(new URL(path, apiBase()), { method, headers: sent }));
  // Read once ky arrives; a failure before then is not left unhandled.
  answer.catch(() => undefined);
  return { method, path, headers: sent, answer };
}
