import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { submitVersion } from '../../api/artwork';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, submitBody, type ArtworkVersion, type SubmitBody } from '../../api/contract';
import { Button, Checkbox, FormError, toast } from '../../design-system';
import { createFormMachine } from '../../machines/form.machine';
import * as styles from './artwork.css';

type Props = { version: ArtworkVersion; onSubmitted: () => void };

/**
 * Submits an uploaded version: errors block it (the server refuses it too), warnings must be
 * acknowledged first.
 */
export function VersionSubmit({ version, onSubmitted }: Props) {
  const [machine] = useState(() =>
    createFormMachine({ schema: submitBody, submit: (body: SubmitBody) => submitVersion(version.id, body), fallbackError: ARTWORK_TEXTS.submitFailed }),
  );
  const form = useActorRef(machine);
  const submitting = useSelector(form, (state) => state.matches('submitting'));
  const error = useSelector(form, (state) => state.context.error);
  const [acknowledged, setAcknowledged] = useState(false);
  const { outcome } = version.preflight;

  useEffect(() => {
    const succeeded = form.on('form.succeeded', () => {
      toast.success(ARTWORK_TEXTS.submitted);
      onSubmitted();
    });
    return () => succeeded.unsubscribe();
  }, [form, onSubmitted]);

  if (outcome === 'errors') return <FormError>{ARTWORK_MESSAGES.submitBlocked}</FormError>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit', values: { acknowledgeWarnings: outcome === 'warnings' && acknowledged } });
  };
  return (
    <form className={styles.submit} onSubmit={submit} noValidate>
      {outcome === 'warnings' && (
        <Checkbox
          label={ARTWORK_TEXTS.acknowledgeWarnings}
          checked={acknowledged}
          onChange={(event) => {
            setAcknowledged(event.currentTarget.checked);
            form.send({ type: 'form.edit', field: 'acknowledgeWarnings' });
          }}
        />
      )}
      {error && <FormError>{error}</FormError>}
      <div>
        <Button type="submit" loading={submitting} disabled={outcome === 'warnings' && !acknowledged}>
          {submitting ? ARTWORK_TEXTS.submitting : ARTWORK_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
