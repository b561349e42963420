import { and, assign, type EventObject, fromCallback, sendTo, setup } from 'xstate';
import { getVersionCheck } from '../api/artwork';
import { startUpload, type UploadFailure } from '../api/artwork-upload';
import {
  ARTWORK_MESSAGES,
  ARTWORK_TEXTS,
  artworkVersion,
  checkRuns,
  FINDING_WORDS,
  type FindingWords,
  formatOfName,
  formatRefusal,
  type ArtworkFormat,
  type ArtworkVersion,
  type VersionCheck,
} from '../api/contract';

/** Why a file is refused or failed: a message, or words with figures that the screen says in its reader's language. */
export type UploadError = string | FindingWords;

export type UploadInput = {
  requirementId: number;
  /** The requirement's accepted formats and size limit: a file outside them is refused before a byte is sent. */
  formats: readonly ArtworkFormat[];
  maxBytes: number;
  /** Whose browser remembers the upload, so another account never resumes it. */
  userId: number | null;
  /**
   * The draft whose file check was still running when the screen opened (a reload mid-check): the
   * screen follows it as it follows a file just uploaded.
   */
  checking?: ArtworkVersion | null;
};

type Context = Omit<UploadInput, 'checking'> & {
  file: File | null;
  sent: number;
  total: number;
  version: ArtworkVersion | null;
  /** The stored file's check as last read: its progress and the findings of the pages done. */
  check: VersionCheck | null;
  error: UploadError | null;
};

/** What the person does. */
export type UploadEvent =
  | { type: 'upload.file'; file: File }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' };

/** What the tus actor reports. */
export type TusReport =
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.sent' }
  | { type: 'upload.finished'; body: unknown }
  | { type: 'upload.refused'; message: string; words?: FindingWords }
  | { type: 'upload.failed'; message: string }
  | { type: 'upload.cancelled' };

/** What the actor following the file check reports. */
export type CheckReport = { type: 'check.progress'; check: VersionCheck } | { type: 'check.finished'; check: VersionCheck };

/** How often the check's progress is read while it runs. */
export const CHECK_POLL_MS = 1_000;

/** A stored version and its check as the version tells it: the findings of the pages done so far. */
const storedVersion = (version: ArtworkVersion) => ({ version, check: { ...version.check, findings: version.preflight.findings }, error: null });

/**
 * The real follower: reads the check's progress every CHECK_POLL_MS until it is done or failed. A
 * failed read is tried again at the next beat (the check goes on on the server).
 */
export const followCheck = fromCallback<EventObject, { versionId: number }>(({ input, sendBack }) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const ask = () => {
    getVersionCheck(input.versionId)
      .then((check) => {
        if (stopped) return;
        sendBack({ type: checkRuns(check) ? 'check.progress' : 'check.finished', check } satisfies CheckReport);
        if (checkRuns(check)) timer = setTimeout(ask, CHECK_POLL_MS);
      })
      .catch(() => {
        if (!stopped) timer = setTimeout(ask, CHECK_POLL_MS);
      });
  };
  timer = setTimeout(ask, CHECK_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
});

/** What the machine tells the tus actor. */
export type TusCommand = { type: 'tus.pause' } | { type: 'tus.resume' } | { type: 'tus.cancel' };

export type TusInput = { file: File; requirementId: number; userId: number | null };

/** The file's own refusal, or null: the extension and the size, as the server will check them again on the bytes. */
export function refusalOf(file: File, formats: readonly ArtworkFormat[], maxBytes: number): UploadError | null {
  const byName = formatRefusal(formatOfName(file.name), formats);
  if (byName) return byName;
  if (file.size > maxBytes) return FINDING_WORDS.fileTooLarge(maxBytes);
  if (file.size === 0) return ARTWORK_MESSAGES.fileEmpty;
  return null;
}

/** The real upload: tus-js-client over the network, resuming what this browser remembers. */
export const tusUpload = fromCallback<TusCommand, TusInput>(({ input, sendBack, receive }) => {
  const report = (event: TusReport) => sendBack(event);
  let allSent = false;
  const control = startUpload(input.file, input.requirementId, input.userId, {
    progress: (sent, total) => {
      report({ type: 'upload.progress', sent, total });
      if (sent === total && !allSent) {
        allSent = true;
        report({ type: 'upload.sent' });
      }
    },
    finished: (body) => report({ type: 'upload.finished', body }),
    refused: ({ message, words }: UploadFailure) => report(words ? { type: 'upload.refused', message, words } : { type: 'upload.refused', message }),
    failed: ({ message }: UploadFailure) => report({ type: 'upload.failed', message }),
  });
  receive((command) => {
    if (command.type === 'tus.pause') control.pause();
    if (command.type === 'tus.resume') {
      allSent = false;
      control.resume();
    }
    if (command.type === 'tus.cancel') void control.cancel().finally(() => report({ type: 'upload.cancelled' }));
  });
  return () => control.stop();
});

