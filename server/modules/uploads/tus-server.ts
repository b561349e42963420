import type { FileStore } from '@tus/file-store';
import { ERRORS, EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { AsyncLocalStorage } from 'node:async_hooks';
import { truncate } from 'node:fs/promises';
import { ARTWORK_MESSAGES, FINDING_WORDS, type FindingWords, UPLOAD_METADATA, UPLOADS_PATH } from '../../../src/api/contract';
import { worded } from '../../../src/api/contract/i18n/finding-text';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { nowIso } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { storedFileName } from '../../lib/file-name';
import type { Storage } from '../../storage/storage';
import { requirementForCompany } from '../requirements/repository';
import type { RefuseLockedArtwork } from './artwork-lock';
import { databaseLocker } from './database-locker';
import { FileRefused, finalizeUpload } from './finalize';
import { PAST_LENGTH, refusalOf } from './tus-answers';
import { deleteUpload, findUpload, insertUpload, uploadExists, uploadOwner } from './uploads-repository';
import { bytesHeldBy } from './versions-repository';

/** Who is uploading: set per request once the API's guard has let it through (tus-routes.ts). */
export interface Uploader {
  userId: number;
  companyId: number;
  /** The upload this request created, if it is a creation that got that far. */
  created?: string;
}

/** What the tus server's hooks work with. */
export interface TusServerDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'uploadExpiryHours' | 'uploadMaxBytes' | 'artworkQuotaBytes' | 'trustProxy'>;
  datastore: FileStore;
  log: FastifyBaseLogger;
  /** Who is uploading in the request under way. */
  uploader: AsyncLocalStorage<Uploader>;
  refuseWhileLocked: RefuseLockedArtwork;
  /** A version was stored with its file check queued: the check starts now, outside the request. */
  checkQueued: () => void;
}

/** The hooks' dependencies with the lock every process on the database shares. */
interface Hooks extends TusServerDeps {
  locker: ReturnType<typeof databaseLocker>;
}

/** A tus refusal with the API's JSON body. */
/** A refusal's answer: its message, and the words that say one with figures in each reader's language. */
const refusal = (status: number, said: string | { message: string; words: FindingWords }) => ({
  status_code: status,
  body: JSON.stringify(typeof said === 'string' ? { message: said } : said),
});

/** Runs the work holding the upload's lock: a request on one process waits for, or stops, another's. */
async function held<T>(hooks: Hooks, id: string, work: () => Promise<T>): Promise<T> {
  const lock = hooks.locker.newLock(id);
  await lock.lock(new AbortController().signal, () => undefined);
  try {
    return await work();
  } finally {
    await lock.unlock();
  }
}

/** The upload's file when every byte of it is here. */
async function wholeFile(hooks: Hooks, id: string) {
  const upload = await hooks.datastore.getUpload(id).catch(() => null);
  const file = upload?.storage?.path;
  return upload && upload.size !== undefined && upload.offset === upload.size && file ? { file, size: upload.size } : null;
}

/** Forgets an upload whole: its row (it stops counting against the quota) and its bytes. */
async function forget(hooks: Hooks, id: string) {
  await deleteUpload(hooks.db, id);
  await hooks.datastore.remove(id).catch(() => undefined);
}

/**
 * An upload whose every byte is here but which is still an upload, and that nobody is making a
 * version of: the request doing it failed, or its process stopped, before it could answer. Its
 * last byte is given back, so that the client, which asks the offset before it goes on, sends
 * that byte again and gets the version in the answer, as if nothing had happened. The bytes of
 * that last request were never acknowledged. A finish under way holds the lock: this waits.
 */
async function resumeInterruptedFinish(hooks: Hooks, id: string) {
  if (!(await wholeFile(hooks, id))) return;
  await held(hooks, id, async () => {
    const still = await uploadExists(hooks.db, id);
    const whole = still && (await wholeFile(hooks, id));
    if (whole) await truncate(whole.file, whole.size - 1);
  });
}

function current(hooks: Hooks): Uploader {
  const who = hooks.uploader.getStore();
  if (!who) throw refusal(401, ARTWORK_MESSAGES.uploadNotFound);
  return who;
}

/** Every request but a creation is about an upload of the uploader's own; a cancel frees its quota at once. */
async function onIncomingRequest(hooks: Hooks, request: Request, id: string) {
  if (request.method === 'POST') return;
  const row = await uploadOwner(hooks.db, id);
  // Another company's upload does not exist, as far as this one can tell.
  if (!row || row.user_id !== current(hooks).userId) throw refusal(404, ARTWORK_MESSAGES.uploadNotFound);
  // A cancelled upload stops counting against the quota at once; the store removes its bytes.
  if (request.method === 'DELETE') await deleteUpload(hooks.db, id);
  if (request.method === 'HEAD') await resumeInterruptedFinish(hooks, id);
}

/**
 * A creation names a requirement the company owes and a file name, and a length within the
 * requirement's largest file and the company's quota, while no approval locks the artwork.
 */
