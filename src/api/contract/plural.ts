/**
 * Counts in words by the plural rules of a language, as Intl.PluralRules gives them: one form per
 * plural category, `#` where the number goes, an exact `=N` form where a number reads better in
 * words ("today" for 0 days). The product's own language is en-GB; an email template edited in
 * another language (decision 20) takes that language's categories (Arabic has six).
 */
export const PLURAL_LOCALE = 'en-GB';

const rules = new Map<string, Intl.PluralRules>();
/** The rules of `locale`: English as the product writes it (en-GB) for `en`. */
function rulesOf(locale: string): Intl.PluralRules {
  const tag = locale === 'en' ? PLURAL_LOCALE : locale;
  let found = rules.get(tag);
  if (!found) rules.set(tag, (found = new Intl.PluralRules(tag)));
  return found;
}

/** The plural categories the language has (`one`, `other` for English); `other` is always one. */
export const pluralCategories = (locale: string = PLURAL_LOCALE): readonly Intl.LDMLPluralRule[] => rulesOf(locale).resolvedOptions().pluralCategories;

/** "1,234": a count as the product writes numbers in the language. */
export const formatCount = (count: number, locale: string = PLURAL_LOCALE) => count.toLocaleString(rulesOf(locale).resolvedOptions().locale);

/** The forms of one phrase: `other` always, the language's other categories and exact numbers (`=0`) as wanted. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>>;

/** The form for `count` with `#` replaced by the count: an exact `=N` form first, then its category, then `other`. */
export function plural(count: number, forms: PluralForms, locale: string = PLURAL_LOCALE): string {
  const form = forms[`=${count}`] ?? forms[rulesOf(locale).select(count)] ?? forms.other;
  return form.replaceAll('#', formatCount(count, locale));
}
