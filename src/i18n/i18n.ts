import { setupI18n } from '@lingui/core';
import type { CompiledCatalog } from '../api/contract/i18n/compile';
import { DEFAULT_LOCALE, directionOf, isLocale, type AnyLocale, type Locale } from '../api/contract/i18n/locales';

/** The screens' one translator: its catalog is the reader's language alone. */
export const i18n = setupI18n();

/** Makes a loaded catalog the screens' language; the document's `lang` and `dir` follow it. */
export function activateCatalog(locale: AnyLocale, catalog: CompiledCatalog) {
  i18n.loadAndActivate({ locale, messages: catalog });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * A message in the screens' language: `t(SIGN_IN_TEXTS.codeTitle)`, `t(SIGN_IN_TEXTS.codeSentTo,
 * { email })`. The English text is its key, so a server's message the catalog holds is shown
 * translated too; one it does not hold is shown as it came.
 */
export const t = (message: string, values?: Record<string, unknown>): string => i18n._(message, values);

/** The language the screens are shown in, as an account keeps it (the pseudo-locale is English). */
export const shownLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
