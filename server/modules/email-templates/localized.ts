import { EMAIL_TEMPLATE_DEFAULTS, type EmailTemplateBody, type EmailTemplateKey, MAIL_WORDINGS, templateOfMessage, wordingText } from '../../../src/api/contract';
import { CATALOG_SOURCES, MAIL_CATALOG_SOURCES } from '../../../src/api/contract/i18n/catalogs';
import { DEFAULT_LOCALE, type Locale } from '../../../src/api/contract/i18n/locales';

/**
 * The default of `key` in `locale` as a template an administrator can edit (decision 20): each
 * line is its message as the language's catalog words it, written the template's way, values as
 * `{{variables}}` and a count with the plural forms of that language (Arabic has six). English is
 * the product's own default.
 */
export function translatedTemplate(key: EmailTemplateKey, locale: Locale): EmailTemplateBody {
  if (locale === DEFAULT_LOCALE) return { subject: EMAIL_TEMPLATE_DEFAULTS[key].subject, body: EMAIL_TEMPLATE_DEFAULTS[key].body };
  const catalog = { ...CATALOG_SOURCES[locale], ...MAIL_CATALOG_SOURCES[locale] };
  return wordingText(MAIL_WORDINGS[key], (message, as) => templateOfMessage(catalog[message] ?? message, as));
}
