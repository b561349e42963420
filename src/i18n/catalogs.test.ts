// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOG_SOURCES, GLOSSARIES } from '../api/contract/i18n/catalogs';
import { checkCatalogs, checkGlossaries } from '../api/contract/i18n/check';
import { compileCatalog } from '../api/contract/i18n/compile';
import { LOCALES } from '../api/contract/i18n/locales';
import { pseudoText, PSEUDO_GROWTH } from '../api/contract/i18n/pseudo';
import { translate } from '../api/contract/i18n/translate';
import { SIGN_IN_MAIL_TEXTS, SIGN_IN_TEXTS } from '../api/contract';
import { SOURCE_MESSAGES } from './sources';

/** The catalogs are whole (decision 20): this test is the check `npm test` runs. */
describe('the catalogs', () => {
  it('hold every English text in every language, parse, and keep the English placeholders and plural forms', () => {
    expect(checkCatalogs(SOURCE_MESSAGES, CATALOG_SOURCES)).toEqual([]);
    expect(Object.keys(CATALOG_SOURCES).sort()).toEqual([...LOCALES].sort());
  });

  it('each glossary names every print term', () => {
    expect(checkGlossaries(GLOSSARIES)).toEqual([]);
  });

  it('English maps each text to itself', () => {
    expect(Object.entries(CATALOG_SOURCES.en).filter(([source, message]) => source !== message)).toEqual([]);
  });
});

describe('the check on a broken catalog', () => {
  const sources = [SIGN_IN_TEXTS.codeTitle, SIGN_IN_TEXTS.codeSentTo, SIGN_IN_MAIL_TEXTS.codeExpiry];
  const whole = (locale: (typeof LOCALES)[number]) => Object.fromEntries(sources.map((source) => [source, CATALOG_SOURCES[locale][source] ?? '']));

  it('passes the real translations of the same texts', () => {
    expect(checkCatalogs(sources, { de: whole('de'), ar: whole('ar') })).toEqual([]);
  });

  it('reports a missing key', () => {
    const { [SIGN_IN_TEXTS.codeTitle]: _dropped, ...rest } = whole('de');
    expect(checkCatalogs(sources, { de: rest })).toEqual([`de: missing "${SIGN_IN_TEXTS.codeTitle}"`]);
  });

  it('reports a message that does not parse as ICU', () => {
    const problems = checkCatalogs(sources, { de: { ...whole('de'), [SIGN_IN_TEXTS.codeSentTo]: 'Wenn {email ein Konto hat' } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^de: ".*" does not parse: /);
  });

  it('reports placeholders that differ from the English ones', () => {
    const problems = checkCatalogs(sources, { fr: { ...whole('fr'), [SIGN_IN_TEXTS.codeSentTo]: 'Si {mail} a un compte, nous y avons envoyé un code.' } });
    expect(problems).toEqual([`fr: "${SIGN_IN_TEXTS.codeSentTo}" takes mail:argument; English takes email:argument`]);
  });

  it('reports a plural without the forms its language needs (Arabic has six)', () => {
    const fewForms = 'يعمل الرمز لمدة {minutes, plural, one {دقيقة واحدة} other {# دقيقة}}.';
    const problems = checkCatalogs(sources, { ar: { ...whole('ar'), [SIGN_IN_MAIL_TEXTS.codeExpiry]: fewForms } });
    expect(problems).toEqual([`ar: "${SIGN_IN_MAIL_TEXTS.codeExpiry}": {minutes, plural} lacks the forms few, many, two, zero`]);
  });

  it('reports a translation whose English text changed', () => {
    const problems = checkCatalogs(sources, { de: { ...whole('de'), 'Sign In with a code': 'Mit einem Code anmelden' } });
    expect(problems).toEqual(['de: "Sign In with a code" is no longer an English text (changed or removed): translate the new text']);
  });

  it('reports a glossary that lacks a term', () => {
    const { bleed: _bleed, ...rest } = GLOSSARIES.de;
    expect(checkGlossaries({ en: GLOSSARIES.en, de: rest })).toEqual(['de: the glossary lacks "bleed"']);
  });
});

describe('compiled messages', () => {
  it('plural forms follow each language (Arabic two, Polish-style few/many through Intl)', () => {
    expect(translate('de', SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: 1 })).toContain('1 Minute.');
    expect(translate('de', SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: 10 })).toContain('10 Minuten.');
    expect(translate('ar', SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: 2 })).toContain('دقيقتين');
    expect(translate('ar', SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: 3 })).toContain('3 دقائق');
    expect(translate('en', SIGN_IN_TEXTS.codeSentTo, { email: 'ada@example.com' })).toBe(SIGN_IN_TEXTS.codeSentTo.replace('{email}', 'ada@example.com'));
  });

  it('the pseudo-locale accents the text, keeps placeholders and is 40 % longer', () => {
    const shown = translate('en-XA', SIGN_IN_TEXTS.codeSentTo, { email: 'ada@example.com' });
    expect(shown).toContain('ada@example.com');
    expect(shown.replace('ada@example.com', '')).not.toMatch(/[a-zA-Z]/);
    expect(shown.replace('ada@example.com', '').length).toBeGreaterThanOrEqual(Math.floor(SIGN_IN_TEXTS.codeSentTo.replace('{email}', '').length * (1 + PSEUDO_GROWTH)));
    expect(pseudoText('Sign In')).toBe('Šíĝñ Íñ···');
    expect(compileCatalog({ 'Sign In': 'Sign In' }, true)['Sign In']).toEqual(['Šíĝñ Íñ···']);
  });
});
