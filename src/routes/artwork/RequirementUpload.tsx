import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { ARTWORK_TEXTS, formatBytes, outcomeOf, pageBeingChecked, type ArtworkVersion, type Requirement } from '../../api/contract';
import { Button, DropZone, FormError, Inline, ProgressBar, Spinner, Stack, StatusMessage, Text } from '../../design-system';
import { PreflightFindings } from '../shared/PreflightFindings';
import { acceptOf, formatsText } from '../shared/requirement-facts';
import { useUploadMachine } from './upload-machine-context';
import * as styles from './artwork.css';

type Props = {
  requirement: Requirement;
  /** The company's newest file for it, as the checklist has it now. */
  latest: ArtworkVersion | null;
  userId: number;
  onUploaded: () => void;
};

/** One requirement's drop zone and the upload it starts: progress as bytes go, pause, resume, cancel, retry. */
export function RequirementUpload({ requirement, latest, userId, onUploaded }: Props) {
  const machine = useUploadMachine();
  const [state, send] = useMachine(machine, {
    input: { requirementId: requirement.id, formats: requirement.formats, maxBytes: requirement.maxBytes, userId, checking: latest?.submittedAt === null ? latest : null },
  });
  const { file, sent, total, error, version, check } = state.context;
  const done = state.matches('done');
  // "Submit next" holds only while the file just uploaded is the draft shown and its check lets it be submitted.
  const awaitsSubmit = done && latest !== null && latest.id === version?.id && latest.submittedAt === null && latest.preflight.outcome !== 'errors';

  useEffect(() => {
    if (done) onUploaded();
  }, [done, onUploaded]);

  // Back online after the upload failed: it goes on by itself from where it stopped.
  const failed = state.matches('failed');
  useEffect(() => {
    if (!failed) return;
    const retry = () => send({ type: 'upload.retry' });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, send]);

  const inTransfer = state.matches('transfer');
  const checking = state.matches('checking');
  const paused = state.matches({ transfer: 'paused' });
  const verifying = state.matches({ transfer: 'verifying' });
  const cancelling = state.matches({ transfer: 'cancelling' });

  return (
    <Stack gap={3}>
      <DropZone
        label={ARTWORK_TEXTS.dropLabel(requirement.name)}
        hint={ARTWORK_TEXTS.dropHint(formatsText(requirement.formats), formatBytes(requirement.maxBytes))}
        accept={acceptOf(requirement.formats)}
        disabled={inTransfer || checking}
        // A file the picker's filter let through or a drop of another type: the machine says why it is refused.
        onFiles={(accepted, rejected) => {
          const chosen = accepted[0] ?? rejected[0];
          if (chosen) send({ type: 'upload.file', file: chosen });
        }}
      />
      {inTransfer && file && (
        <Stack gap={2}>
          <ProgressBar
            label={ARTWORK_TEXTS.uploadingFile(file.name)}
            value={sent}
            max={total || file.size}
            valueText={ARTWORK_TEXTS.progressText(formatBytes(sent), formatBytes(total || file.size))}
          />
          <Inline align="center">
            {verifying ? (
              <span className={styles.verifying}>
                <Spinner size="sm" label={ARTWORK_TEXTS.verifying} />
                <span aria-hidden="true">{ARTWORK_TEXTS.verifying}</span>
              </span>
            ) : (
              <>
                {paused && (
                  <Text as="span" size="sm" tone="muted">
                    {ARTWORK_TEXTS.paused}
                  </Text>
                )}
                <Button variant="outline" size="sm" disabled={cancelling} onClick={() => send({ type: paused ? 'upload.resume' : 'upload.pause' })}>
                  {paused ? ARTWORK_TEXTS.resume : ARTWORK_TEXTS.pause}
                </Button>
                <Button variant="ghost" size="sm" loading={cancelling} onClick={() => send({ type: 'upload.cancel' })}>
                  {cancelling ? ARTWORK_TEXTS.uploadCancelling : ARTWORK_TEXTS.cancelUpload}
                </Button>
              </>
            )}
          </Inline>
        </Stack>
      )}
      {checking && check && (
        <Stack gap={2}>
          {check.pagesTotal === null ? (
            <span className={styles.verifying}>
              <Spinner size="sm" label={ARTWORK_TEXTS.checkQueued} />
              <span aria-hidden="true">{ARTWORK_TEXTS.checkQueued}</span>
            </span>
          ) : (
            <ProgressBar
              label={ARTWORK_TEXTS.checkingPage(pageBeingChecked(check), check.pagesTotal)}
              value={check.pagesDone}
              max={check.pagesTotal}
              valueText={ARTWORK_TEXTS.pagesChecked(check.pagesDone, check.pagesTotal)}
            />
          )}
          {check.findings.length > 0 && <PreflightFindings report={{ outcome: outcomeOf(check.findings), findings: check.findings }} running />}
        </Stack>
      )}
      {state.matches('rejected') && <FormError>{error}</FormError>}
      {failed && (
        <Inline align="center">
          <FormError>{error}</FormError>
          <Button variant="outline" size="sm" onClick={() => send({ type: 'upload.retry' })}>
            {ARTWORK_TEXTS.retry}
          </Button>
        </Inline>
      )}
      {awaitsSubmit && <StatusMessage tone="success">{ARTWORK_TEXTS.uploadDone}</StatusMessage>}
    </Stack>
  );
}
