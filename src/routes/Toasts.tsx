import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { LAYOUT_TEXTS } from '../api/contract';
import { toastStore } from '../design-system';
import { useT } from '../i18n';

const Toaster = lazy(() => import('../design-system/Toast/Toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toasts' region, fetched with its Radix parts when the first toast is shown: most visits to
 * /signin show none, and the first download stays within its budget. Once there it stays.
 */
export function Toasts() {
  const t = useT();
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  const [wanted, setWanted] = useState(false);
  if (items.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster closeLabel={t(LAYOUT_TEXTS.close)} label={t(LAYOUT_TEXTS.notification)} regionLabel={t(LAYOUT_TEXTS.notifications, { hotkey: '{hotkey}' })} />
    </Suspense>
  ) : null;
}
