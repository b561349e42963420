import { ERRORS, EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { truncate } from 'node:fs/promises';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { ARTWORK_MESSAGES, formatBytes, MESSAGES, REVIEW_MESSAGES, UPLOAD_METADATA, UPLOADS_PATH } from '../../../src/api/contract';
import { nowIso } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { setApiHeadersOn } from '../../plugins/security-headers';
import { actorOf } from '../events/actor';
import { requirementForCompany } from '../requirements/repository';
import { standingOf } from '../reviews/service';
import { bytesHeldBy } from './versions-repository';
import { databaseLocker } from './database-locker';
import { FileRefused, finalizeUpload } from './finalize';
import { asApiAnswer, refusalOf } from './tus-answers';
import { deleteUpload, findUpload, insertUpload, uploadExists, uploadOwner } from './uploads-repository';

/** Who is uploading: set per request once the API's guard has let it through. */
interface Uploader {
  userId: number;
  companyId: number;
  /** The upload this request created, if it is a creation that got that far. */
  created?: string;
}

/** A tus refusal with the API's JSON body. */
const refusal = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ message }) });

/** A name fit to show and to download under: its last path part, printable, at most 200 characters. */
export function displayName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) are what goes
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'artwork';
}

/**
 * Resumable uploads (tus 1.0) at /api/uploads for exhibiting companies: a dropped connection or a
 * closed tab resumes where it stopped. Bytes stream to disk in the incoming store; a finished
 * upload becomes a version (see finalize.ts); one left untouched past UPLOAD_EXPIRY_HOURS is
 * swept away.
 */
