import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { ARTWORK_TEXTS, outcomeOf, pageBeingChecked, type ArtworkVersion, type Requirement } from '../../api/contract';
import { Button, DropZone, FormError, Inline, ProgressBar, Spinner, Stack, StatusMessage, Text } from '../../design-system';
import { PreflightFindings } from '../shared/PreflightFindings';
import { acceptOf, formatsText, sizeText } from '../shared/requirement-facts';
import { useT, useWords } from '../../i18n';

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
  const t = useT();
  const [state, send] = useMachine(machine, {
    input: { requirementId: requirement.id, formats: requirement.formats, maxBytes: requirement.maxBytes, userId, checking: latest?.submittedAt === null ? latest : null },
  });
  const { file, sent, total, error, version, check } = state.context;
  // A refusal with figures (a format, a size, an SVG's reasons) in the reader's language, from the findings' catalog.
  const worded = useWords(typeof error === 'object' ? error : null);
  const errorText = typeof error === 'string' ? t(error) : worded;
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
        label={t(ARTWORK_TEXTS.dropLabel, { name: requirement.name })}
        hint={t(ARTWORK_TEXTS.dropHint, { formats: formatsText(requirement.formats), size: sizeText(requirement.maxBytes) })}
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
            label={t(ARTWORK_TEXTS.uploadingFile, { name: file.name })}
            value={sent}
            max={total || file.size}
            valueText={t(ARTWORK_TEXTS.progressText, { sent: sizeText(sent), total: sizeText(total || file.size) })}
          />
          <Inline align="center">
            {verifying ? (
              <span className={styles.verifying}>
                <Spinner size="sm" label={t(ARTWORK_TEXTS.verifying)} />
                <span aria-hidden="true">{t(ARTWORK_TEXTS.verifying)}</span>
              </span>
            ) : (
              <>
                {paused && (
                  <Text as="span" size="sm" tone="muted">
                    {t(ARTWORK_TEXTS.paused)}
                  </Text>
                )}
                <Button variant="outline" size="sm" disabled={cancelling} onClick={() => send({ type: paused ? 'upload.resume' : 'upload.pause' })}>
                  {t(paused ? ARTWORK_TEXTS.resume : ARTWORK_TEXTS.pause)}
                </Button>
                <Button variant="ghost" size="sm" loading={cancelling} onClick={() => send({ type: 'upload.cancel' })}>
                  {t(cancelling ? ARTWORK_TEXTS.uploadCancelling : ARTWORK_TEXTS.cancelUpload)}
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
              <Spinner size="sm" label={t(ARTWORK_TEXTS.checkQueued)} />
              <span aria-hidden="true">{t(ARTWORK_TEXTS.checkQueued)}</span>
            </span>
          ) : (
            <ProgressBar
              label={t(ARTWORK_TEXTS.checkingPageOf, { page: pageBeingChecked(check), total: check.pagesTotal })}
              value={check.pagesDone}
              max={check.pagesTotal}
              valueText={t(ARTWORK_TEXTS.pagesCheckedOf, { done: check.pagesDone, total: check.pagesTotal })}
            />
          )}
          {check.findings.length > 0 && <PreflightFindings report={{ outcome: outcomeOf(check.findings), findings: check.findings }} running />}
        </Stack>
      )}
      {state.matches('rejected') && <FormError>{errorText}</FormError>}
      {failed && (
        <Inline align="center">
          <FormError>{errorText}</FormError>
          <Button variant="outline" size="sm" onClick={() => send({ type: 'upload.retry' })}>
            {t(ARTWORK_TEXTS.retry)}
          </Button>
        </Inline>
      )}
      {awaitsSubmit && <StatusMessage tone="success">{t(ARTWORK_TEXTS.uploadDone)}</StatusMessage>}
    </Stack>
  );
}
