import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '../../src/api/contract';
import { appPlugin } from './app-plugin';

/**
 * Serves the built SPA from `distDir` when it exists. Any other GET outside /api gets index.html
 * so the client router can answer; everything else unknown is a JSON 404.
 */
export const spaPlugin: FastifyPluginAsync<{ distDir: string }> = appPlugin('spa', async (app, { distDir }) => {
  const hasSpa = existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file, so no wildcard route swallows unknown /api paths.
      wildcard: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
    if (hasSpa && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
});
