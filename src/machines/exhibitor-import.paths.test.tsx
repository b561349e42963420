import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { EVENT_TEXTS, IMPORT_TEXTS, ROLES, SAMPLE_CSV_PATH } from '../api/contract';
import { toast } from '../design-system';
import { exhibitorImportMachine } from './exhibitor-import.machine';
import { fakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { EventDetailsPage } from '../routes/events/EventDetailsPage';
import { matrixPage } from '../test/fixtures/matrix';
import { eventFixture, exhibitorsPage, importReportFixture, SAMPLE_CSV } from '../test/fixtures/events';
import { pathCeiling } from '../test/ceilings';
import { noFlowRoutes } from '../test/fixtures/approval-flows';
import { translate } from '../api/contract/i18n/translate';

const csvFile = new File([SAMPLE_CSV], 'exhibitors.csv', { type: 'text/csv' });
const textFile = new File(['hello'], 'notes.txt', { type: 'text/plain' });
const missingColumns = IMPORT_TEXTS.missingColumns('Email');
const commitRefused = 'This event is not one of yours.';

type State = SnapshotFrom<typeof exhibitorImportMachine>;

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

async function renderImport() {
  const server = fakeServer({
    'GET /api/event/5': () => Response.json(eventFixture({ id: 5 })),
    'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([])),
    'GET /api/event/5/requirements': () => Response.json({ requirements: [] }),
    'GET /api/review-queue': () => Response.json({ items: [] }),
    'GET /api/event/5/matrix': () => Response.json(matrixPage([])),
    ...noFlowRoutes(5),
  });
  await renderPage({ path: '/event-details/$id', at: '/event-details/5', component: EventDetailsPage, role: ROLES.admin });
  await screen.findByRole('button', { name: EVENT_TEXTS.uploadCsvButton });
  return server;
}

const dialog = () => screen.getByRole('dialog', { name: IMPORT_TEXTS.title });
const imports = (server: ReturnType<typeof fakeServer>) => server.pending().filter((request) => request.path === '/api/event/5/exhibitors/import');

describe('Exhibitors CSV import: every transition of its machine, driven through the event page', () => {
  const model = testModelOf(exhibitorImportMachine, {
    input: { eventId: 5 },
    events: [
      { type: 'import.open' },
      { type: 'import.close' },
      // `name` only tells the two apart in the model (a File serialises to {}).
      { type: 'import.file', file: csvFile, name: csvFile.name },
      { type: 'import.file', file: textFile, name: textFile.name },
      { type: 'xstate.done.actor.read', output: SAMPLE_CSV },
      { type: 'xstate.done.actor.preview', output: importReportFixture(false) },
      { type: 'xstate.error.actor.preview', error: new ApiError(400, missingColumns) },
      { type: 'import.confirm' },
      { type: 'xstate.done.actor.commit', output: importReportFixture(true) },
      { type: 'xstate.error.actor.commit', error: new ApiError(403, commitRefused) },
      { type: 'import.again' },
    ] as never[],
    filterEvents: (state: State, event: { type: string }) => state.can(event as never),
    // Each transition (from, event, to) is a vertex of its own, so the shortest paths take every one.
    serializeState: (state: State, event?: { type: string; file?: File }, previous?: State) =>
      JSON.stringify([previous?.value ?? null, event?.type ?? null, event?.file?.name ?? null, state.value, state.context.error]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['closed', 'idle', 'reading', 'previewing', 'preview', 'committing', 'report', 'failed']) expect(reached).toContain(JSON.stringify(state));
  });

  for (const path of paths) {
    const steps = path.steps
      .map(({ event }) => event as { type: string; file?: File })
      .map((event) => (event.file ? `${event.type}(${event.file.name})` : event.type))
      .join(' → ');
    it(`${steps} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      const server = await renderImport();
      // A file picker's accept list is only a hint: a person can still choose "All files".
      const user = userEvent.setup({ applyAccept: false });
      const summaryShown = (committed: boolean) => {
        // Before the import, what will happen; after it, what happened ("2 created").
        const { counts } = importReportFixture(committed);
        expect(within(dialog()).getByText(committed ? translate('en', IMPORT_TEXTS.reportSummary, counts) : translate('en', IMPORT_TEXTS.summary, counts))).toBeVisible();
        expect(within(dialog()).queryByText(committed ? translate('en', IMPORT_TEXTS.summary, counts) : translate('en', IMPORT_TEXTS.reportSummary, counts))).toBeNull();
        const table = within(dialog()).getByRole('table', { name: IMPORT_TEXTS.rowsCaption });
        const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
        // The file's own columns, each row's number and its cells as given, even a refused row's.
        const { columns, rows: [created, refused] } = importReportFixture(committed);
        expect(texts(within(table).getAllByRole('columnheader'))).toEqual([IMPORT_TEXTS.rowNumber, committed ? IMPORT_TEXTS.outcome : IMPORT_TEXTS.action, IMPORT_TEXTS.reasons, ...columns]);
        const labels = committed ? IMPORT_TEXTS.outcomes : IMPORT_TEXTS.actions;
        const rows = within(table).getAllByRole('row');
        expect(texts(within(rows[1]!).getAllByRole('cell'))).toEqual(['2', labels.create, '', ...created!.cells]);
        expect(texts(within(rows[2]!).getAllByRole('cell'))).toEqual(['3', labels.refuse, ...refused!.reasons, ...refused!.cells]);
      };

      await path.test({
        states: {
          closed: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          },
          idle: async () => {
            await screen.findByRole('dialog', { name: IMPORT_TEXTS.title });
            expect(within(dialog()).getByRole('button', { name: IMPORT_TEXTS.chooseFile })).toBeEnabled();
            expect(within(dialog()).getByRole('link', { name: IMPORT_TEXTS.sampleLink })).toHaveAttribute('href', SAMPLE_CSV_PATH);
          },
          reading: async () => {
            expect(await within(dialog()).findByRole('status')).toHaveTextContent(IMPORT_TEXTS.checking);
          },
          previewing: async () => {
            expect(within(dialog()).getByRole('status')).toHaveTextContent(IMPORT_TEXTS.checking);
            await waitFor(() => expect(imports(server)).toHaveLength(1));
            expect(imports(server)[0]!.body).toEqual({ csv: SAMPLE_CSV, commit: false });
          },
          preview: async () => {
            await within(dialog()).findByText(IMPORT_TEXTS.previewHint);
            summaryShown(false);
            expect(within(dialog()).getByRole('button', { name: IMPORT_TEXTS.confirm })).toBeEnabled();
          },
          committing: () => {
            expect(within(dialog()).getByRole('button', { name: IMPORT_TEXTS.importing })).toBeDisabled();
            expect(imports(server)[0]!.body).toEqual({ csv: SAMPLE_CSV, commit: true });
          },
          report: async () => {
            expect(await within(dialog()).findByRole('status')).toHaveTextContent(translate('en', IMPORT_TEXTS.done, { count: 1 }));
            summaryShown(true);
            expect(within(dialog()).getByRole('button', { name: IMPORT_TEXTS.downloadRefused })).toBeEnabled();
          },
          failed: async (state) => {
            expect(await within(dialog()).findByRole('alert')).toHaveTextContent((state as State).context.error!);
            expect(within(dialog()).getByRole('button', { name: IMPORT_TEXTS.chooseFile })).toBeEnabled();
          },
        },
        events: {
          'import.open': () => user.click(screen.getByRole('button', { name: EVENT_TEXTS.uploadCsvButton })),
          'import.close': () => user.click(within(dialog()).getAllByRole('button', { name: /^(Cancel|Close)$/ })[0]!),
          'import.file': ({ event }: { event: unknown }) => {
            const { file } = event as { file: File };
            return user.upload(within(dialog()).getByLabelText(IMPORT_TEXTS.chooseFile, { selector: 'input' }), file);
          },
          'import.confirm': () => user.click(within(dialog()).getByRole('button', { name: IMPORT_TEXTS.confirm })),
          'import.again': () => user.click(within(dialog()).getByRole('button', { name: IMPORT_TEXTS.chooseAnother })),
          ...({
            // Reading the file is the browser's: the test waits for the preview request it leads to.
            'xstate.done.actor.read': () => waitFor(() => expect(imports(server)).toHaveLength(1)),
            'xstate.done.actor.preview': () => server.answer(Response.json(importReportFixture(false))),
            'xstate.error.actor.preview': () => server.answer(Response.json({ message: missingColumns }, { status: 400 })),
            'xstate.done.actor.commit': () => server.answer(Response.json(importReportFixture(true))),
            'xstate.error.actor.commit': () => server.answer(Response.json({ message: commitRefused }, { status: 403 })),
          } as object),
        },
      });
    });
  }
});
