import { assign, emit, fromPromise, setup } from 'xstate';
import { messageOf } from '../api/client';
import { IMPORT_MAX_CHARS, IMPORT_TEXTS, MESSAGES, type ImportReport } from '../api/contract';
import * as eventsApi from '../api/events';
import { t } from '../i18n';

export type ExhibitorImportEvent =
  | { type: 'import.open' }
  | { type: 'import.close' }
  | { type: 'import.file'; file: File }
  | { type: 'import.confirm' }
  | { type: 'import.again' };

export type ExhibitorImportEmitted = { type: 'import.committed'; report: ImportReport };

type Context = {
  eventId: number;
  fileName: string | null;
  csv: string | null;
  /** The preview, then the report. */
  report: ImportReport | null;
  error: string | null;
};

const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv';

/** The rows a commit would change: everything but the refused and the unchanged. */
export const applicableRows = (report: ImportReport) => report.counts.create + report.counts.update + report.counts.link;

/** A file picked: read it, unless it is not a CSV file. */
const picked = [
  { guard: 'notCsv', target: 'failed', actions: 'refuseFile' },
  { target: 'reading', actions: 'takeFile' },
] as const;

/**
 * The exhibitors CSV import of an event: closed → idle (pick a file) → reading → previewing →
 * preview (what would be created, updated, linked and refused, row by row) → committing → report;
 * a file that cannot be read or checked ends in failed, from which another file can be picked.
 * Nothing changes on the server before the user confirms the preview.
 */
export const exhibitorImportMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { eventId: number },
    events: {} as ExhibitorImportEvent,
    emitted: {} as ExhibitorImportEmitted,
  },
  actors: {
    read: fromPromise<string, { file: File }>(({ input }) => input.file.text()),
    check: fromPromise<ImportReport, { eventId: number; csv: string; commit: boolean }>(({ input }) =>
      eventsApi.importExhibitors(input.eventId, { csv: input.csv, commit: input.commit }),
    ),
  },
  actions: {
    refuseFile: assign({ error: IMPORT_TEXTS.wrongFileType, report: null }),
    takeFile: assign({ fileName: ({ event }) => (event.type === 'import.file' ? event.file.name : null), error: null, report: null }),
  },
  guards: {
    notCsv: ({ event }) => event.type === 'import.file' && !isCsv(event.file),
    applicable: ({ context }) => context.report !== null && applicableRows(context.report) > 0,
  },
}).createMachine({
  id: 'exhibitorImport',
  initial: 'closed',
  context: ({ input }) => ({ eventId: input.eventId, fileName: null, csv: null, report: null, error: null }),
  states: {
    closed: {
      entry: assign({ fileName: null, csv: null, report: null, error: null }),
      on: { 'import.open': 'idle' },
    },
    idle: {
      on: { 'import.file': [...picked], 'import.close': 'closed' },
    },
    reading: {
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: [
          { guard: ({ event }) => event.output.length > IMPORT_MAX_CHARS, target: 'failed', actions: assign({ error: MESSAGES.payloadTooLarge }) },
          { guard: ({ event }) => event.output.trim() === '', target: 'failed', actions: assign({ error: IMPORT_TEXTS.fileEmpty }) },
          { target: 'previewing', actions: assign({ csv: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => t(IMPORT_TEXTS.fileNotCsv, { detail: String((event.error as Error)?.message ?? event.error) }) }) },
      },
    },
    previewing: {
      invoke: {
        id: 'preview',
        src: 'check',
        input: ({ context }) => ({ eventId: context.eventId, csv: context.csv!, commit: false }),
        onDone: { target: 'preview', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, IMPORT_TEXTS.failed) }) },
      },
    },
    preview: {
      on: {
        'import.confirm': { guard: 'applicable', target: 'committing' },
        'import.again': 'idle',
        'import.close': 'closed',
      },
    },
    committing: {
      invoke: {
        id: 'commit',
        src: 'check',
        input: ({ context }) => ({ eventId: context.eventId, csv: context.csv!, commit: true }),
        onDone: {
          target: 'report',
          actions: [assign({ report: ({ event }) => event.output }), emit(({ event }) => ({ type: 'import.committed' as const, report: event.output }))],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, IMPORT_TEXTS.failed), report: null }) },
      },
    },
    report: {
      on: { 'import.again': 'idle', 'import.close': 'closed' },
    },
    failed: {
      on: { 'import.file': [...picked], 'import.close': 'closed' },
    },
  },
});
