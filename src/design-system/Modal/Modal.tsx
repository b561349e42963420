import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useReturnFocus } from '../shared/useReturnFocus';
import { CloseIcon, ExpandIcon, ShrinkIcon } from '../icons/icons';
import * as styles from './Modal.css';

export const modalSizes = ['sm', 'md', 'lg', 'xl', '2xl', '700'] as const;
export type ModalSize = (typeof modalSizes)[number] & styles.ModalRecipe['size'];

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Max width: sm 24rem, md 28rem, lg 32rem, xl 36rem, 2xl 42rem, '700' 700px. */
  size?: ModalSize;
  showCloseButton?: boolean;
  closeLabel: string;
  allowFullscreen?: boolean;
  /** Name of the fullscreen toggle; required when allowFullscreen. */
  fullscreenLabel?: string;
  /** Buttons along the bottom, right-aligned. */
  footer?: ReactNode;
  children?: ReactNode;
};

/** A dialog over the page: Escape closes it, focus stays inside, the page behind does not scroll. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'lg',
  showCloseButton = true,
  closeLabel,
  allowFullscreen = false,
  fullscreenLabel,
  footer,
  children,
}: ModalProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const returnFocus = useReturnFocus();
  const handleOpenChange = (next: boolean) => {
    if (!next) setFullscreen(false);
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content({ size, fullscreen })}
          data-fullscreen={fullscreen || undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          // Without a description Radix expects an explicit opt-out, else it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
          {/* Last in the DOM, so focus starts on the content (e.g. the first field), not on Close. */}
          <div className={styles.tools}>
            {allowFullscreen && (
              <button
                type="button"
                className={styles.tool}
                aria-label={fullscreenLabel}
                aria-pressed={fullscreen}
                onClick={() => setFullscreen((f) => !f)}
              >
                {fullscreen ? <ShrinkIcon /> : <ExpandIcon />}
              </button>
            )}
            {showCloseButton && (
              <Dialog.Close className={styles.tool} aria-label={closeLabel}>
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
