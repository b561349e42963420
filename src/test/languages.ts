import { translate } from '../api/contract/i18n/translate';
import { CATALOG_SOURCES } from '../api/contract/i18n/catalogs';
import { compileCatalog, valuesOnly } from '../api/contract/i18n/compile';
import type { Locale } from '../api/contract/i18n/locales';
import { isStaffLocale, staffCatalogSource } from '../api/contract/i18n/staff-catalogs';
import { activateCatalog } from '../i18n/i18n';

/**
 * Shows the screens in a language, its catalog compiled as the build compiles it, with the staff
 * screens' texts where they are written in it (test-setup resets English).
 */
export function showLanguage(locale: Locale) {
  const compiled = compileCatalog({ ...CATALOG_SOURCES[locale], ...(isStaffLocale(locale) ? staffCatalogSource(locale) : {}) });
  activateCatalog(locale, locale === 'en' ? valuesOnly(compiled) : compiled);
}

/** A message in German, as the German tests ask for what a screen should show. */
export const de = (message: string, values?: Record<string, unknown>) => translate('de', message, values);
