import { setupI18n, type I18n } from '@lingui/core';
import { useEffect, useSyncExternalStore } from 'react';
import { FINDING_MESSAGES, type FindingWords, type PreflightFinding } from '../api/contract';
import type { CompiledCatalog } from '../api/contract/i18n/compile';
import { findingValuesIn } from '../api/contract/i18n/lists';
import { isAnyLocale, type AnyLocale } from '../api/contract/i18n/locales';
import { i18n, t } from './i18n';

/** Each language's catalog of the file check's findings with figures, a chunk of its own, fetched with the first findings shown. */
const FINDING_CATALOGS: Record<AnyLocale, () => Promise<{ default: CompiledCatalog }>> = {
  en: () => import('virtual:finding-catalog/en'),
  de: () => import('virtual:finding-catalog/de'),
  fr: () => import('virtual:finding-catalog/fr'),
  es: () => import('virtual:finding-catalog/es'),
  it: () => import('virtual:finding-catalog/it'),
  'zh-Hans': () => import('virtual:finding-catalog/zh-Hans'),
  ar: () => import('virtual:finding-catalog/ar'),
  'en-XA': () => import('virtual:finding-catalog/en-XA'),
};

/** A translator per language whose findings catalog is in: the screens' one is replaced whole when the language changes. */
const loaded = new Map<AnyLocale, I18n>();
const asked = new Set<AnyLocale>();
const listeners = new Set<() => void>();
let arrived = 0;

/** Fetches a language's findings catalog, once; the findings shown are worded again when it arrives. */
function loadFindings(locale: AnyLocale) {
  if (asked.has(locale)) return;
  asked.add(locale);
  FINDING_CATALOGS[locale]().then(
    ({ default: catalog }) => {
      loaded.set(locale, setupI18n({ locale, messages: { [locale]: catalog } }));
      arrived += 1;
      listeners.forEach((changed) => changed());
    },
    () => asked.delete(locale), // offline: the English words stay, and the next findings shown ask again
  );
}

const subscribe = (changed: () => void) => {
  listeners.add(changed);
  const stopScreens = i18n.on('change', changed);
  return () => {
    listeners.delete(changed);
    stopScreens();
  };
};
/** Changes when the language does, or a findings catalog arrives. */
const snapshot = () => `${i18n.locale}:${arrived}`;

/**
 * A finding in the reader's language: one with figures from the findings' catalog (fetched the first
 * time a finding is shown), one without from the screens' catalog; until the catalog is in, and for
 * a report stored before findings had words, as the server worded it in English.
 */
export function useFindingText(): (finding: PreflightFinding) => string {
  const locale = readerLocale();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  // An English reader reads the sentence the server stored: nothing to fetch.
  useEffect(() => (locale === 'en' ? undefined : loadFindings(locale)), [locale]);
  return (finding) => {
    const translator = loaded.get(locale);
    if (!finding.words || locale === 'en' || !translator) return t(finding.message);
    return translator._(FINDING_MESSAGES[finding.words.key], findingValuesIn(locale, finding.words));
  };
}

const readerLocale = (): AnyLocale => (isAnyLocale(i18n.locale) ? i18n.locale : 'en');

/**
 * Words with figures that no server worded in English first (a file the browser refuses by its
 * name or size), in the reader's language, English too: null until the language's findings
 * catalog is in, which is fetched when `words` is first given.
 */
export function useWords(words: FindingWords | null): string | null {
  const locale = readerLocale();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const wanted = words !== null;
  useEffect(() => (wanted ? loadFindings(locale) : undefined), [locale, wanted]);
  const translator = loaded.get(locale);
  return words && translator ? translator._(FINDING_MESSAGES[words.key], findingValuesIn(locale, words)) : null;
}
