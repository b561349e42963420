import type { DetailedError, PreviousUpload, Upload } from 'tus-js-client';
import { type FindingWords, MESSAGES, refusalBody, UPLOAD_METADATA, UPLOADS_PATH } from './contract';
import { reportSessionExpired } from './session-events';
import { tokenStorage } from './token-storage';

/** Automatic retries of a dropped request before the upload counts as failed (venue Wi-Fi). */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000];

/** Why an upload stopped: its status, its message, and for a refusal with figures its words in every language. */
export type UploadFailure = { status: number; message: string; words?: FindingWords };

export type UploadHandlers = {
  progress: (sent: number, total: number) => void;
  /** The server has every byte and answered: its body is the new version. */
  finished: (body: unknown) => void;
  /** The server refused the file (too large, wrong type, not yours, over quota): trying again will not help. */
  refused: (failure: UploadFailure) => void;
  /** The connection or the server failed: the upload can go on from where it stopped. */
  failed: (failure: UploadFailure) => void;
};

export type UploadControl = {
  pause: () => void;
  resume: () => void;
  /** Stops and removes the partial upload on the server and in this browser. */
  cancel: () => Promise<void>;
  /** Stops sending, keeping what the server has, so a later upload of the same file resumes it. */
  stop: () => void;
};

/**
 * What remembers an upload in this browser (tus-js-client keeps it in localStorage): the account,
 * the requirement and the file, so the same file dropped again on the same requirement resumes.
 */
export const uploadFingerprint = (file: File, requirementId: number, userId: number | null) =>
  ['artwork', userId ?? 'anonymous', requirementId, file.name, file.type, file.size, file.lastModified].join(':');

const statusOf = (error: Error) => (error as DetailedError).originalResponse?.getStatus() ?? 0;

function failureOf(error: Error): UploadFailure {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus() ?? 0;
  if (status === 0) return { status, message: MESSAGES.networkError };
  let body: unknown = null;
  try {
    body = JSON.parse(response?.getBody() ?? '');
  } catch {
    // Not JSON: the fallback below says so.
  }
  const parsed = refusalBody.safeParse(body);
  if (!parsed.success) return { status, message: MESSAGES.somethingWrong };
  return parsed.data.words ? { status, message: parsed.data.message, words: parsed.data.words } : { status, message: parsed.data.message };
}

/**
 * A refusal is a 4xx the server meant. A timeout, a rate limit and a lock may pass with time, and a
 * PATCH at the wrong offset is set right by asking the server where it stands.
 */
function isRefusal(error: Error) {
  const status = statusOf(error);
  if (status === 409 && (error as DetailedError).originalRequest?.getMethod() === 'PATCH') return false;
  return status >= 400 && status < 500 && ![408, 423, 429].includes(status);
}

const newest = (uploads: PreviousUpload[]) => [...uploads].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];

/**
 * Uploads a file to a requirement with tus, resuming an earlier upload of it when this browser
 * remembers one. tus-js-client is fetched on first use, so only the screens that upload carry it.
 */
export function startUpload(file: File, requirementId: number, userId: number | null, handlers: UploadHandlers): UploadControl {
  let upload: Upload | null = null;
  let paused = false;
  let stopped = false;

  const ready = import('tus-js-client')
    .then(async ({ Upload }) => {
      if (stopped) return null;
      const created = new Upload(file, {
        endpoint: UPLOADS_PATH,
        metadata: { [UPLOAD_METADATA.requirementId]: String(requirementId), [UPLOAD_METADATA.filename]: file.name },
        fingerprint: async () => uploadFingerprint(file, requirementId, userId),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        retryDelays: RETRY_DELAYS,
        onBeforeRequest: (request) => {
          const token = tokenStorage.get();
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
        },
        onShouldRetry: (error) => !isRefusal(error),
        onProgress: handlers.progress,
        onSuccess: ({ lastResponse }) => {
          let body: unknown = null;
          try {
            body = JSON.parse(lastResponse.getBody());
          } catch {
            // An empty answer: the caller finds no version in it and says so.
          }
          handlers.finished(body);
        },
        onError: (error) => {
          const failure = failureOf(error);
          if (failure.status === 401) reportSessionExpired();
          (isRefusal(error) ? handlers.refused : handlers.failed)(failure);
        },
      });
      const previous = newest(await created.findPreviousUploads());
      if (previous) created.resumeFromPreviousUpload(previous);
      upload = created;
      if (!paused && !stopped) created.start();
      return created;
    })
    .catch(() => {
      if (!stopped) handlers.failed({ status: 0, message: MESSAGES.networkError });
      return null;
    });

  return {
    pause: () => {
      paused = true;
      void upload?.abort(false);
    },
    resume: () => {
      paused = false;
      upload?.start();
    },
    cancel: async () => {
      stopped = true;
      const started = await ready;
      await started?.abort(true).catch(() => undefined);
    },
    stop: () => {
      stopped = true;
      void upload?.abort(false);
    },
  };
}
