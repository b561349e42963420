import type { FastifyPluginAsync } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { MESSAGES } from '../../../src/api/contract';
import { currentUser } from '../../plugins/auth';
import { setApiHeadersOn } from '../../plugins/security-headers';
import { actorOf } from '../events/actor';
import type { ArtworkRoutesOptions } from './artwork-lock';
import { PREFLIGHT_CHECK } from './check-repository';
import { asApiAnswer } from './tus-answers';
import { type Uploader, tusServer } from './tus-server';

/**
 * Resumable uploads (tus 1.0) at /api/uploads for exhibiting companies: a dropped connection or a
 * closed tab resumes where it stopped. The API's guard and a limit on creations come first; then
 * the tus server (tus-server.ts) answers, knowing who uploads. An upload left untouched past
 * UPLOAD_EXPIRY_HOURS is swept away (store-plugin.ts).
 */
export const tusRoutes: FastifyPluginAsync<ArtworkRoutesOptions> = async (app, { refuseWhileLocked }) => {
  const uploader = new AsyncLocalStorage<Uploader>();
  const tus = tusServer({ db: app.db, storage: app.storage, config: app.config, datastore: app.uploads.datastore, log: app.log, uploader, refuseWhileLocked, checkQueued: () => app.jobs.kick(PREFLIGHT_CHECK) });

  // tus reads the body itself, as a stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  // Uploads begun per account, one count for every process: each holds files until it expires.
  const limitCreations = app.createRateLimit({
    store: app.sharedRateLimitStore,
    max: app.config.uploadCreationsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `upload-creation:${currentUser(request).id}`,
    skipOnError: true,
  });
  const handle = async (request: Parameters<typeof currentUser>[0], reply: { hijack(): void; header(name: string, value: number): unknown; raw: import('node:http').ServerResponse }) => {
    if (request.method === 'POST') {
      const verdict = await limitCreations(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header('retry-after', verdict.ttlInSeconds);
        throw Object.assign(new Error(MESSAGES.tooManyRequests), { statusCode: 429 });
      }
    }
    const actor = await actorOf(app.db, currentUser(request));
    // tus writes the answer itself, past the reply's hooks: the API's security headers go on first.
    setApiHeadersOn(reply.raw);
    reply.hijack();
    const answer = await uploader.run({ userId: actor.user.id, companyId: actor.companyId ?? 0 }, () =>
      tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw })),
    );
    await sendNodeResponse(reply.raw, await asApiAnswer(answer));
  };
  for (const url of ['/uploads', '/uploads/:id']) {
    app.route({
      method: ['OPTIONS', 'POST', 'HEAD', 'PATCH', 'DELETE'],
      url,
      config: { permission: 'uploadArtwork' },
      schema: {
        tags: ['artwork'],
        summary: 'Resumable artwork upload (tus 1.0: creation, creation-with-upload, core, termination, expiration)',
        description:
          'OPTIONS tells Tus-Version, Tus-Extension and Tus-Max-Size. POST with Upload-Length and Upload-Metadata (requirementId, filename) creates an upload (201 with Location), and may carry bytes (creation-with-upload); PATCH sends bytes from Upload-Offset; HEAD tells the offset to resume from; DELETE cancels. The request that sends the last byte answers the stored version (ArtworkVersion) as JSON: the final PATCH with 200, a creation that carried the whole file with 201 and its Location. A refused or failed creation leaves nothing. Parallel uploads (Upload-Concat) and a length given later are refused (400). Errors are JSON { message }: 400, 401, 403, 404, 409, 412, 413, 415, and 429 for a creation once the account has begun too many uploads in the last minute.',
      },
      handler: handle,
    });
  }
};
