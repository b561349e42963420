import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../../src/api/contract/i18n/locales';

/** A language's catalogs as written, the screens' and the emails' (Playwright's loader does not take the JSON imports `translate` reads). */
function catalogOf(locale: Locale): Record<string, string> {
  const read = (folder: string) => JSON.parse(readFileSync(new URL(`../../src/api/contract/i18n/${folder}/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return { ...read('catalogs'), ...read('mail-catalogs') };
}

/** A contract message in `locale` with its values, as a screen or an email of that language shows it. */
export function inLanguage(locale: Locale, message: string, values?: Record<string, unknown>): string {
  const translation = catalogOf(locale)[message];
  if (translation === undefined) throw new Error(`The ${locale} catalogs lack "${message}"`);
  const i18n = setupI18n({ locale, messages: { [locale]: { [message]: compileMessage(translation) } } });
  return i18n._(message, values);
}

/** Nothing wider than the window: no sideways scroll (a longer language or right to left must not cause one). */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
