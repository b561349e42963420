import type { CatalogSource } from './compile';
import type { Locale } from './locales';
import en from './catalogs/en.json';
import de from './catalogs/de.json';
import fr from './catalogs/fr.json';
import es from './catalogs/es.json';
import it from './catalogs/it.json';
import zhHans from './catalogs/zh-Hans.json';
import ar from './catalogs/ar.json';
import mailEn from './mail-catalogs/en.json';
import mailDe from './mail-catalogs/de.json';
import mailFr from './mail-catalogs/fr.json';
import mailEs from './mail-catalogs/es.json';
import mailIt from './mail-catalogs/it.json';
import mailZhHans from './mail-catalogs/zh-Hans.json';
import mailAr from './mail-catalogs/ar.json';
import findingsEn from './finding-catalogs/en.json';
import findingsDe from './finding-catalogs/de.json';
import findingsFr from './finding-catalogs/fr.json';
import findingsEs from './finding-catalogs/es.json';
import findingsIt from './finding-catalogs/it.json';
import findingsZhHans from './finding-catalogs/zh-Hans.json';
import findingsAr from './finding-catalogs/ar.json';
import glossaryEn from './glossary/en.json';
import glossaryDe from './glossary/de.json';
import glossaryFr from './glossary/fr.json';
import glossaryEs from './glossary/es.json';
import glossaryIt from './glossary/it.json';
import glossaryZhHans from './glossary/zh-Hans.json';
import glossaryAr from './glossary/ar.json';

/**
 * Every language's catalog as written, for the server (emails) and the checks. The browser never
 * imports this module: it fetches its reader's catalog alone, compiled (src/i18n/load.ts).
 */
export const CATALOG_SOURCES: Record<Locale, CatalogSource> = { en, de, fr, es, it, 'zh-Hans': zhHans, ar };

/** Every language's catalog of the emails (mail-sources.ts): the server's alone, never fetched by a browser. */
export const MAIL_CATALOG_SOURCES: Record<Locale, CatalogSource> = { en: mailEn, de: mailDe, fr: mailFr, es: mailEs, it: mailIt, 'zh-Hans': mailZhHans, ar: mailAr };

/**
 * Every language's catalog of the file check's findings with figures (texts/finding-words.ts):
 * the server words a finding's English from it, and the browser fetches its reader's apart, with
 * the first findings it shows, so that no screen before them grows.
 */
export const FINDING_CATALOG_SOURCES: Record<Locale, CatalogSource> = {
  en: findingsEn,
  de: findingsDe,
  fr: findingsFr,
  es: findingsEs,
  it: findingsIt,
  'zh-Hans': findingsZhHans,
  ar: findingsAr,
};

/** The print terms in each language, which every translation of the file check, the emails and the screens uses. */
export const GLOSSARIES: Record<Locale, Record<string, string>> = {
  en: glossaryEn,
  de: glossaryDe,
  fr: glossaryFr,
  es: glossaryEs,
  it: glossaryIt,
  'zh-Hans': glossaryZhHans,
  ar: glossaryAr,
};
