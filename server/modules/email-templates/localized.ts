import { parse, type Token } from '@messageformat/parser';
import { type EmailTemplateBody, type EmailTemplateKey, MAIL_WORDINGS, wordingText } from '../../../src/api/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../src/api/contract/i18n/locales';
import { translatorFor } from '../../../src/api/contract/i18n/translate';

const isCount = (token: Token) => token.type === 'plural' || token.type === 'selectordinal';

/**
 * The default of `key` in `locale`, or null for English (decision 20). Each line is its message in
 * the recipient’s language;
 * its values stay `{{variables}}` for renderEmail to fill, but a count gets its number now, so that
 * the language picks its plural form (Arabic has six).
 */
export function localizedDefault(key: EmailTemplateKey, locale: Locale, values: Readonly<Record<string, string>>): EmailTemplateBody | null {
  if (locale === DEFAULT_LOCALE) return null;
  const t = translatorFor(locale);
  return wordingText(MAIL_WORDINGS[key], (message, as) => {
    const filled = parse(message).flatMap((token) => {
      if (!('arg' in token)) return [];
      const variable = as[token.arg] ?? token.arg;
      return [[token.arg, isCount(token) ? Number(values[variable]) : `{{${variable}}}`] as const];
    });
    return t(message, Object.fromEntries(filled));
  });
}
