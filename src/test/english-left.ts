import { CATALOG_SOURCES } from '../api/contract/i18n/catalogs';
import type { Locale } from '../api/contract/i18n/locales';
import { isStaffLocale, staffCatalogSource } from '../api/contract/i18n/staff-catalogs';
import { englishAmong, shownTexts } from './english-texts';

/**
 * What a screen shown in another language still shows in English: each text and label under
 * `root` that is an English text of the product which that language's catalogs (the staff
 * screens' too) do not hold. None means the screen speaks the language.
 */
export const englishLeft = (root: Element, locale: Locale): string[] =>
  englishAmong(shownTexts(root), { ...CATALOG_SOURCES[locale], ...(isStaffLocale(locale) ? staffCatalogSource(locale) : {}) });
