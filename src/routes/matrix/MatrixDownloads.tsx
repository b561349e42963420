import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { messageOf } from '../../api/client';
import { type DownloadLink, MATRIX_TEXTS } from '../../api/contract';
import { approvedZipLink, exportMatrixCsv } from '../../api/matrix';
import { Button, DownloadIcon, Inline, toast } from '../../design-system';
import type { MatrixView } from '../../machines/matrix.machine';
import { taskMachine } from '../../machines/task.machine';
import { followDownload, saveFile } from '../shared/save-file';
import { t, useT } from '../../i18n';

type File = { blob: Blob; filename: string | null };

type ButtonProps<A, R> = { label: string; variant: 'outline' | 'primary'; run: (argument: A) => Promise<R>; save: (output: R) => void; argument: A };

/**
 * A button that asks the server for a file (the CSV, fetched with the session) or for a link to
 * one (the ZIP, which the browser then streams to disk), then saves it. `run` is taken once; what
 * it is for (the filter and search of now) comes with each press.
 */
function DownloadButton<A, R>({ label, variant, run, save, argument }: ButtonProps<A, R>) {
  const [state, send, task] = useMachine(taskMachine, { input: { run: (value) => run(value as A) } });
  useEffect(() => {
    const subscriptions = [
      task.on('task.done', ({ output }) => save(output as R)),
      task.on('task.failed', ({ error }) => toast.error(t(messageOf(error, MATRIX_TEXTS.downloadFailed)))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [task, save]);
  return (
    <Button variant={variant} loading={state.matches('running')} onClick={() => send({ type: 'task.run', argument })}>
      {!state.matches('running') && <DownloadIcon size={18} />}
      {label}
    </Button>
  );
}

const saveCsv = (file: File) => saveFile(file.blob, file.filename ?? MATRIX_TEXTS.exportFileName);
const followZipLink = ({ url }: DownloadLink) => followDownload(url);

/** Export CSV of every row the filter and search keep, and the printer's ZIP of approved artwork. */
export function MatrixDownloads({ eventId, query }: { eventId: number; query: MatrixView }) {
  useT();
  return (
    <Inline gap={3}>
      <DownloadButton variant="outline" label={t(MATRIX_TEXTS.exportCsv)} run={(wanted: MatrixView) => exportMatrixCsv(eventId, wanted)} save={saveCsv} argument={query} />
      <DownloadButton variant="primary" label={t(MATRIX_TEXTS.downloadApproved)} run={() => approvedZipLink(eventId)} save={followZipLink} argument={undefined} />
    </Inline>
  );
}
