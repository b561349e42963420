import { EMAIL_TEMPLATE_DEFAULTS, REVIEW_DECISIONS, REVIEW_TEXTS, SIGN_IN_METHOD_NAMES, SIGN_IN_METHODS, SIGN_IN_TEXTS, templateOfDetail } from '../../../src/api/contract';
import { DEFAULT_LOCALE, LOCALE_NAMES } from '../../../src/api/contract/i18n/locales';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * An entry's detail in words: a review's decision ("Approved") on artwork, the name of the email
 * template changed ("Artwork decision", "Artwork decision (Deutsch)" for a language other than
 * English). A key no longer known, or the reason an approval was
 * reopened, is shown as it was stored.
 */
export function detailText(subjectType: string, detail: string | null): string | null {
  if (detail === null) return null;
  if (subjectType === 'artwork' && isOneOf(REVIEW_DECISIONS, detail)) return REVIEW_TEXTS.decisions[detail];
  if (subjectType === 'user' && isOneOf(SIGN_IN_METHODS, detail)) return SIGN_IN_METHOD_NAMES[detail];
  const edit = subjectType === 'email-template' ? templateOfDetail(detail) : null;
  if (edit) return edit.locale === DEFAULT_LOCALE ? EMAIL_TEMPLATE_DEFAULTS[edit.key].name : `${EMAIL_TEMPLATE_DEFAULTS[edit.key].name} (${LOCALE_NAMES[edit.locale]})`;
  if (subjectType === 'setting' && (detail === 'on' || detail === 'off')) return SIGN_IN_TEXTS.staffLinksState[detail];
  return detail;
}
