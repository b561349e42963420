import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '../../src/api/contract';
import { appPlugin } from './app-plugin';

/** The page, with this response's style nonce for the client to put on the style elements it makes. */
const withNonce = (page: string, nonce: string) => page.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);

/** Where the build puts the compiled server, inside dist/: never served. */
const SERVER_DIR = 'server';

/**
 * Serves the built SPA from `distDir` when it exists (not the compiled server beside it). Any other GET outside /api gets index.html
 * so the client router can answer; everything else unknown is a JSON 404.
 */
export const spaPlugin: FastifyPluginAsync<{ distDir: string }> = appPlugin('spa', async (app, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (page !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file, so no wildcard route swallows unknown /api paths; the page
      // itself is answered below, with its nonce.
      wildcard: false,
      index: false,
      globIgnore: [`${SERVER_DIR}/**`],
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith(`/${SERVER_DIR}/`),
      // The build writes .br and .gz beside each asset (vite.config.ts): sent to a browser that takes them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
    if (page !== null && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonce(page, reply.pageNonce()));
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
});
