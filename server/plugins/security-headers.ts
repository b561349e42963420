import type { FastifyPluginAsync } from 'fastify';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
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

/**
 * Helmet's headers on every answer. The middleware is made once (made per request, as
 * @fastify/helmet does, it cost a fifth of the API's cheapest answer); a page asks for its nonce.
 */
export const securityHeadersPlugin: FastifyPluginAsync = appPlugin('security-headers', async (app) => {
  const apply = helmet({ contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES } });
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  app.decorateReply('pageNonce', function pageNonce() {
    const nonce = randomBytes(16).toString('base64url');
    this.header('content-security-policy', policy({ scriptSrc: `'nonce-${nonce}'`, styleSrc: `'nonce-${nonce}'` }));
    return nonce;
  });
});
