import '../design-system/testing/jsdom-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { useCallback, useState } from 'react';
import { ARTWORK_TEXTS, type ArtworkVersion, FINDING_WORDS, formatBytes, formatRefusal, MESSAGES, pageBeingChecked, type VersionCheck } from '../api/contract';
import { findingText } from '../api/contract/i18n/finding-text';
import { type CheckReport, uploadMachine, type TusCommand, type TusInput, type TusReport } from './upload.machine';
import { testModelOf } from '../test/test-model';
import { RequirementUpload } from '../routes/artwork/RequirementUpload';
import { requirementFixture, versionFixture } from '../test/fixtures/artwork';
import { UploadMachineContext } from '../routes/artwork/upload-machine-context';
import { translate } from '../api/contract/i18n/translate';
import { pathCeiling } from '../test/ceilings';

type State = SnapshotFrom<typeof uploadMachine>;

const MAX = 10;
const requirement = requirementFixture({ formats: ['png', 'pdf'], maxBytes: MAX });
const good = new File(['12345'], 'back-wall.png', { type: 'image/png' });
const wrongType = new File(['hello'], 'notes.txt', { type: 'text/plain' });
const tooLarge = new File(['x'.repeat(MAX + 1)], 'huge.pdf', { type: 'application/pdf' });
const refusedByServer = formatRefusal(null, requirement.formats)!;

/** A stored PDF whose check has just been queued, then its progress, then its end. */
const queued = versionFixture({ originalName: 'catalogue.pdf', format: 'pdf', check: { state: 'queued', pagesDone: 0, pagesTotal: null }, preflight: { outcome: 'passed', findings: [], facts: {} } });
const lowPpi = { code: 'imageppi', severity: 'error' as const, message: 'Image on page 2: 50 ppi at the printed size; needs 150.', page: 2 };
const progress: VersionCheck = { state: 'checking', pagesDone: 2, pagesTotal: 3, findings: [lowPpi] };
const finished: VersionCheck = { state: 'done', pagesDone: 3, pagesTotal: 3, findings: [lowPpi] };

/** A draft whose check was reading its pages when the screen opened (a reload mid-check). */
const stillChecking = versionFixture({ id: 41, originalName: 'catalogue.pdf', format: 'pdf', check: { state: 'checking', pagesDone: 1, pagesTotal: 3 }, preflight: { outcome: 'passed', findings: [], facts: {} } });

/**
 * The card around the drop zone, showing `opened` as its latest at first: once told of the upload
 * (or of the end of a followed check), it reads the checklist again and shows the draft, checked.
 */
function CardAround({ onUploaded, opened = null }: { onUploaded: () => void; opened?: ArtworkVersion | null }) {
  const [latest, setLatest] = useState<ArtworkVersion | null>(opened);
  const uploaded = useCallback(() => {
    onUploaded();
    setLatest(versionFixture(opened ? { id: opened.id } : {}));
  }, [onUploaded, opened]);
  return <RequirementUpload requirement={requirement} latest={latest} userId={1} onUploaded={uploaded} />;
}

/** The tus actor the machine runs, played by the test: it reports what the test says the network did. */
function fakeTus() {
  const started: TusInput[] = [];
  const commands: TusCommand[] = [];
  let report: ((event: TusReport) => void) | null = null;
  const actor = fromCallback<TusCommand, TusInput>(({ input, sendBack, receive }) => {
    started.push(input);
    report = sendBack;
    receive((command) => commands.push(command));
    return () => {
      report = null;
    };
  });
  const followed: { versionId: number }[] = [];
  let reportCheck: ((event: CheckReport) => void) | null = null;
  const follower = fromCallback<EventObject, { versionId: number }>(({ input, sendBack }) => {
    followed.push(input);
    reportCheck = sendBack;
    return () => {
      reportCheck = null;
    };
  });
  return {
    machine: uploadMachine.provide({ actors: { tus: actor, followCheck: follower } }),
    followed,
    reportCheck: (event: CheckReport) =>
      act(async () => {
        if (!reportCheck) throw new Error('no check is followed');
        reportCheck(event);
      }),
    started,
    commands,
    report: (event: TusReport) =>
      act(async () => {
        if (!report) throw new Error('no upload is running');
        report(event);
      }),
  };
}

