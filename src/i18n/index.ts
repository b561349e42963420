/** The screens' languages (decision 20): the reader's catalog, loaded lazily, and `t` to show a message in it. */
export { shownLocale, t } from './i18n';
export { useT } from './use-t';
export { followAccountLanguage, loadLocale, loadTextsFor, readerLocale, rememberLocale } from './load';
export { useFindingText, useWords } from './findings';
