import { useRef } from 'react';

/**
 * Radix returns focus only to its own Dialog.Trigger. Our dialogs are opened by any control
 * (a table row's delete button, a machine), so remember what had focus and go back to it.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