/**
 * One file for one requirement (or a draft still being checked when the screen opened, followed from
 * checking on): idle → uploading ⇄ paused → verifying (every byte is there, the
 * server stores them) → checking (the server's job reads the file page by page; its progress and
 * each page's findings are followed) → done | rejected | failed; failed retries from where it
 * stopped. A file the requirement cannot take is rejected before anything is sent. Cancel removes
 * the partial upload.
 */
export const uploadMachine = setup({
  types: {
    context: {} as Context,
    input: {} as UploadInput,
    events: {} as UploadEvent | TusReport | CheckReport,
  },
  actors: { tus: tusUpload, followCheck },
  guards: {
    fileRefused: ({ context, event }) => event.type === 'upload.file' && refusalOf(event.file, context.formats, context.maxBytes) !== null,
    isVersion: ({ event }) => event.type === 'upload.finished' && artworkVersion.safeParse(event.body).success,
    checkRuns: ({ event }) => event.type === 'upload.finished' && checkRuns(artworkVersion.parse(event.body).check),
  },
  actions: {
    refuseFile: assign(({ context, event }) =>
      event.type === 'upload.file' ? { file: event.file, sent: 0, total: 0, version: null, check: null, error: refusalOf(event.file, context.formats, context.maxBytes) } : {},
    ),
    takeFile: assign(({ event }) => (event.type === 'upload.file' ? { file: event.file, sent: 0, total: event.file.size, version: null, check: null, error: null } : {})),
    takeVersion: assign(({ event }) => (event.type === 'upload.finished' ? storedVersion(artworkVersion.parse(event.body)) : {})),
    takeCheck: assign({ check: ({ event }) => (event.type === 'check.progress' || event.type === 'check.finished' ? event.check : null) }),
  },
}).createMachine({
  id: 'upload',
  initial: 'opening',
  context: ({ input: { checking, ...input } }) => ({
    ...input,
    file: null,
    sent: 0,
    total: 0,
    ...(checking && checkRuns(checking.check) ? storedVersion(checking) : { version: null, check: null, error: null }),
  }),
  on: {
    'upload.file': [
      { guard: 'fileRefused', target: '.rejected', actions: 'refuseFile' },
      { target: '.transfer', actions: 'takeFile' },
    ],
  },
  states: {
    /** A draft still being checked when the screen opened is followed at once; otherwise nothing is under way. */
    opening: { always: [{ guard: ({ context }) => context.version !== null, target: 'checking' }, { target: 'idle' }] },
    idle: {},
    transfer: {
      initial: 'uploading',
      invoke: {
        id: 'tus',
        src: 'tus',
        input: ({ context }) => ({ file: context.file!, requirementId: context.requirementId, userId: context.userId }),
        onError: { target: 'failed', actions: assign({ error: ARTWORK_TEXTS.uploadFailed }) },
      },
      states: {
        uploading: {
          on: {
            'upload.progress': { actions: assign({ sent: ({ event }) => event.sent, total: ({ event }) => event.total }) },
            'upload.sent': 'verifying',
            'upload.pause': { target: 'paused', actions: sendTo('tus', { type: 'tus.pause' }) },
            'upload.cancel': 'cancelling',
          },
        },
        paused: {
          on: {
            'upload.resume': { target: 'uploading', actions: sendTo('tus', { type: 'tus.resume' }) },
            'upload.cancel': 'cancelling',
          },
        },
        /** Every byte is on the server, which checks them and writes the preflight report. */
        verifying: {},
        cancelling: {
          entry: sendTo('tus', { type: 'tus.cancel' }),
          on: { 'upload.cancelled': { target: '#upload.idle', actions: assign({ file: null, sent: 0, total: 0, error: null }) } },
        },
      },
      on: {
        // A new file while one is on its way is not taken: the drop zone is off meanwhile.
        'upload.file': {},
        'upload.finished': [
          { guard: and(['isVersion', 'checkRuns']), target: 'checking', actions: 'takeVersion' },
          { guard: 'isVersion', target: 'done', actions: 'takeVersion' },
          { target: 'failed', actions: assign({ error: ARTWORK_TEXTS.uploadFailed }) },
        ],
        'upload.refused': { target: 'rejected', actions: assign({ error: ({ event }) => event.words ?? event.message }) },
        'upload.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    /** Stored: the server's job checks it page by page, and the screen follows ("Checking page 7 of 20"). */
    checking: {
      invoke: { id: 'followCheck', src: 'followCheck', input: ({ context }) => ({ versionId: context.version!.id }) },
      on: {
        // Another file waits until this one's check is done: the drop zone is off meanwhile.
        'upload.file': {},
        'check.progress': { actions: 'takeCheck' },
        'check.finished': { target: 'done', actions: 'takeCheck' },
      },
    },
    done: {},
    /** The file itself was refused, here or by the server: another file is needed. */
    rejected: {},
    /** The connection or the server failed: retrying goes on from the last byte the server has. */
    failed: { on: { 'upload.retry': 'transfer' } },
  },
});

export type UploadMachine = typeof uploadMachine;
