import { ACCOUNT_FIELDS, type FormMode, STATUSES } from '../../api/contract';
import { DEFAULT_LOCALE } from '../../api/contract/i18n/locales';
import { LANGUAGE_OPTIONS } from '../shared/language-options';
import { PASSWORD_FIELD_TEXTS } from '../shared/password-field-texts';
import { PasswordField, Select, TextField } from '../../design-system';
import type { FieldSpec } from './account-kind';

const statusOptions = STATUSES.map((status) => ({ value: status, label: status }));

type Props = { field: FieldSpec; mode: FormMode; value: string | undefined; error: string | undefined; onEdit: () => void };

/** One field of an account form, drawn from its spec; uncontrolled, read back from the form on submit. */
export function AccountField({ field, mode, value, error, onEdit }: Props) {
  const common = {
    label: field.label,
    name: field.name,
    error,
    required: field.required === true || (field.required === 'create' && mode === 'create'),
    onChange: onEdit,
  };
  switch (field.kind) {
    case 'password':
      return (
        <PasswordField
          {...common}
          showLabel={PASSWORD_FIELD_TEXTS.showPassword}
          hideLabel={PASSWORD_FIELD_TEXTS.hidePassword}
          autoComplete={field.autoComplete}
          placeholder={mode === 'create' ? ACCOUNT_FIELDS.passwordPlaceholder : ACCOUNT_FIELDS.passwordKeepPlaceholder}
        />
      );
    case 'status':
      return <Select {...common} options={statusOptions} defaultValue={value || STATUSES[0]} />;
    case 'language':
      return <Select {...common} options={LANGUAGE_OPTIONS} defaultValue={value || DEFAULT_LOCALE} hint={field.hint} />;
    case 'fixed':
      return <TextField {...common} readOnly value={field.value} onChange={undefined} />;
    default:
      return <TextField {...common} type={field.kind} defaultValue={value} autoComplete={field.autoComplete} placeholder={field.placeholder} />;
  }
}
