import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { findingValuesIn } from '../../src/api/contract/i18n/lists';
import type { Locale } from '../../src/api/contract/i18n/locales';
import { FINDING_MESSAGES, type FindingWords } from '../../src/api/contract/texts/finding-words';

/** A language's catalogs as written, the screens', the emails' and the findings' (Playwright's loader does not take the JSON imports `translate` reads). */
function catalogOf(locale: Locale): Record<string, string> {
  const read = (folder: string) => JSON.parse(readFileSync(new URL(`../../src/api/contract/i18n/${folder}/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return { ...read('catalogs'), ...read('mail-catalogs'), ...read('finding-catalogs') };
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
