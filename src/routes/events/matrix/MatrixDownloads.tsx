import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { messageOf } from '../../../api/client';
import { MATRIX_TEXTS } from '../../../api/contract';
import { downloadApprovedZip, exportMatrixCsv } from '../../../api/matrix';
import { Button, DownloadIcon, toast } from '../../../design-system';
import type { MatrixView } from '../../../machines/matrix.machine';
import { taskMachine } from '../../../machines/task.machine';
import { saveFile } from '../../users/save-file';
import * as styles from './matrix.css';

type File = { blob: Blob; filename: string | null };

type ButtonProps<A> = { label: string; fileName: string; variant: 'outline' | 'primary'; run: (argument: A) => Promise<File>; argument: A };

/**
 * A button that fetches a file with the session and saves it: a plain link could not send the
 * token. `run` is taken once; what it is for (the filter and search of now) comes with each press.
 */
function DownloadButton<A>({ label, fileName, variant, run, argument }: ButtonProps<A>) {
  const [state, send, task] = useMachine(taskMachine, { input: { run: (value) => run(value as A) } });
  useEffect(() => {
    const subscriptions = [
      task.on('task.done', ({ output }) => saveFile((output as File).blob, (output as File).filename ?? fileName)),
      task.on('task.failed', ({ error }) => toast.error(messageOf(error, MATRIX_TEXTS.downloadFailed))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [task, fileName]);
  return (
    <Button variant={variant} loading={state.matches('running')} onClick={() => send({ type: 'task.run', argument })}>
      {!state.matches('running') && <DownloadIcon size={18} />}
      {label}
    </Button>
  );
}

/** Export CSV of every row the filter and search keep, and the printer's ZIP of approved artwork. */
export function MatrixDownloads({ eventId, query }: { eventId: number; query: MatrixView }) {
  return (
    <div className={styles.downloads}>
      <DownloadButton variant="outline" label={MATRIX_TEXTS.exportCsv} fileName={MATRIX_TEXTS.exportFileName} run={(wanted: MatrixView) => exportMatrixCsv(eventId, wanted)} argument={query} />
      <DownloadButton variant="primary" label={MATRIX_TEXTS.downloadApproved} fileName={MATRIX_TEXTS.downloadFileName} run={() => downloadApprovedZip(eventId)} argument={undefined} />
    </div>
  );
}
