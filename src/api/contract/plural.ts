/**
 * Counts in words by the plural rules of the product's language (en-GB), as Intl.PluralRules
 * gives them: one form per plural category, `#` where the number goes, an exact `=N` form where a
 * number reads better in words ("today" for 0 days).
 */
export const PLURAL_LOCALE = 'en-GB';

let rules: Intl.PluralRules | undefined;
const rulesOf = () => (rules ??= new Intl.PluralRules(PLURAL_LOCALE));

/** The plural categories the language has (`one`, `other` for English); `other` is always one. */
export const pluralCategories = (): readonly Intl.LDMLPluralRule[] => rulesOf().resolvedOptions().pluralCategories;

/** "1,234": a count as the product writes numbers. */
export const formatCount = (count: number) => count.toLocaleString(PLURAL_LOCALE);

/** The forms of one phrase: `other` always, the language's other categories and exact numbers (`=0`) as wanted. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>>;

/** The form for `count` with `#` replaced by the count: an exact `=N` form first, then its category, then `other`. */
export function plural(count: number, forms: PluralForms): string {
  const form = forms[`=${count}`] ?? forms[rulesOf().select(count)] ?? forms.other;
  return form.replaceAll('#', formatCount(count));
}
