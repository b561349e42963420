import { useRef } from 'react';
import { NOTES_PANEL_TEXTS, replyInput } from '../../../api/contract';
import { Button, Textarea } from '../../../design-system';
import { useFormMachine } from '../use-form-machine';
import * as styles from './notes-panel.css';
import { t } from '../../../i18n';

type Props = { number: number; onReply: (text: string) => Promise<unknown> };

/** A reply in a note's thread, checked against the contract before it is sent; cleared once the server has it. */
export function ReplyForm({ number, onReply }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormMachine(
    { schema: replyInput, submit: (body) => onReply(body.value), fallbackError: NOTES_PANEL_TEXTS.replyFailed },
    {
      onSucceeded: () => {
        formRef.current?.reset();
        form.reset();
      },
    },
  );
  const { saving, error, errors, onSubmit, edited } = form;
  return (
    <form ref={formRef} className={styles.replyForm} noValidate onSubmit={onSubmit((form) => ({ type: 'TextualBody', format: 'text/plain', value: new FormData(form).get('reply') }))}>
      <div className={styles.replyField}>
        <Textarea label={t(NOTES_PANEL_TEXTS.replyLabel, { number })} name="reply" rows={2} error={errors.value ? t(errors.value) : error ? t(error) : undefined} onChange={edited('value')} readOnly={saving} />
      </div>
      <Button type="submit" size="sm" variant="outline" loading={saving}>
        {t(NOTES_PANEL_TEXTS.sendReply)}
      </Button>
    </form>
  );
}
