import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from '../Modal/Modal';

export type FormModalProps = Omit<ModalProps, 'open' | 'onOpenChange' | 'footer'> & {
  /** Open unless said otherwise: a screen usually mounts the dialog when it opens. */
  open?: boolean;
  /** The `id` of the form inside, which the submit button sends. */
  formId: string;
  /** Cancel, Escape, the close button or a click outside: the dialog is left unsaved. */
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: ReactNode;
  /** The form is being sent: submit shows it, and nothing closes the dialog meanwhile. */
  saving?: boolean;
  /** Another of the dialog's actions is under way: nothing closes it, and submit waits. */
  busy?: boolean;
  /** Actions before Cancel (Delete, Remove). */
  actions?: ReactNode;
};

/** A form in a dialog, with the footer every such dialog has: its own actions, Cancel, then submit. */
export function FormModal({ open = true, formId, onCancel, cancelLabel, submitLabel, saving = false, busy = false, actions, children, ...modal }: FormModalProps) {
  const waiting = saving || busy;
  return (
    <Modal
      {...modal}
      open={open}
      onOpenChange={(next) => !next && !waiting && onCancel()}
      footer={
        <>
          {actions}
          <Button variant="outline" onClick={onCancel} disabled={waiting}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
