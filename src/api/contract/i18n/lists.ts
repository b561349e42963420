import { formatBytes } from '../artwork';
import { FINDING_MESSAGES, type FindingWords } from '../texts/finding-words';
import { PSEUDO_LOCALE, type AnyLocale } from './locales';

/** The locale Intl writes a language in: English as the product spells it, the pseudo-locale too. */
const intlLocale = (locale: AnyLocale) => (locale === 'en' || locale === PSEUDO_LOCALE ? 'en-GB' : locale);

/** Items listed as a language lists them: "Colour, Size", "Farbe, Größe", "颜色、尺寸", "اللون والحجم". */
export const listIn = (locale: AnyLocale, items: readonly string[]) => new Intl.ListFormat(intlLocale(locale), { style: 'narrow', type: 'conjunction' }).format(items);

const isNames = (value: readonly (string | number)[]): value is string[] => value.every((item) => typeof item === 'string');

/** The values a message chooses a plural form by ("{pages, plural, …}"): they stay numbers. */
const countsOf = (message: string) => new Set([...message.matchAll(/\{(\w+), plural,/g)].map((match) => match[1]));

/**
 * A finding's values as its message takes them in a language: a figure written the language's way
 * without grouping ("0.25", "0,25", "2551"), a list of pages as the language lists ("1, 2 and 5",
 * "1, 2 und 5", "1、2和5"), a list of names one of which is meant ("JPG or PDF", "JPG oder PDF");
 * a count that picks a plural form stays a number.
 */
export function findingValuesIn(locale: AnyLocale, { key, values }: FindingWords): Record<string, string | number> {
  const number = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false, maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' });
  const either = new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'disjunction' });
  const counts = countsOf(FINDING_MESSAGES[key]);
  const shown = (name: string, value: FindingWords['values'][string]) => {
    if (Array.isArray(value)) return isNames(value) ? either.format(value) : list.format(value.map((item) => number.format(item)));
    if (typeof value === 'number' && name.endsWith('Bytes')) return formatBytes(value, locale);
    return typeof value === 'number' && !counts.has(name) ? number.format(value) : value;
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shown(name, value)]));
}
