import { ACCOUNT_FIELDS, type FormMode, STATUSES } from '../../api/contract';
import { DEFAULT_LOCALE } from '../../api/contract/i18n/locales';
import { useT } from '../../i18n';
import { LANGUAGE_OPTIONS } from '../shared/language-options';
import { PASSWORD_FIELD_TEXTS } from '../shared/password-field-texts';
import { PasswordField, Select, TextField } from '../../design-system';
import type { FieldSpec } from './account-kind';

type Props = { field: FieldSpec; mode: FormMode; value: string | undefined; error: string | undefined; onEdit: () => void };

/** One field of an account form, drawn from its spec; uncontrolled, read back from the form on submit. */
export function AccountField({ field, mode, value, error, onEdit }: Props) {
  const t = useT();
  const common = {
    label: t(field.label),
    name: field.name,
    // A field's message, from this form's check or the server's: in the reader's language where the catalog has it.
    error: error && t(error),
    required: field.required === true || (field.required === 'create' && mode === 'create'),
    onChange: onEdit,
  };
  switch (field.kind) {
    case 'password':
      return (
        <PasswordField
          {...common}
          showLabel={t(PASSWORD_FIELD_TEXTS.showPassword)}
          hideLabel={t(PASSWORD_FIELD_TEXTS.hidePassword)}
          autoComplete={field.autoComplete}
          placeholder={t(mode === 'create' ? ACCOUNT_FIELDS.passwordPlaceholder : ACCOUNT_FIELDS.passwordKeepPlaceholder)}
        />
      );
    case 'status':
      return <Select {...common} options={STATUSES.map((status) => ({ value: status, label: t(status) }))} defaultValue={value || STATUSES[0]} />;
    case 'language':
      return <Select {...common} options={LANGUAGE_OPTIONS} defaultValue={value || DEFAULT_LOCALE} hint={field.hint && t(field.hint)} />;
    case 'fixed':
      // The value is sent as it is (the organiser's role); the field shows it in the reader's language.
      return (
        <>
          <TextField {...common} name={undefined} readOnly value={field.value && t(field.value)} onChange={undefined} />
          <input type="hidden" name={field.name} value={field.value} />
        </>
      );
    default:
      return (
        <TextField {...common} type={field.kind} defaultValue={value} autoComplete={field.autoComplete} placeholder={field.placeholder && t(field.placeholder)} />
      );
  }
}
