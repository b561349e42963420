import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { findingValuesIn } from '../../src/api/contract/i18n/lists';
import { PSEUDO_LOCALE, type Locale } from '../../src/api/contract/i18n/locales';
import { englishAmong, shownTexts } from '../../src/test/english-texts';
import { FINDING_MESSAGES, type FindingWords } from '../../src/api/contract/texts/finding-words';

const I18N = new URL('../../src/api/contract/i18n/', import.meta.url);
const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;

/** The staff screens' texts in German, one file per area (English's are their keys; no other language has them). */
function staffCatalogOf(locale: Locale): Record<string, string> {
  if (locale !== 'de') return {};
  const folder = new URL('staff-catalogs/de/', I18N);
  return Object.assign({}, ...readdirSync(folder).filter((name) => name.endsWith('.json')).map((name) => readJson(new URL(name, folder))));
}

/** A language's catalogs as written, the screens', the emails', the findings' and the staff screens' (Playwright's loader does not take the JSON imports `translate` reads). */
function catalogOf(locale: Locale): Record<string, string> {
  const read = (folder: string) => readJson(new URL(`${folder}/${locale}.json`, I18N));
  return { ...read('catalogs'), ...read('mail-catalogs'), ...read('finding-catalogs'), ...staffCatalogOf(locale) };
}

/**
 * What the page still shows in English though shown in `locale`: each text and label that is an
 * English text of the product the language's catalogs do not hold. With the pseudo-locale, whose
 * every catalogued text is accented, any English text of the product shown as written.
 */
export async function englishLeftOn(page: Page, locale: Locale | typeof PSEUDO_LOCALE): Promise<string[]> {
  // The function itself goes to the browser (its source), called with no root: the page's body.
  return englishAmong(await page.evaluate(shownTexts as () => string[]), locale === PSEUDO_LOCALE ? {} : catalogOf(locale));
}

/** A contract message in `locale` with its values, as a screen or an email of that language shows it. */
export function inLanguage(locale: Locale, message: string, values?: Record<string, unknown>): string {
  const translation = catalogOf(locale)[message];
  if (translation === undefined) throw new Error(`The ${locale} catalogs lack "${message}"`);
  const i18n = setupI18n({ locale, messages: { [locale]: { [message]: compileMessage(translation) } } });
  return i18n._(message, values);
}

/** A file check's finding with figures in `locale`, as a screen of that language shows it. */
export const findingIn = (locale: Locale, words: FindingWords) => inLanguage(locale, FINDING_MESSAGES[words.key], findingValuesIn(locale, words));

/** Nothing wider than the window: no sideways scroll (a longer language or right to left must not cause one). */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
