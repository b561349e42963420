import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/client';
import { ARTWORK_TEXTS, extensionBody, LAYOUT_TEXTS, LIST_TEXTS, MATRIX_TEXTS, REMINDER_TEXTS, wallClockOf, type Extension, type ExtensionBody } from '../../api/contract';
import { extendDeadline, removeExtension } from '../../api/matrix';
import { Button, FormError, FormModal, Stack, Text, TextField } from '../../design-system';
import { taskMachine } from '../../machines/task.machine';
import { formValues } from '../shared/form-values';
import { instantText } from '../shared/dates';
import { useFormMachine } from '../shared/use-form-machine';
import { instantInZone } from '../shared/zoned-time';
import { useT } from '../../i18n';
import type { ExtendTarget } from './MatrixTable';
import * as styles from './matrix.css';

type Props = {
  target: ExtendTarget;
  timeZone: string;
  onClose: () => void;
  /** The deadline changed: what to tell the reviewer. */
  onChanged: (message: string) => void;
};

const FORM_ID = 'matrix-extension';

/**
 * One company's deadline on one requirement: a later date and time on the event's clock, or back
 * to the requirement's own. The server's refusals (not later, not asked of it) show in the dialog.
 */
export function ExtensionDialog({ target, timeZone, onClose, onChanged }: Props) {
  const t = useT();
  const { company, requirement, cell } = target;
  const { saving, error: saveError, errors, onSubmit, edited } = useFormMachine(
    { schema: extensionBody, submit: (body: ExtensionBody) => extendDeadline(requirement.id, company.id, body), fallbackError: MATRIX_TEXTS.extensionFailed },
    { onSucceeded: (output) => onChanged(t(MATRIX_TEXTS.extensionSaved, { company: company.name, when: instantText((output as Extension).deadline, timeZone) })) },
  );
  const [removal, sendRemoval, remover] = useMachine(taskMachine, { input: { run: () => removeExtension(requirement.id, company.id) } });
  const [removeError, setRemoveError] = useState<string | null>(null);
  const removing = removal.matches('running');

  useEffect(() => {
    const subscriptions = [
      remover.on('task.done', () => onChanged(t(MATRIX_TEXTS.extensionRemoved, { company: company.name }))),
      remover.on('task.failed', ({ error }) => setRemoveError(messageOf(error, MATRIX_TEXTS.extensionFailed))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [remover, onChanged, company.name, t]);

  const initial = wallClockOf(cell.deadline, timeZone);
  const shownError = removeError ?? (saveError && saveError !== errors.deadline ? saveError : null);
  const deadlineEdited = () => {
    setRemoveError(null);
    edited('deadline')();
  };
  const submit = onSubmit((element) => {
    setRemoveError(null);
    const { date, time } = formValues(element, ['date', 'time']);
    return { deadline: instantInZone(date, time, timeZone) };
  });

  return (
    <FormModal
      formId={FORM_ID}
      onCancel={onClose}
      cancelLabel={t(LIST_TEXTS.cancel)}
      submitLabel={t(saving ? MATRIX_TEXTS.saving : MATRIX_TEXTS.saveExtension)}
      saving={saving}
      busy={removing}
      actions={
        cell.extended && (
          <Button
            variant="outline"
            loading={removing}
            disabled={saving}
            onClick={() => {
              setRemoveError(null);
              sendRemoval({ type: 'task.run' });
            }}
          >
            {t(removing ? MATRIX_TEXTS.removing : REMINDER_TEXTS.removeExtension)}
          </Button>
        )
      }
      title={t(REMINDER_TEXTS.extend)}
      description={t(MATRIX_TEXTS.extensionSubject, { company: company.name, requirement: requirement.name })}
      size="lg"
      closeLabel={t(LAYOUT_TEXTS.close)}
    >
      <Stack as="form" id={FORM_ID} onSubmit={submit} noValidate>
        <Text size="sm" tone="muted">
          {t(MATRIX_TEXTS.requirementDeadline, { when: instantText(requirement.deadline, timeZone) })}
          {cell.extended && (
            <>
              <br />
              {t(MATRIX_TEXTS.currentExtension, { when: instantText(cell.deadline, timeZone) })}
            </>
          )}
        </Text>
        <div className={styles.dialogFields}>
          <TextField
            label={t(ARTWORK_TEXTS.deadlineDateLabel)}
            name="date"
            type="date"
            defaultValue={initial.date}
            error={errors.deadline && t(errors.deadline)}
            hint={t(ARTWORK_TEXTS.deadlineZoneHint, { zone: timeZone })}
            onChange={deadlineEdited}
            required
          />
          <TextField label={t(ARTWORK_TEXTS.deadlineTimeLabel)} name="time" type="time" defaultValue={initial.time} onChange={deadlineEdited} required />
        </div>
        {/* The field's own message shows under it; anything else the server said, here. */}
        <FormError>{shownError && t(shownError)}</FormError>
      </Stack>
    </FormModal>
  );
}
