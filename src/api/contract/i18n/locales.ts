/**
 * The languages the product speaks (decision 20): the reader's language picks one catalog; a
 * pseudo-locale made from English (accented, 40 % longer) shows where text would be cut off.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'zh-Hans', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Not offered to accounts: chosen with ?lang=en-XA to look for cut-off text. */
export const PSEUDO_LOCALE = 'en-XA';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language by its own name, as a reader looks for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  'zh-Hans': '简体中文',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);
/** The writing direction of a language: the document's `dir`. */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const isAnyLocale = (value: unknown): value is AnyLocale => value === PSEUDO_LOCALE || isLocale(value);

/** Traditional Chinese is not offered: a reader asking for it is not given Simplified. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

/** The language for a tag as a browser sends it ("de-CH", "zh-CN", "ar-EG"), or null. */
export function localeOfTag(tag: string): Locale | null {
  const clean = tag.trim();
  if (TRADITIONAL_CHINESE.test(clean)) return null;
  const language = clean.split(/[-_]/)[0]?.toLowerCase();
  if (language === 'zh') return 'zh-Hans';
  return isLocale(language) ? language : null;
}

/** The first of the reader's languages (most wanted first) that the product speaks; English when none. */
export function matchLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, most wanted first ("de-CH, en;q=0.5" → ["de-CH", "en"]). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
