import { assign, fromCallback, sendTo, setup } from 'xstate';
import { startUpload, type UploadFailure } from '../api/artwork-upload';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, artworkVersion, formatBytes, formatOfName, formatRefusal, type ArtworkFormat, type ArtworkVersion } from '../api/contract';

export type UploadInput = {
  requirementId: number;
  /** The requirement's accepted formats and size limit: a file outside them is refused before a byte is sent. */
  formats: readonly ArtworkFormat[];
  maxBytes: number;
  /** Whose browser remembers the upload, so another account never resumes it. */
  userId: number | null;
};

type Context = UploadInput & {
  file: File | null;
  sent: number;
  total: number;
  version: ArtworkVersion | null;
  error: string | null;
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
  | { type: 'upload.refused'; message: string }
  | { type: 'upload.failed'; message: string }
  | { type: 'upload.cancelled' };

/** What the machine tells the tus actor. */
export type TusCommand = { type: 'tus.pause' } | { type: 'tus.resume' } | { type: 'tus.cancel' };

export type TusInput = { file: File; requirementId: number; userId: number | null };

/** The file's own refusal, or null: the extension and the size, as the server will check them again on the bytes. */
export function refusalOf(file: File, formats: readonly ArtworkFormat[], maxBytes: number): string | null {
  const byName = formatRefusal(formatOfName(file.name), formats);
  if (byName) return byName;
  if (file.size > maxBytes) return ARTWORK_MESSAGES.fileTooLarge(formatBytes(maxBytes));
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
    refused: ({ message }: UploadFailure) => report({ type: 'upload.refused', message }),
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
 * One file for one requirement: idle → uploading ⇄ paused → verifying (every byte is there, the
 * server checks them) → done | rejected | failed; failed retries from where it stopped. A file the
 * requirement cannot take is rejected before anything is sent. Cancel removes the partial upload.
 */
export const uploadMachine = setup({
  types: {
    context: {} as Context,
    input: {} as UploadInput,
    events: {} as UploadEvent | TusReport,
  },
  actors: { tus: tusUpload },
  guards: {
    fileRefused: ({ context, event }) => event.type === 'upload.file' && refusalOf(event.file, context.formats, context.maxBytes) !== null,
    isVersion: ({ event }) => event.type === 'upload.finished' && artworkVersion.safeParse(event.body).success,
  },
  actions: {
    refuseFile: assign(({ context, event }) =>
      event.type === 'upload.file' ? { file: event.file, sent: 0, total: 0, version: null, error: refusalOf(event.file, context.formats, context.maxBytes) } : {},
    ),
    takeFile: assign(({ event }) => (event.type === 'upload.file' ? { file: event.file, sent: 0, total: event.file.size, version: null, error: null } : {})),
  },
}).createMachine({
  id: 'upload',
  initial: 'idle',
  context: ({ input }) => ({ ...input, file: null, sent: 0, total: 0, version: null, error: null }),
  on: {
    'upload.file': [
      { guard: 'fileRefused', target: '.rejected', actions: 'refuseFile' },
      { target: '.transfer', actions: 'takeFile' },
    ],
  },
  states: {
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
          { guard: 'isVersion', target: 'done', actions: assign({ version: ({ event }) => artworkVersion.parse(event.body), error: null }) },
          { target: 'failed', actions: assign({ error: ARTWORK_TEXTS.uploadFailed }) },
        ],
        'upload.refused': { target: 'rejected', actions: assign({ error: ({ event }) => event.message }) },
        'upload.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
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
