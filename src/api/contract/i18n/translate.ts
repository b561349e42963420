import { setupI18n, type I18n } from '@lingui/core';
import { CATALOG_SOURCES, FINDING_CATALOG_SOURCES, MAIL_CATALOG_SOURCES } from './catalogs';
import { compileCatalog } from './compile';
import { PSEUDO_LOCALE, type AnyLocale } from './locales';
import { isStaffLocale, staffCatalogSource } from './staff-catalogs';

/** A message in a language: the English text (its key) and its values. */
export type Translate = (message: string, values?: Record<string, unknown>) => string;

const instances = new Map<AnyLocale, I18n>();
function instanceOf(locale: AnyLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const pseudo = locale === PSEUDO_LOCALE;
    const written = pseudo ? 'en' : locale;
    i18n = setupI18n({ locale, messages: { [locale]: compileCatalog({ ...(isStaffLocale(written) ? staffCatalogSource(written) : {}), ...CATALOG_SOURCES[written], ...MAIL_CATALOG_SOURCES[written], ...FINDING_CATALOG_SOURCES[written] }, pseudo) } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * The server's side of the catalogs (emails in the recipient's language: the screens' messages and
 * the emails' own; a text the staff screens share with an email is worded as the email words it)
 * and the tests' (the staff screens' too): each language compiled once, when first asked for.
 */
export const translatorFor =
  (locale: AnyLocale): Translate =>
  (message, values) =>
    instanceOf(locale)._(message, values);

/** One message in one language. */
export const translate = (locale: AnyLocale, message: string, values?: Record<string, unknown>) => translatorFor(locale)(message, values);

export { listIn } from './lists';
