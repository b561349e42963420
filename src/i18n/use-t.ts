import { useSyncExternalStore } from 'react';
import { i18n, t } from './i18n';

const subscribe = (changed: () => void) => i18n.on('change', changed);
const localeNow = () => i18n.locale;

/** `t` for a component: it renders again when the language changes (a catalog loaded later). */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, localeNow, localeNow);
  return t;
}