async function onUploadCreate(hooks: Hooks, upload: Upload) {
  const { db, config } = hooks;
  const who = current(hooks);
  const requirementId = Number(upload.metadata?.[UPLOAD_METADATA.requirementId]);
  const filename = upload.metadata?.[UPLOAD_METADATA.filename];
  if (!Number.isInteger(requirementId) || requirementId < 1 || !filename) throw refusal(400, ARTWORK_MESSAGES.uploadMetadataRequired);
  if (upload.size === undefined) throw refusal(400, ARTWORK_MESSAGES.uploadLengthRequired);
  if (upload.size === 0) throw refusal(400, ARTWORK_MESSAGES.fileEmpty);
  const requirement = await requirementForCompany(db, requirementId, who.companyId);
  if (!requirement) throw refusal(404, ARTWORK_MESSAGES.requirementNotFound);
  try {
    await hooks.refuseWhileLocked(db, requirementId, who.companyId);
  } catch (error) {
    if (error instanceof AppError) throw refusal(error.statusCode, error.message);
    throw error;
  }
  const limit = Math.min(Number(requirement.max_bytes), config.uploadMaxBytes);
  if (upload.size > limit) throw refusal(413, worded(FINDING_WORDS.fileTooLarge(limit)));
  if ((await bytesHeldBy(db, who.companyId)) + upload.size > config.artworkQuotaBytes) {
    throw refusal(413, worded(FINDING_WORDS.quotaExceeded(config.artworkQuotaBytes)));
  }
  const now = new Date();
  await insertUpload(db, {
    id: upload.id,
    requirement_id: requirementId,
    company_id: who.companyId,
    user_id: who.userId,
    original_name: storedFileName(filename, 'artwork'),
    bytes: upload.size,
    created_at: nowIso(now),
    expires_at: nowIso(new Date(now.getTime() + config.uploadExpiryHours * 3_600_000)),
  });
  who.created = upload.id;
  return {};
}

/**
 * Turns a finished upload into a version. A refused one leaves nothing; one that failed otherwise
 * stays, bytes and row, for the client to try again (see resumeInterruptedFinish).
 */
async function finish(hooks: Hooks, request: Request, upload: Upload) {
  const who = current(hooks);
  // Between the last write and this lock, a request that found the upload whole and abandoned
  // may have given its last byte back: the client sends it again, and that request finishes it.
  if (!(await wholeFile(hooks, upload.id))) throw ERRORS.INVALID_OFFSET;
  const row = await findUpload(hooks.db, upload.id);
  const requirement = row && (await requirementForCompany(hooks.db, row.requirement_id, who.companyId));
  try {
    if (!row || !requirement || !upload.storage?.path) throw new FileRefused(415, ARTWORK_MESSAGES.uploadNotFound);
    const version = await finalizeUpload(hooks.db, hooks.storage, {
      uploadId: upload.id,
      file: upload.storage.path,
      originalName: row.original_name,
      companyId: who.companyId,
      userId: who.userId,
      requirement,
    });
    hooks.checkQueued();
    // A creation that carried the whole file (creation-with-upload) answers as a creation: 201
    // with the upload's Location (tus adds it), and the version.
    return { status_code: request.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(version) };
  } catch (error) {
    if (!(error instanceof FileRefused)) throw error;
    // A refused upload leaves nothing: no row, no bytes.
    await forget(hooks, upload.id);
    throw refusal(error.status, error.words ? { message: error.message, words: error.words } : error.message);
  }
}

/** Every failure answers as the API does (JSON { message }), and leaves nothing that nobody could resume. */
async function onResponseError(hooks: Hooks, request: Request, error: Error | { status_code: number; body: string }) {
  const { status, message, words } = 'status_code' in error ? refusalOf(error) : { status: 500, message: 'The upload failed.', words: undefined };
  if (status >= 500) hooks.log.error({ err: error, method: request.method, url: request.url }, 'An upload request failed');
  // More bytes than declared: this request is refused and wrote nothing (the store takes back what
  // it streamed before it found out); the bytes acknowledged before it stay, to resume from.
  if (request.method === 'PATCH' && 'status_code' in error && PAST_LENGTH.has(error.body)) {
    const upload = await hooks.datastore.getUpload(decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '')).catch(() => null);
    if (upload?.size !== undefined) return { status_code: 413, body: JSON.stringify({ message: ARTWORK_MESSAGES.uploadPastLength(upload.size) }) };
  }
  // A creation that fails answers no Location: nothing could resume or cancel what it made, so
  // nothing of it stays (no row counting against the quota, no bytes).
  const created = request.method === 'POST' ? hooks.uploader.getStore()?.created : undefined;
  if (created) await forget(hooks, created);
  return { status_code: status, body: JSON.stringify({ message, words }) };
}

/**
 * The tus 1.0 server of resumable uploads: bytes stream to disk in the incoming store; a finished
 * upload becomes a version (see finalize.ts). Its locks are in the database, shared by every app
 * process on it.
 */
export function tusServer(deps: TusServerDeps): Server {
  const hooks: Hooks = { ...deps, locker: databaseLocker(deps.db) };
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: deps.datastore,
    relativeLocation: true,
    respectForwardedHeaders: deps.config.trustProxy !== false,
    maxSize: deps.config.uploadMaxBytes,
    locker: hooks.locker,
    onIncomingRequest: (request, id) => onIncomingRequest(hooks, request, id),
    onUploadCreate: (_request, upload) => onUploadCreate(hooks, upload),
    // Making the version holds the upload's lock, so that no request, here or on another process,
    // takes the upload for one whose finish was cut short.
    onUploadFinish: (request, upload) => held(hooks, upload.id, () => finish(hooks, request, upload)),
    onResponseError: (request, error) => onResponseError(hooks, request, error),
  });
  // The finished file was linked into storage; the incoming copy and its record go.
  tus.on(EVENTS.POST_FINISH, (_request, _response, upload) => {
    void deps.datastore.remove(upload.id).catch(() => undefined);
  });
  return tus;
}
