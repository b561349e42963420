import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useReturnFocus } from '../shared/useReturnFocus';
import * as modal from '../Modal/Modal.css';
import * as styles from './ConfirmDialog.css';

export const confirmTones = ['danger', 'primary'] as const;

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While true the confirm button spins and the dialog cannot be dismissed. */
  pending?: boolean;
  tone?: (typeof confirmTones)[number];
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action. role="alertdialog"; Cancel holds the initial focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  pending = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          role="alertdialog"
          className={modal.content({ size: 'md' })}
          // An alert dialog is answered with a button, not dismissed by a stray click.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <div className={styles.body}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description className={styles.message}>{message}</Dialog.Description>
            <div className={styles.actions}>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={pending}>
                {cancelLabel}
              </Button>
              <Button variant={tone} onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
