import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { EVENT_TEXTS, IMPORT_TEXTS, SAMPLE_CSV_PATH, type ImportReport } from '../../api/contract';
import { Button, DropZone, FormError, Modal, Spinner, Stack, StatusMessage, Text } from '../../design-system';
import { applicableRows, type exhibitorImportMachine } from '../../machines/exhibitor-import.machine';
import { ImportRowsTable } from './ImportRowsTable';
import { download, REFUSED_FILE_NAME, refusedRowsCsv } from './refused-rows';
import { useT } from '../../i18n';
import * as styles from './event-details.css';

type Importer = ActorRefFrom<typeof exhibitorImportMachine>;

const CSV_TYPES = ['.csv', 'text/csv'] as const;

/**
 * "+ Upload Exhibitors CSV": pick a file → a preview of what would be created, updated, linked and
 * refused, row by row → Import → the report, with the refused rows to download and fix.
 */
export function ImportExhibitorsModal({ importer }: { importer: Importer }) {
  const t = useT();
  const state = useSelector(importer, (snapshot) => snapshot);
  const { report, error, fileName } = state.context;
  const busy = state.matches('reading') || state.matches('previewing');
  const committing = state.matches('committing');
  const close = () => importer.send({ type: 'import.close' });
  const pick = (accepted: File[], rejected: File[]) => {
    const file = accepted[0] ?? rejected[0];
    if (file) importer.send({ type: 'import.file', file });
  };
  const dropZone = <DropZone label={t(IMPORT_TEXTS.chooseFile)} hint={t(IMPORT_TEXTS.dropHint)} accept={CSV_TYPES} onFiles={pick} />;

  let body;
  let footer = (
    <Button variant="outline" onClick={close}>
      {t(IMPORT_TEXTS.cancel)}
    </Button>
  );
  if (state.matches('idle')) {
    body = (
      <Stack>
        {dropZone}
        <a className={styles.link} href={SAMPLE_CSV_PATH} download>
          {t(IMPORT_TEXTS.sampleLink)}
        </a>
      </Stack>
    );
  } else if (busy) {
    body = (
      <div className={styles.centre}>
        <Spinner label={t(IMPORT_TEXTS.checking)} size="lg" />
      </div>
    );
  } else if (state.matches('failed')) {
    body = (
      <Stack>
        <FormError>{error && t(error)}</FormError>
        {dropZone}
      </Stack>
    );
  } else if (report && (state.matches('preview') || committing)) {
    body = <Rows report={report} fileName={fileName} hint={t(IMPORT_TEXTS.previewHint)} />;
    footer = (
      <>
        <Button variant="outline" onClick={close} disabled={committing}>
          {t(IMPORT_TEXTS.cancel)}
        </Button>
        <Button variant="outline" onClick={() => importer.send({ type: 'import.again' })} disabled={committing}>
          {t(IMPORT_TEXTS.chooseAnother)}
        </Button>
        <Button onClick={() => importer.send({ type: 'import.confirm' })} loading={committing} disabled={applicableRows(report) === 0}>
          {t(committing ? IMPORT_TEXTS.importing : IMPORT_TEXTS.confirm)}
        </Button>
      </>
    );
  } else if (report && state.matches('report')) {
    body = (
      <Stack>
        <Text as="h3" size="sm" weight="medium" tone="strong">{t(IMPORT_TEXTS.reportTitle)}</Text>
        <StatusMessage tone="success">{t(IMPORT_TEXTS.done, { count: applicableRows(report) })}</StatusMessage>
        <Rows report={report} fileName={fileName} />
      </Stack>
    );
    footer = (
      <>
        {report.counts.refuse > 0 && (
          <Button variant="outline" onClick={async () => download(await refusedRowsCsv(report), REFUSED_FILE_NAME)}>
            {t(IMPORT_TEXTS.downloadRefused)}
          </Button>
        )}
        <Button variant="outline" onClick={() => importer.send({ type: 'import.again' })}>
          {t(IMPORT_TEXTS.chooseAnother)}
        </Button>
        <Button onClick={close}>{t(EVENT_TEXTS.close)}</Button>
      </>
    );
  }

  return (
    <Modal
      open={!state.matches('closed')}
      onOpenChange={(next) => !next && !committing && close()}
      title={t(IMPORT_TEXTS.title)}
      description={t(EVENT_TEXTS.exhibitorsSectionHint)}
      size="700"
      closeLabel={t(EVENT_TEXTS.close)}
      footer={footer}
    >
      {body}
    </Modal>
  );
}

function Rows({ report, fileName, hint }: { report: ImportReport; fileName: string | null; hint?: string }) {
  const t = useT();
  return (
    <Stack>
      {fileName && <Text size="sm" tone="muted">{fileName}</Text>}
      {/* Before the import, what will happen; after it, what happened. */}
      <Text size="sm" weight="medium" tone="strong">{t(report.committed ? IMPORT_TEXTS.reportSummary : IMPORT_TEXTS.summary, report.counts)}</Text>
      {hint && <Text size="sm" tone="muted">{hint}</Text>}
      <ImportRowsTable report={report} />
    </Stack>
  );
}
