import { type EmailTemplateBody, type EmailTemplateKey, type EmailValues, MAIL_GREETING, SIGN_IN_MAIL_TEXTS } from '../../../src/api/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../src/api/contract/i18n/locales';
import { translatorFor, type Translate } from '../../../src/api/contract/i18n/translate';

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/**
 * The emails whose default wording the catalogs translate (decision 20), each made from the same
 * English texts as its English default, in the recipient's language, with its counts in that
 * language's plural forms. Its `{{variables}}` stay for renderEmail to fill. The other emails are
 * sent in English until they join the catalogs.
 */
const LOCALIZED: { [K in EmailTemplateKey]?: (t: Translate, values: EmailValues<K>) => EmailTemplateBody } = {
  'sign-in-code': (t, values) => ({
    subject: t(SIGN_IN_MAIL_TEXTS.codeSubject),
    body: paragraphs(
      t(MAIL_GREETING, { firstName: '{{firstName}}' }),
      t(SIGN_IN_MAIL_TEXTS.codeIntro),
      '{{code}}',
      t(SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: Number(values.validMinutes) }),
      t(SIGN_IN_MAIL_TEXTS.ignore),
    ),
  }),
};

/** The default of `key` in `locale`, or null where English is the default (English, or an email not yet translated). */
export function localizedDefault<K extends EmailTemplateKey>(key: K, locale: Locale, values: EmailValues<K>): EmailTemplateBody | null {
  const make = LOCALIZED[key] as ((t: Translate, values: EmailValues<K>) => EmailTemplateBody) | undefined;
  return locale === DEFAULT_LOCALE || !make ? null : make(translatorFor(locale), values);
}
