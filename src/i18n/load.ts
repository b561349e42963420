import type { CompiledCatalog } from '../api/contract/i18n/compile';
import { isAnyLocale, matchLocale, type AnyLocale, type Locale } from '../api/contract/i18n/locales';
import { ROLES } from '../api/contract/roles';
import { activateCatalog, i18n } from './i18n';

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

/** The staff screens' texts in the languages they are written in (English, German and the pseudo-locale). */
const STAFF_CATALOGS: Partial<Record<AnyLocale, () => Promise<{ default: CompiledCatalog }>>> = {
  en: () => import('virtual:staff-catalog/en'),
  de: () => import('virtual:staff-catalog/de'),
  'en-XA': () => import('virtual:staff-catalog/en-XA'),
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

/** The language last asked for: a catalog that arrives after a later one was asked for is not shown. */
let wanted: AnyLocale | null = null;
/** Each ask for a catalog, counted: only the last one asked for is shown once a language is. */
let asks = 0;
/** The staff screens' texts, once wanted (a staff account signed in): shown when it resolves. */
let staffShown: Promise<void> | null = null;

/** A language's catalog, with the staff screens' texts merged in when they are wanted and written in it. */
async function catalogOf(locale: AnyLocale): Promise<CompiledCatalog> {
  const staff = staffShown ? STAFF_CATALOGS[locale] : undefined;
  const [{ default: catalog }, staffCatalog] = await Promise.all([CATALOGS[locale](), staff?.()]);
  return staffCatalog ? { ...catalog, ...staffCatalog.default } : catalog;
}

/**
 * Fetches a language's catalog and makes it the screens' language, unless another was asked for
 * meanwhile: then it is shown only while none is, and the later one replaces it when it arrives.
 * Either way, once it resolves the screens have a language, so the first render can translate (the
 * account's language may be asked for while the reader's catalog is still on its way).
 */
export async function loadLocale(locale: AnyLocale): Promise<void> {
  wanted = locale;
  const ask = ++asks;
  const catalog = await catalogOf(locale);
  if (ask === asks || !i18n.locale) activateCatalog(locale, catalog);
}

/**
 * The staff screens' texts, from now on with every language loaded: their catalog is fetched for
 * the language shown (none for a language they are not written in, which shows them in English).
 * Resolves once they are shown, so a staff page's first render is in its reader's language.
 */
export function loadStaffTexts(): Promise<void> {
  if (!staffShown) {
    const locale = wanted ?? (isAnyLocale(i18n.locale) ? i18n.locale : null);
    // Asked again, the reader's catalog is the module already fetched, now with the staff texts.
    staffShown = Promise.resolve();
    if (locale && STAFF_CATALOGS[locale]) staffShown = loadLocale(locale);
  }
  return staffShown;
}

/**
 * The texts a signed-in role's screens need beyond the reader's catalog: the staff screens' for
 * any role but a company's (a guest reviewer's pages are the review's). Asked for as soon as the
 * role is known; a page's guard waits for it.
 */
export const loadTextsFor = (role: string): Promise<void> => (role === ROLES.exhibitor ? Promise.resolve() : loadStaffTexts());

/** The signed-in account's language: kept on this browser, and shown at once if the screens speak another. */
export function followAccountLanguage(locale: Locale): void {
  if (new URLSearchParams(window.location.search).has('lang')) return; // a language chosen for this visit wins
  rememberLocale(locale);
  if (wanted !== locale) void loadLocale(locale);
}
