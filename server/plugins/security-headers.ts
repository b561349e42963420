import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh nonce and the policy admitting it, for a page that makes style elements at run time. */
    pageNonce(): string;
    /** This answer is a document whatever its type (the OpenAPI description): it gets the document set. */
    asDocument(): FastifyReply;
    /** Set by asDocument(). */
    documentAnswer: boolean;
  }
}

/**
 * Scripts and styles come from the app's own files. The one <style> element made at run time (the
 * scroll lock of an open dialog) carries the per-response nonce that the SPA page hands the client.
 */
const DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const policy = (extra: Partial<Record<string, string>> = {}) =>
  Object.entries(DIRECTIVES)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${[...sources, ...(extra[name] ? [extra[name]] : [])].join(' ')}`)
    .join(';');

type HeaderList = readonly (readonly [name: string, value: string])[];

/** Helmet's headers for these directives, as it sets them, found once by running its middleware. */
function helmetHeaders(): HeaderList {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]), removeHeader: () => undefined };
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES }, frameguard: { action: 'deny' } });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The two kinds of answer, each with its own security headers. */
export type AnswerKind = 'api' | 'document';

/**
 * The security headers of each kind of answer: the one place they are listed.
 *
 * - `document`: pages, files (the built client's assets, downloads, thumbnails, tiles, CSV and
 *   ZIP exports) and the OpenAPI description: what a browser may render, run or save. Helmet's
 *   set: the page policy above (a page's own carries its nonce), HSTS, COOP, CORP,
 *   Origin-Agent-Cluster, no DNS prefetch, no "open" of downloads, no cross-domain policy files,
 *   the legacy XSS filter off, no sniffing, no referrer, no framing.
 * - `api`: the API's JSON answers (errors, 404s and 429s included) and its bodiless ones (204,
 *   tus's answers): what only the app's own script reads. OWASP's REST Security Cheat Sheet set:
 *   no sniffing (a browser never takes the JSON for HTML or script), a policy that lets nothing load
 *   or run and nothing frame it, should one be opened as a page, frame denial for browsers without
 *   frame-ancestors, no referrer, and `no-store`: answers carry accounts and artwork details that
 *   no cache, shared or the browser's disk, should keep (a route that says otherwise wins). CORP
 *   stays: it keeps another site's `<script>` or `<img>` from pulling an answer into its page's
 *   process. The document-only headers mean nothing on JSON: COOP, Origin-Agent-Cluster and DNS
 *   prefetch govern a browsing context the JSON never makes; download options, cross-domain
 *   policies and the XSS filter concern old IE and Flash on HTML. HSTS is host-wide: the browser
 *   learns it from the first page it loads (every use of the API starts on a page of the same
 *   host), and the app speaks plain HTTP behind the proxy that ends TLS; a deployment that wants it
 *   on every answer sets it there (README, "Behind a reverse proxy").
 *
 * Fewer headers are also the cheaper answer: the twelve document headers (about 600 bytes) cost
 * the API's cheapest answer about as much as all of Fastify's work (bench/README, bench:http).
 */
export const SECURITY_HEADERS: Record<AnswerKind, HeaderList> = {
  document: helmetHeaders(),
  api: [
    ['cache-control', 'no-store'],
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ],
};

/** JSON and its dialects (`application/ld+json` for annotations, `application/problem+json`). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const API_PATH = /^\/api(?:\/|$|\?)/;

/**
 * What an answer is, from its type: JSON is an API answer, any other type a document. An answer
 * without a body (204, 304, HEAD of a file) is what its path serves.
 */
function kindOf(request: FastifyRequest, reply: FastifyReply): AnswerKind {
  if (reply.documentAnswer) return 'document';
  const type = reply.getHeader('content-type');
  if (typeof type === 'string') return JSON_TYPE.test(type) ? 'api' : 'document';
  return API_PATH.test(request.url) ? 'api' : 'document';
}

/** Sets the headers of `kind` that the answer has not set itself. */
function setSecurityHeaders(reply: FastifyReply, kind: AnswerKind) {
  for (const [name, value] of SECURITY_HEADERS[kind]) if (!reply.hasHeader(name)) reply.header(name, value);
}

/** For an answer written on the raw response (tus's): the API set, before anything is written. */
export function setApiHeadersOn(raw: ServerResponse) {
  for (const [name, value] of SECURITY_HEADERS.api) if (!raw.hasHeader(name)) raw.setHeader(name, value);
}

/**
 * Each answer gets its kind's headers as it is sent (so errors, 404s and 429s too), in the
 * reply's own header list: Node then checks and writes them once with the rest, where headers set
 * one by one on the raw response (as before) made it keep a second list and copy Fastify's into it.
 * A route's own value of one of them wins (a page's policy with its nonce, a download's sandbox).
 */
export const securityHeadersPlugin: FastifyPluginAsync = appPlugin('security-headers', async (app) => {
  app.decorateReply('documentAnswer', false);
  app.decorateReply('asDocument', function asDocument(this: FastifyReply) {
    this.documentAnswer = true;
    return this;
  });
  app.decorateReply('pageNonce', function pageNonce(this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64url');
    this.header('content-security-policy', policy({ scriptSrc: `'nonce-${nonce}'`, styleSrc: `'nonce-${nonce}'` }));
    return nonce;
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    setSecurityHeaders(reply, kindOf(request, reply));
    done();
  });
});
