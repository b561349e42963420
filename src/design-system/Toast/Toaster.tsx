import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Button } from '../Button/Button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { toastDefaults } from '../tokens';
import * as styles from './Toast.css';
import { ACTION_TOAST_DURATION_MS, toast, toastStore, type ToastItem } from './toast-store';

export type ToasterProps = {
  /** Name of each toast's close button, e.g. "Close". */
  closeLabel: string;
  /** Said before each toast to screen readers, e.g. "Notification"; Radix's default is used when omitted. */
  label?: string;
  /** Names the toasts' region, `{hotkey}` standing for the key that reaches it: "Notifications ({hotkey})" by default. */
  regionLabel?: string;
};

/** Mount once near the root. Shows the toasts raised with `toast.success()` / `toast.error()`. */
export function Toaster({ closeLabel, label, regionLabel }: ToasterProps) {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <RadixToast.Provider duration={toastDefaults.durationMs} swipeDirection="right" {...(label ? { label } : {})}>
      {items.map((item) => (
        <ToastCard key={item.id} item={item} closeLabel={closeLabel} />
      ))}
      <RadixToast.Viewport className={styles.viewport} {...(regionLabel ? { label: regionLabel } : {})} />
    </RadixToast.Provider>
  );
}

function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  return (
    <RadixToast.Root
      className={styles.toast}
      open
      onOpenChange={(open) => !open && toast.dismiss(item.id)}
      type={item.tone === 'error' ? 'foreground' : 'background'}
      data-tone={item.tone}
      {...(item.action ? { duration: ACTION_TOAST_DURATION_MS } : {})}
    >
      <span className={styles.icon({ tone: item.tone })} aria-hidden="true">
        <ToneIcon tone={item.tone} />
      </span>
      <RadixToast.Description className={styles.message}>{item.message}</RadixToast.Description>
      {item.action && (
        <RadixToast.Action asChild altText={item.action.label}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              toast.dismiss(item.id);
              item.action?.onAction();
            }}
          >
            {item.action.label}
          </Button>
        </RadixToast.Action>
      )}
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <CloseIcon size={16} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

const toneIcons = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

function ToneIcon({ tone }: { tone: ToastItem['tone'] }) {
  const Glyph = toneIcons[tone];
  return <Glyph size={16} />;
}