const zone = () => screen.getByRole('button', { name: translate('en', ARTWORK_TEXTS.dropLabel, { name: requirement.name }) });
const fileInput = () => screen.getByLabelText(translate('en', ARTWORK_TEXTS.dropLabel, { name: requirement.name }), { selector: 'input' }) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('Upload: every transition of its machine, driven through the requirement’s drop zone', () => {
  const model = testModelOf(uploadMachine, {
    input: { requirementId: requirement.id, formats: requirement.formats, maxBytes: MAX, userId: 1 },
    events: [
      { type: 'upload.file', file: good, name: good.name },
      { type: 'upload.file', file: wrongType, name: wrongType.name },
      { type: 'upload.file', file: tooLarge, name: tooLarge.name },
      { type: 'upload.progress', sent: 2, total: 5 },
      { type: 'upload.pause' },
      { type: 'upload.resume' },
      { type: 'upload.cancel' },
      { type: 'upload.cancelled' },
      { type: 'upload.sent' },
      { type: 'upload.finished', body: versionFixture() },
      { type: 'upload.finished', body: queued, name: 'check queued' },
      { type: 'check.progress', check: progress },
      { type: 'check.finished', check: finished },
      { type: 'upload.refused', message: findingText(refusedByServer), words: refusedByServer },
      { type: 'upload.failed', message: MESSAGES.networkError },
      { type: 'upload.retry' },
    ] as never[],
    // A file dropped while one is on its way is not taken: the zone is off (checked in the states).
    filterEvents: (state: State, event: { type: string }) => state.can(event as never) && !(event.type === 'upload.file' && (state.matches('transfer') || state.matches('checking'))),
    serializeState: (state: State, event?: { type: string; name?: string }, previous?: State) =>
      JSON.stringify([previous?.value ?? null, event?.type ?? null, event?.name ?? null, state.value, state.context.error, state.context.sent]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['idle', { transfer: 'uploading' }, { transfer: 'paused' }, { transfer: 'verifying' }, { transfer: 'cancelling' }, 'checking', 'done', 'rejected', 'failed']) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => (event as { type: string; name?: string })).map((event) => (event.name ? `${event.type}(${event.name})` : event.type));
    it(`${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      const tus = fakeTus();
      const onUploaded = vi.fn();
      render(
        <UploadMachineContext.Provider value={tus.machine}>
          <CardAround onUploaded={onUploaded} />
        </UploadMachineContext.Provider>,
      );
      // The picker's filter is only a hint: a person can still choose "All files".
      const user = userEvent.setup({ applyAccept: false });
      const progress = () => screen.getByRole('progressbar', { name: translate('en', ARTWORK_TEXTS.uploadingFile, { name: good.name }) });

      await path.test({
        states: {
          idle: () => {
            expect(zone()).toBeEnabled();
            expect(screen.queryByRole('progressbar')).toBeNull();
            expect(screen.queryByRole('alert')).toBeNull();
          },
          'transfer.uploading': (state) => {
            const { sent } = (state as State).context;
            expect(zone()).toBeDisabled();
            expect(tus.started.at(-1)).toEqual({ file: good, requirementId: requirement.id, userId: 1 });
            expect(progress()).toHaveAttribute('aria-valuenow', String(Math.floor((sent / good.size) * 100)));
            expect(progress()).toHaveAccessibleName(translate('en', ARTWORK_TEXTS.uploadingFile, { name: good.name }));
            expect(screen.getByText(`${Math.floor((sent / good.size) * 100)}% · ${translate('en', ARTWORK_TEXTS.progressText, { sent: formatBytes(sent), total: formatBytes(good.size) })}`)).toBeVisible();
            expect(screen.getByRole('button', { name: ARTWORK_TEXTS.pause })).toBeEnabled();
            expect(screen.getByRole('button', { name: ARTWORK_TEXTS.cancelUpload })).toBeEnabled();
          },
          'transfer.paused': () => {
            expect(tus.commands.at(-1)).toEqual({ type: 'tus.pause' });
            expect(screen.getByText(ARTWORK_TEXTS.paused)).toBeVisible();
            expect(screen.getByRole('button', { name: ARTWORK_TEXTS.resume })).toBeEnabled();
            expect(zone()).toBeDisabled();
          },
          'transfer.verifying': () => {
            expect(screen.getByRole('status')).toHaveTextContent(ARTWORK_TEXTS.verifying);
            expect(screen.queryByRole('button', { name: ARTWORK_TEXTS.cancelUpload })).toBeNull();
          },
          'transfer.cancelling': () => {
            expect(tus.commands.at(-1)).toEqual({ type: 'tus.cancel' });
            expect(screen.getByRole('button', { name: ARTWORK_TEXTS.uploadCancelling })).toBeDisabled();
          },
          checking: (state) => {
            const { check } = (state as State).context;
            expect(tus.followed.at(-1)).toEqual({ versionId: queued.id });
            expect(zone()).toBeDisabled();
            expect(onUploaded).not.toHaveBeenCalled();
            if (check!.pagesTotal === null) {
              expect(screen.getByRole('status')).toHaveTextContent(ARTWORK_TEXTS.checkQueued);
              expect(screen.queryByRole('list')).toBeNull();
            } else {
              // Two pages done of three: the third is being read, and the second's finding is listed.
              expect(screen.getByRole('progressbar', { name: ARTWORK_TEXTS.checkingPage(3, 3) })).toHaveAttribute('aria-valuenow', String(Math.floor((2 / 3) * 100)));
              expect(screen.getByRole('region', { name: ARTWORK_TEXTS.checkFindingsSoFar })).toHaveTextContent(lowPpi.message);
            }
          },
          done: async () => {
            await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
            expect(await screen.findByRole('status')).toHaveTextContent(ARTWORK_TEXTS.uploadDone);
            expect(zone()).toBeEnabled();
          },
          rejected: async (state) => {
            const { error } = (state as State).context;
            expect([formatRefusal(null, ['png', 'pdf']), FINDING_WORDS.fileTooLarge(MAX), refusedByServer]).toContainEqual(error);
            // Said in the reader's language (English here) from the findings' catalog, fetched when first needed.
            const said = typeof error === 'string' ? error : findingText(error!);
            await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(said));
            expect(zone()).toBeEnabled();
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.networkError);
            expect(screen.getByRole('button', { name: ARTWORK_TEXTS.retry })).toBeEnabled();
            expect(zone()).toBeEnabled();
          },
        },
        events: {
          'upload.file': async ({ event }: { event: unknown }) => {
            const started = tus.started.length;
            await user.upload(fileInput(), (event as { file: File }).file);
            // A refused file starts nothing: it never reaches the network.
            if ((event as { file: File }).file !== good) expect(tus.started).toHaveLength(started);
          },
          'upload.pause': () => user.click(screen.getByRole('button', { name: ARTWORK_TEXTS.pause })),
          'upload.resume': () => user.click(screen.getByRole('button', { name: ARTWORK_TEXTS.resume })),
          'upload.cancel': () => user.click(screen.getByRole('button', { name: ARTWORK_TEXTS.cancelUpload })),
          'upload.retry': () => user.click(screen.getByRole('button', { name: ARTWORK_TEXTS.retry })),
          'check.progress': ({ event }: { event: unknown }) => tus.reportCheck(event as CheckReport),
          'check.finished': ({ event }: { event: unknown }) => tus.reportCheck(event as CheckReport),
          ...Object.fromEntries(
            ['upload.progress', 'upload.cancelled', 'upload.sent', 'upload.finished', 'upload.refused', 'upload.failed'].map((type) => [
              type,
              ({ event }: { event: unknown }) => tus.report(event as TusReport),
            ]),
          ),
        },
      });
    });
  }
});

describe('Upload: a draft still being checked when the screen opens is followed from where its check is', () => {
  const model = testModelOf(uploadMachine, {
    input: { requirementId: requirement.id, formats: requirement.formats, maxBytes: MAX, userId: 1, checking: stillChecking },
    events: [
      { type: 'check.progress', check: progress },
      { type: 'check.finished', check: finished },
    ] as never[],
    filterEvents: (state: State, event: { type: string }) => state.can(event as never),
    serializeState: (state: State, event?: { type: string }) => JSON.stringify([event?.type ?? null, state.value]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('opens checking and ends done', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"checking"', '"done"']));
  });

  for (const path of paths) {
    it(`opened while checking → ${path.steps.map(({ event }) => (event as { type: string }).type).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      const tus = fakeTus();
      const onUploaded = vi.fn();
      render(
        <UploadMachineContext.Provider value={tus.machine}>
          <CardAround onUploaded={onUploaded} opened={stillChecking} />
        </UploadMachineContext.Provider>,
      );
      await path.test({
        states: {
          checking: (state) => {
            const { check } = (state as State).context;
            // The check is read from where it was: the stored draft's, not a new upload's.
            expect(tus.followed).toEqual([{ versionId: stillChecking.id }]);
            expect(tus.started).toHaveLength(0);
            expect(zone()).toBeDisabled();
            expect(onUploaded).not.toHaveBeenCalled();
            const reading = pageBeingChecked(check!);
            expect(screen.getByRole('progressbar', { name: ARTWORK_TEXTS.checkingPage(reading, 3) })).toHaveAttribute('aria-valuenow', String(Math.floor((check!.pagesDone / 3) * 100)));
          },
          done: async () => {
            await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
            expect(await screen.findByRole('status')).toHaveTextContent(ARTWORK_TEXTS.uploadDone);
            expect(screen.queryByRole('progressbar')).toBeNull();
            expect(zone()).toBeEnabled();
          },
        },
        events: {
          'check.progress': ({ event }: { event: unknown }) => tus.reportCheck(event as CheckReport),
          'check.finished': ({ event }: { event: unknown }) => tus.reportCheck(event as CheckReport),
        },
      });
    });
  }
});
