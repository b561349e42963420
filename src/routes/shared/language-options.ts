import { LOCALE_NAMES, LOCALES } from '../../api/contract/i18n/locales';

/** The product's languages as a select offers them: each by its own name, as its reader looks for it. */
export const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));
