import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { addExhibitorBody, EVENT_TEXTS, exhibitorAdded, type AddExhibitorBody } from '../../api/contract';
import { addExhibitor } from '../../api/events';
import { Button, Modal, TextField, toast } from '../../design-system';
import { createFormMachine } from '../../machines/form.machine';
import { formValues } from '../auth/form-values';
import * as styles from './event-details.css';

const FIELDS = ['companyName', 'productCategory', 'boothSize', 'contactPerson', 'email', 'booth'] as const;

type Props = { eventId: number; open: boolean; onClose: () => void; onAdded: () => void };

/**
 * SPEC.md's Add Exhibitor modal. The email decides (DESIGN.md 11): a company already signed up with
 * it joins the event as it is; otherwise the company is created and invited to set its password.
 */
export function AddExhibitorModal({ eventId, open, onClose, onAdded }: Props) {
  const [machine] = useState(() =>
    createFormMachine({ schema: addExhibitorBody, submit: (body: AddExhibitorBody) => addExhibitor(eventId, body), fallbackError: EVENT_TEXTS.exhibitorAddFailed }),
  );
  const form = useActorRef(machine);
  const saving = useSelector(form, (s) => s.matches('submitting'));
  const errors = useSelector(form, (s) => s.context.errors);

  useEffect(() => {
    const succeeded = form.on('form.succeeded', ({ output }) => {
      const added = exhibitorAdded.safeParse(output);
      toast.success(added.success && added.data.action === 'link' ? EVENT_TEXTS.exhibitorLinked : EVENT_TEXTS.exhibitorCreated);
      form.send({ type: 'form.reset' });
      onAdded();
    });
    // The server's refusals (a company already at the event, an email of another role) come as a toast.
    const failed = form.on('form.failed', ({ message }) => toast.error(message));
    return () => {
      succeeded.unsubscribe();
      failed.unsubscribe();
    };
  }, [form, onAdded]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'form.submit', values: formValues(event.currentTarget, FIELDS) });
  };
  const edited = (field: string) => () => form.send({ type: 'form.edit', field });
  const close = () => {
    form.send({ type: 'form.reset' });
    onClose();
  };
  const field = (name: (typeof FIELDS)[number], label: string, extra: object = {}) => (
    <TextField label={label} name={name} error={errors[name]} onChange={edited(name)} {...extra} />
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !saving && close()}
      title={EVENT_TEXTS.addExhibitorSubmit}
      description={EVENT_TEXTS.addExhibitorSubtitle}
      size="2xl"
      closeLabel={EVENT_TEXTS.close}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            {EVENT_TEXTS.close}
          </Button>
          <Button type="submit" form="add-exhibitor" loading={saving}>
            {EVENT_TEXTS.addExhibitorSubmit}
          </Button>
        </>
      }
    >
      <form id="add-exhibitor" className={styles.form} onSubmit={submit} noValidate>
        {field('companyName', EVENT_TEXTS.companyNameLabel, { autoComplete: 'organization' })}
        {field('productCategory', EVENT_TEXTS.productCategoryLabel)}
        {field('boothSize', EVENT_TEXTS.boothSizeLabel)}
        {field('contactPerson', EVENT_TEXTS.contactPersonLabel, { autoComplete: 'name' })}
        <div className={styles.wide}>{field('email', EVENT_TEXTS.emailLabel, { type: 'email', autoComplete: 'email', hint: EVENT_TEXTS.exhibitorEmailHint })}</div>
        {field('booth', EVENT_TEXTS.boothLabel)}
      </form>
    </Modal>
  );
}
