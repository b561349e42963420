import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KEYS, englishWording, isNumberVariable, MAIL_WORDINGS, renderEmail, sampleValuesOf, variableErrors, wordingText } from '../../../src/api/contract';
import { LOCALES } from '../../../src/api/contract/i18n/locales';
import { translate } from '../../../src/api/contract/i18n/translate';
import { translatedTemplate } from './localized';

/** Counts that reach every plural category of the seven languages (Arabic: zero, one, two, few, many, other). */
const COUNTS = ['0', '1', '2', '3', '11', '100', '1234'];

/**
 * The built-in translation an administrator edits is the email the catalogs word: rendered with
 * any count, each of its lines reads as the catalog's own message filled by the i18n library.
 */
describe('an email’s built-in translation as a template', () => {
  for (const locale of LOCALES) {
    it(`words every email in ${locale} as its catalog does, for every plural category`, () => {
      for (const key of EMAIL_TEMPLATE_KEYS) {
        const template = translatedTemplate(key, locale);
        expect(variableErrors(key, template, locale), key).toEqual({});
        for (const count of COUNTS) {
          const values: Record<string, string> = Object.fromEntries(
            Object.entries(sampleValuesOf(key)).map(([name, sample]) => [name, isNumberVariable(name) ? count : sample]),
          );
          // Each line filled by the library; only links and variables shown alone are left for renderEmail.
          const catalogs = wordingText(MAIL_WORDINGS[key], (message, as) =>
            translate(
              locale,
              message,
              Object.fromEntries(Object.entries(values).flatMap(([name, value]) => {
                const arg = Object.entries(as).find(([, variable]) => variable === name)?.[0] ?? name;
                return [[arg, isNumberVariable(name) ? Number(value) : value]];
              })),
            ),
          );
          expect(renderEmail(template, values, {}, locale), `${key} with ${count}`).toEqual(renderEmail(catalogs, values, {}, locale));
        }
      }
    });
  }

  it('is the English default, made of the same wording, for English', () => {
    for (const key of EMAIL_TEMPLATE_KEYS) expect(translatedTemplate(key, 'en'), key).toEqual(englishWording(key));
  });
});
