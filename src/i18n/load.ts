import type { CompiledCatalog } from '../api/contract/i18n/compile';
import { isAnyLocale, matchLocale, type AnyLocale } from '../api/contract/i18n/locales';
import { activateCatalog } from './i18n';

/** Each language's compiled catalog, a chunk of its own: only the reader's is fetched. */
const CATALOGS: Record<AnyLocale, () => Promise<{ default: CompiledCatalog }>> = {
  en: () => import('virtual:catalog/en'),
  de: () => import('virtual:catalog/de'),
  fr: () => import('virtual:catalog/fr'),
  es: () => import('virtual:catalog/es'),
  it: () => import('virtual:catalog/it'),
  'zh-Hans': () => import('virtual:catalog/zh-Hans'),
  ar: () => import('virtual:catalog/ar'),
  'en-XA': () => import('virtual:catalog/en-XA'),
};

const STORAGE_KEY = 'language';

/** Remembered on this browser: the account's language once known, or one chosen with `?lang=`. */
export function rememberLocale(locale: AnyLocale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the language holds for this page only.
  }
}

/** The reader's language: `?lang=` (the pseudo-locale too), then the one remembered, then the browser's. */
export function readerLocale(): AnyLocale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isAnyLocale(asked)) {
    rememberLocale(asked);
    return asked;
  }
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  return isAnyLocale(stored) ? stored : matchLocale(navigator.languages ?? [navigator.language]);
}

/** Fetches a language's catalog and makes it the screens' language. */
export async function loadLocale(locale: AnyLocale): Promise<void> {
  const { default: catalog } = await CATALOGS[locale]();
  activateCatalog(locale, catalog);
}
