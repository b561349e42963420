import { EMAIL_TEMPLATE_TEXTS } from '../../api/contract';
import { isLocale, type Locale } from '../../api/contract/i18n/locales';
import { Select } from '../../design-system';
import { useT } from '../../i18n';
import { LANGUAGE_OPTIONS } from '../shared/language-options';

/** The language whose wording of the templates is shown and edited. */
export function LanguageSelect({ value, disabled, onChange }: { value: Locale; disabled: boolean; onChange: (language: Locale) => void }) {
  const t = useT();
  return (
    <Select
      label={t(EMAIL_TEMPLATE_TEXTS.language)}
      options={LANGUAGE_OPTIONS}
      value={value}
      disabled={disabled}
      onChange={(event) => isLocale(event.target.value) && onChange(event.target.value)}
    />
  );
}
