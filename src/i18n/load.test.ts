import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_TEXTS } from '../api/contract';
import { translate } from '../api/contract/i18n/translate';
import { i18n } from './i18n';
import { followAccountLanguage, loadLocale, loadStaffTexts } from './load';
import { STAFF_CATALOG_DE } from '../api/contract/i18n/staff-catalogs';
import { t } from './index';

afterEach(() => {
  localStorage.clear();
  vi.doUnmock('virtual:catalog/de');
});

describe('loading the screens’ language', () => {
  it('leaves a language to translate with when the account’s is asked for while the reader’s is on its way', async () => {
    // The account's catalog comes late, as on a loaded machine: after the reader's.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('virtual:catalog/de', async () => {
      await arrived;
      return vi.importActual('virtual:catalog/de');
    });
    // As on a page's first load: no language yet, and translating would throw.
    i18n.activate('');
    expect(() => t(LAYOUT_TEXTS.darkMode)).toThrow();
    const readers = loadLocale('en');
    // The restored session names the account's language before the reader's catalog has come.
    followAccountLanguage('de');
    await readers;
    // The first render, which waits for the reader's catalog alone, can translate.
    expect(t(LAYOUT_TEXTS.darkMode)).toBe(LAYOUT_TEXTS.darkMode);
    // And the account's language follows once its catalog arrives.
    arrive();
    await vi.waitFor(() => expect(t(LAYOUT_TEXTS.darkMode)).toBe(translate('de', LAYOUT_TEXTS.darkMode)));
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('merges the staff screens’ texts once they are wanted, in German, and keeps them across a change of language', async () => {
    const [staffText] = Object.entries(STAFF_CATALOG_DE).find(([english, german]) => !english.includes('{') && german !== english) ?? [];
    expect(staffText).toBeDefined();
    await loadLocale('de');
    // A company's German: the staff texts are not fetched.
    expect(t(staffText!)).toBe(staffText);
    await loadStaffTexts();
    expect(t(staffText!)).toBe(translate('de', staffText!));
    expect(t(LAYOUT_TEXTS.darkMode)).toBe(translate('de', LAYOUT_TEXTS.darkMode));
    // French has no staff texts: English around French's own.
    await loadLocale('fr');
    expect(t(staffText!)).toBe(staffText);
    expect(t(LAYOUT_TEXTS.darkMode)).toBe(translate('fr', LAYOUT_TEXTS.darkMode));
    await loadLocale('de');
    expect(t(staffText!)).toBe(translate('de', staffText!));
  });
});