export const tusRoutes: FastifyPluginAsync = async (app) => {
  const uploader = new AsyncLocalStorage<Uploader>();
  const expiryMs = app.config.uploadExpiryHours * 3_600_000;
  const { datastore } = app.uploads;
  // Shared by every app process on the database: a request on one waits for, or stops, another's.
  const locker = databaseLocker(app.db);
  const held = async <T>(id: string, work: () => Promise<T>): Promise<T> => {
    const lock = locker.newLock(id);
    await lock.lock(new AbortController().signal, () => undefined);
    try {
      return await work();
    } finally {
      await lock.unlock();
    }
  };

  /** The upload's file when every byte of it is here. */
  const wholeFile = async (id: string) => {
    const upload = await datastore.getUpload(id).catch(() => null);
    const file = upload?.storage?.path;
    return upload && upload.size !== undefined && upload.offset === upload.size && file ? { file, size: upload.size } : null;
  };

  /**
   * An upload whose every byte is here but which is still an upload, and that nobody is making a
   * version of: the request doing it failed, or its process stopped, before it could answer. Its
   * last byte is given back, so that the client, which asks the offset before it goes on, sends
   * that byte again and gets the version in the answer, as if nothing had happened. The bytes of
   * that last request were never acknowledged. A finish under way holds the lock: this waits.
   */
  const resumeInterruptedFinish = async (id: string) => {
    if (!(await wholeFile(id))) return;
    await held(id, async () => {
      const still = await uploadExists(app.db, id);
      const whole = still && (await wholeFile(id));
      if (whole) await truncate(whole.file, whole.size - 1);
    });
  };

  const current = () => {
    const who = uploader.getStore();
    if (!who) throw refusal(401, ARTWORK_MESSAGES.uploadNotFound);
    return who;
  };

  /**
   * Turns a finished upload into a version. A refused one leaves nothing; one that failed otherwise
   * stays, bytes and row, for the client to try again (see resumeInterruptedFinish).
   */
  const finish = async (request: Request, upload: Upload) => {
    const who = current();
    // Between the last write and this lock, a request that found the upload whole and abandoned
    // may have given its last byte back: the client sends it again, and that request finishes it.
    if (!(await wholeFile(upload.id))) throw ERRORS.INVALID_OFFSET;
    const row = await findUpload(app.db, upload.id);
    const requirement = row && (await requirementForCompany(app.db, row.requirement_id, who.companyId));
    try {
      if (!row || !requirement || !upload.storage?.path) throw new FileRefused(415, ARTWORK_MESSAGES.uploadNotFound);
      const version = await finalizeUpload(app.db, app.storage, {
        uploadId: upload.id,
        file: upload.storage.path,
        originalName: row.original_name,
        companyId: who.companyId,
        userId: who.userId,
        requirement,
      });
      // A creation that carried the whole file (creation-with-upload) answers as a creation: 201
      // with the upload's Location (tus adds it), and the version.
      return { status_code: request.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(version) };
    } catch (error) {
      if (!(error instanceof FileRefused)) throw error;
      // A refused upload leaves nothing: no row, no bytes.
      await deleteUpload(app.db, upload.id);
      await datastore.remove(upload.id).catch(() => undefined);
      throw refusal(error.status, error.message);
    }
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    respectForwardedHeaders: app.config.trustProxy,
    maxSize: app.config.uploadMaxBytes,
    locker,
    async onIncomingRequest(request, id) {
      if (request.method === 'POST') return;
      const row = await uploadOwner(app.db, id);
      // Another company's upload does not exist, as far as this one can tell.
      if (!row || row.user_id !== current().userId) throw refusal(404, ARTWORK_MESSAGES.uploadNotFound);
      // A cancelled upload stops counting against the quota at once; the store removes its bytes.
      if (request.method === 'DELETE') await deleteUpload(app.db, id);
      if (request.method === 'HEAD') await resumeInterruptedFinish(id);
    },
    async onUploadCreate(_request, upload: Upload) {
      const who = current();
      const requirementId = Number(upload.metadata?.[UPLOAD_METADATA.requirementId]);
      const filename = upload.metadata?.[UPLOAD_METADATA.filename];
      if (!Number.isInteger(requirementId) || requirementId < 1 || !filename) throw refusal(400, ARTWORK_MESSAGES.uploadMetadataRequired);
      if (upload.size === undefined) throw refusal(400, ARTWORK_MESSAGES.uploadLengthRequired);
      if (upload.size === 0) throw refusal(400, ARTWORK_MESSAGES.fileEmpty);
      const requirement = await requirementForCompany(app.db, requirementId, who.companyId);
      if (!requirement) throw refusal(404, ARTWORK_MESSAGES.requirementNotFound);
      if ((await standingOf(app.db, requirementId, who.companyId)).decision === 'approved') throw refusal(409, REVIEW_MESSAGES.lockedApproved);
      const limit = Math.min(Number(requirement.max_bytes), app.config.uploadMaxBytes);
      if (upload.size > limit) throw refusal(413, ARTWORK_MESSAGES.fileTooLarge(formatBytes(limit)));
      if ((await bytesHeldBy(app.db, who.companyId)) + upload.size > app.config.artworkQuotaBytes) {
        throw refusal(413, ARTWORK_MESSAGES.quotaExceeded(formatBytes(app.config.artworkQuotaBytes)));
      }
      const now = new Date();
      await insertUpload(app.db, {
        id: upload.id,
        requirement_id: requirementId,
        company_id: who.companyId,
        user_id: who.userId,
        original_name: displayName(filename),
        bytes: upload.size,
        created_at: nowIso(now),
        expires_at: nowIso(new Date(now.getTime() + expiryMs)),
      });
      who.created = upload.id;
      return {};
    },
    // Making the version holds the upload's lock, so that no request, here or on another process,
    // takes the upload for one whose finish was cut short.
    onUploadFinish: (request, upload: Upload) => held(upload.id, () => finish(request, upload)),
    async onResponseError(request, error) {
      const { status, message } = 'status_code' in error ? refusalOf(error) : { status: 500, message: 'The upload failed.' };
      if (status >= 500) app.log.error({ err: error, method: request.method, url: request.url }, 'An upload request failed');
      const forget = async (id: string) => {
        await deleteUpload(app.db, id);
        await datastore.remove(id).catch(() => undefined);
      };
      // More bytes than declared: the upload is refused whole, and nothing of it stays.
      if (request.method === 'PATCH' && status === 413) await forget(decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? ''));
      // A creation that fails answers no Location: nothing could resume or cancel what it made, so
      // nothing of it stays (no row counting against the quota, no bytes).
      const created = request.method === 'POST' ? uploader.getStore()?.created : undefined;
      if (created) await forget(created);
      return { status_code: status, body: JSON.stringify({ message }) };
    },
  });
  // The finished file was linked into storage; the incoming copy and its record go.
  tus.on(EVENTS.POST_FINISH, (_request, _response, upload) => {
    void datastore.remove(upload.id).catch(() => undefined);
  });

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
