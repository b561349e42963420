import type { FastifyPluginAsync } from 'fastify';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh nonce and the policy admitting it, for a page that makes style elements at run time. */
    pageNonce(): string;
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

/** Helmet's headers for these directives, as it sets them, found once by running its middleware. */
export function helmetHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]), removeHeader: () => undefined };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES } })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every answer, set on the raw response (so an answer a route writes itself,
 * as tus does, has them too). They never change, so helmet's middleware runs once, at start, to
 * say what they are: run for every request, its chain of fifteen middlewares cost a tenth of the
 * API's cheapest answer (made anew per request, as @fastify/helmet does, a fifth). A page asks for
 * its nonce.
 */
export const securityHeadersPlugin: FastifyPluginAsync = appPlugin('security-headers', async (app) => {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  app.decorateReply('pageNonce', function pageNonce() {
    const nonce = randomBytes(16).toString('base64url');
    this.header('content-security-policy', policy({ scriptSrc: `'nonce-${nonce}'`, styleSrc: `'nonce-${nonce}'` }));
    return nonce;
  });
});
