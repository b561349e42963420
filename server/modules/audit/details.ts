import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_KEYS, REVIEW_DECISIONS, REVIEW_TEXTS, SIGN_IN_METHOD_NAMES, SIGN_IN_METHODS, SIGN_IN_TEXTS } from '../../../src/api/contract';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * An entry's detail in words: a review's decision ("Approved") on artwork, the name of the email
 * template changed ("Artwork decision"). A key no longer known, or the reason an approval was
 * reopened, is shown as it was stored.
 */
export function detailText(subjectType: string, detail: string | null): string | null {
  if (detail === null) return null;
  if (subjectType === 'artwork' && isOneOf(REVIEW_DECISIONS, detail)) return REVIEW_TEXTS.decisions[detail];
  if (subjectType === 'user' && isOneOf(SIGN_IN_METHODS, detail)) return SIGN_IN_METHOD_NAMES[detail];
  if (subjectType === 'email-template' && isOneOf(EMAIL_TEMPLATE_KEYS, detail)) return EMAIL_TEMPLATE_DEFAULTS[detail].name;
  if (subjectType === 'setting' && (detail === 'on' || detail === 'off')) return SIGN_IN_TEXTS.staffLinksState[detail];
  return detail;
}
