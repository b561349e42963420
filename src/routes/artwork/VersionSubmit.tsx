import { useState } from 'react';
import { submitVersion } from '../../api/artwork';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, submitBody, type ArtworkVersion, type SubmitBody } from '../../api/contract';
import { Button, Checkbox, FormError, Stack, Text, toast } from '../../design-system';
import { useFormMachine } from '../shared/use-form-machine';
import { t as translated, useT } from '../../i18n';

type Props = { version: ArtworkVersion; onSubmitted: () => void };

/**
 * Submits an uploaded version: errors block it (the server refuses it too), warnings must be
 * acknowledged first.
 */
export function VersionSubmit({ version, onSubmitted }: Props) {
  const t = useT();
  const { saving: submitting, error, onSubmit, edited } = useFormMachine(
    { schema: submitBody, submit: (body: SubmitBody) => submitVersion(version.id, body), fallbackError: ARTWORK_TEXTS.submitFailed },
    {
      onSucceeded: () => {
        toast.success(translated(ARTWORK_TEXTS.submitted));
        onSubmitted();
      },
    },
  );
  const [acknowledged, setAcknowledged] = useState(false);
  const { outcome } = version.preflight;

  if (version.check.state === 'failed') return <FormError>{t(ARTWORK_MESSAGES.checkFailed)}</FormError>;
  // Until the check is done its report is not whole: submitting waits (the server refuses it too).
  if (version.check.state !== 'done') {
    return (
      <Stack gap={2}>
        <Text size="sm" tone="muted">
          {t(ARTWORK_TEXTS.submitAwaitsCheck)}
        </Text>
        <div>
          <Button disabled>{t(ARTWORK_TEXTS.submit)}</Button>
        </div>
      </Stack>
    );
  }
  if (outcome === 'errors') return <FormError>{t(ARTWORK_MESSAGES.submitBlocked)}</FormError>;

  const submit = onSubmit(() => ({ acknowledgeWarnings: outcome === 'warnings' && acknowledged }));
  return (
    <Stack as="form" gap={3} onSubmit={submit} noValidate>
      {outcome === 'warnings' && (
        <Checkbox
          label={t(ARTWORK_TEXTS.acknowledgeWarnings)}
          checked={acknowledged}
          onChange={(event) => {
            setAcknowledged(event.currentTarget.checked);
            edited('acknowledgeWarnings')();
          }}
        />
      )}
      {error && <FormError>{t(error)}</FormError>}
      <div>
        <Button type="submit" loading={submitting} disabled={outcome === 'warnings' && !acknowledged}>
          {t(submitting ? ARTWORK_TEXTS.submitting : ARTWORK_TEXTS.submit)}
        </Button>
      </div>
    </Stack>
  );
}
