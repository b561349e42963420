import { CATALOG_SOURCES } from '../api/contract/i18n/catalogs';
import { compileCatalog } from '../api/contract/i18n/compile';
import type { Locale } from '../api/contract/i18n/locales';
import { activateCatalog } from '../i18n/i18n';

/** Shows the screens in a language, its catalog compiled as the build compiles it (test-setup resets English). */
export const showLanguage = (locale: Locale) => activateCatalog(locale, compileCatalog(CATALOG_SOURCES[locale]));
