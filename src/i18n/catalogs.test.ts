// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOG_SOURCES, FINDING_CATALOG_SOURCES, GLOSSARIES, MAIL_CATALOG_SOURCES } from '../api/contract/i18n/catalogs';
import { MAIL_SOURCE_MESSAGES } from '../api/contract/i18n/mail-sources';
import { checkCatalogs, checkGlossaries, checkPrintTerms } from '../api/contract/i18n/check';
import { compileCatalog, valuesOnly } from '../api/contract/i18n/compile';
import { LOCALES } from '../api/contract/i18n/locales';
import { pseudoText, PSEUDO_GROWTH } from '../api/contract/i18n/pseudo';
import { translate } from '../api/contract/i18n/translate';
import { ARTWORK_TEXTS, FINDING_MESSAGES, SIGN_IN_MAIL_TEXTS, SIGN_IN_TEXTS } from '../api/contract';
import { showLanguage } from '../test/languages';
import { t } from './i18n';
import { SOURCE_MESSAGES } from './sources';
import { STAFF_AREAS, STAFF_SOURCE_MESSAGES } from './staff-sources';
import { STAFF_CATALOG_AREAS, STAFF_CATALOG_DE } from '../api/contract/i18n/staff-catalogs';

/** The catalogs are whole (decision 20): this test is the check `npm test` runs. */
describe('the catalogs', () => {
  it('hold every English text in every language, parse, and keep the English placeholders and plural forms', () => {
    expect(checkCatalogs(SOURCE_MESSAGES, CATALOG_SOURCES)).toEqual([]);
    expect(Object.keys(CATALOG_SOURCES).sort()).toEqual([...LOCALES].sort());
  });

  it('the emails’ catalogs hold every email text in every language, whole in the same way', () => {
    expect(checkCatalogs(MAIL_SOURCE_MESSAGES, MAIL_CATALOG_SOURCES)).toEqual([]);
    expect(checkPrintTerms(MAIL_SOURCE_MESSAGES, MAIL_CATALOG_SOURCES, GLOSSARIES)).toEqual([]);
    expect(Object.keys(MAIL_CATALOG_SOURCES).sort()).toEqual([...LOCALES].sort());
  });

  it('the findings’ catalogs hold every finding with figures in every language, whole in the same way', () => {
    const findings = Object.values(FINDING_MESSAGES);
    expect(checkCatalogs(findings, FINDING_CATALOG_SOURCES)).toEqual([]);
    expect(checkPrintTerms(findings, FINDING_CATALOG_SOURCES, GLOSSARIES)).toEqual([]);
    expect(Object.keys(FINDING_CATALOG_SOURCES).sort()).toEqual([...LOCALES].sort());
  });

  it('a text is in one catalog alone: the screens’, the emails’ or the findings’', () => {
    const findings: readonly string[] = Object.values(FINDING_MESSAGES);
    expect(MAIL_SOURCE_MESSAGES.filter((message) => SOURCE_MESSAGES.includes(message))).toEqual([]);
    expect(findings.filter((message) => SOURCE_MESSAGES.includes(message) || MAIL_SOURCE_MESSAGES.includes(message))).toEqual([]);
  });

  it('the staff screens’ catalog holds every staff text in German, whole in the same way, and none twice', () => {
    expect(checkCatalogs(STAFF_SOURCE_MESSAGES, { de: STAFF_CATALOG_DE })).toEqual([]);
    expect(checkPrintTerms(STAFF_SOURCE_MESSAGES, { de: STAFF_CATALOG_DE }, GLOSSARIES)).toEqual([]);
    const written = Object.values(STAFF_CATALOG_AREAS).flatMap(Object.keys);
    expect(written.filter((message, index) => written.indexOf(message) !== index)).toEqual([]);
    expect(Object.keys(STAFF_CATALOG_AREAS).sort()).toEqual(Object.keys(STAFF_AREAS).sort());
  });

  it('each glossary names every print term', () => {
    expect(checkGlossaries(GLOSSARIES)).toEqual([]);
  });

  it('every translation names a print term by its glossary’s word', () => {
    expect(checkPrintTerms(SOURCE_MESSAGES, CATALOG_SOURCES, GLOSSARIES)).toEqual([]);
  });

  it('English maps each text to itself', () => {
    expect(Object.entries({ ...CATALOG_SOURCES.en, ...MAIL_CATALOG_SOURCES.en, ...FINDING_CATALOG_SOURCES.en }).filter(([source, message]) => source !== message)).toEqual([]);
  });
});

describe('the check on a broken catalog', () => {
  const sources = [SIGN_IN_TEXTS.codeTitle, SIGN_IN_TEXTS.codeSentTo, SIGN_IN_MAIL_TEXTS.codeExpiry];
  const whole = (locale: (typeof LOCALES)[number]) => Object.fromEntries(sources.map((source) => [source, CATALOG_SOURCES[locale][source] ?? MAIL_CATALOG_SOURCES[locale][source] ?? '']));

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

  it('reports a translation that names a print term in other words than its glossary’s', () => {
    const printed = ARTWORK_TEXTS.printedSize;
    expect(checkPrintTerms([printed], { de: CATALOG_SOURCES.de }, GLOSSARIES)).toEqual([]);
    const loose = { [printed]: CATALOG_SOURCES.de[printed]!.replace('Beschnitt', 'Anschnitt') };
    expect(checkPrintTerms([printed], { de: loose }, GLOSSARIES)).toEqual([`de: "${printed}" names bleed, but not as the glossary's "beschnitt"`]);
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

describe('the English catalog the browser fetches', () => {
  const compiled = compileCatalog(CATALOG_SOURCES.en);
  const fetched = valuesOnly(compiled);

  it('holds the messages that take values, and no message shown as written', () => {
    expect(Object.keys(fetched)).toContain(SIGN_IN_TEXTS.codeSentTo);
    expect(Object.keys(fetched)).not.toContain(SIGN_IN_TEXTS.codeTitle);
    expect(Object.keys(fetched).length).toBeLessThan(Object.keys(compiled).length);
  });

  it('the screens show a message it leaves out as written, and fill the values of one it holds', () => {
    showLanguage('en');
    expect(t(SIGN_IN_TEXTS.codeTitle)).toBe(SIGN_IN_TEXTS.codeTitle);
    expect(t(SIGN_IN_TEXTS.codeSentTo, { email: 'ada@example.com' })).toBe(translate('en', SIGN_IN_TEXTS.codeSentTo, { email: 'ada@example.com' }));
    expect(t(SIGN_IN_TEXTS.codeSentTo, { email: 'ada@example.com' })).toContain('ada@example.com');
  });
});
