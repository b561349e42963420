import { updateProfile } from '../../api/user';
import { MESSAGES, PROFILE_TEXTS, profileBody, updateProfileBody, type UserProfile } from '../../api/contract';
import { LOCALE_NAMES, LOCALES } from '../../api/contract/i18n/locales';
import { FormError, FormModal, Select, Textarea, TextField, toast } from '../../design-system';
import { followAccountLanguage } from '../../i18n';
import { formValues } from '../shared/form-values';
import { useFormMachine } from '../shared/use-form-machine';
import * as styles from './profile.css';

const FIELDS = ['firstname', 'lastname', 'email', 'phone', 'bio', 'language'] as const;
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

interface Props {
  open: boolean;
  profile: UserProfile;
  onClose: () => void;
  onSaved: (profile: UserProfile) => void;
}

export function EditProfileModal({ open, profile, onClose, onSaved }: Props) {
  const { saving, errors, error, onSubmit, edited, reset } = useFormMachine(
    { schema: updateProfileBody, submit: updateProfile, fallbackError: MESSAGES.failedUpdateProfile },
    {
      onSucceeded: (output) => {
        const saved = profileBody.safeParse(output);
        if (saved.success) {
          onSaved(saved.data.user);
          // The screens change to the account's language at once, and this browser keeps it.
          const { language } = saved.data.user;
          if (language) followAccountLanguage(language);
        }
        reset();
      },
      onFailed: (message) => toast.error(message),
    },
  );
  const close = () => {
    reset();
    onClose();
  };

  return (
    <FormModal
      open={open}
      formId="edit-profile"
      onCancel={close}
      cancelLabel={PROFILE_TEXTS.close}
      submitLabel={PROFILE_TEXTS.save}
      saving={saving}
      title={PROFILE_TEXTS.modalTitle}
      description={PROFILE_TEXTS.modalSubtitle}
      size="700"
      closeLabel={PROFILE_TEXTS.close}
    >
      <form id="edit-profile" className={styles.form} onSubmit={onSubmit((form) => formValues(form, FIELDS))} noValidate>
        <TextField label={PROFILE_TEXTS.firstName} name="firstname" defaultValue={profile.firstname} error={errors.firstname} onChange={edited('firstname')} autoComplete="given-name" />
        <TextField label={PROFILE_TEXTS.lastName} name="lastname" defaultValue={profile.lastname} error={errors.lastname} onChange={edited('lastname')} autoComplete="family-name" />
        <TextField label={PROFILE_TEXTS.email} name="email" type="email" defaultValue={profile.email} error={errors.email} onChange={edited('email')} autoComplete="email" />
        <TextField label={PROFILE_TEXTS.phone} name="phone" type="tel" defaultValue={profile.phone ?? ''} error={errors.phone} onChange={edited('phone')} autoComplete="tel" />
        <Select
          label={PROFILE_TEXTS.language}
          hint={PROFILE_TEXTS.languageHint}
          name="language"
          options={LANGUAGE_OPTIONS}
          defaultValue={profile.language ?? 'en'}
          error={errors.language}
          onChange={edited('language')}
        />
        <div className={styles.wide}>
          <Textarea label={PROFILE_TEXTS.bio} name="bio" defaultValue={profile.bio ?? ''} error={errors.bio} onChange={edited('bio')} rows={4} />
        </div>
        {error && Object.keys(errors).length === 0 && (
          <div className={styles.wide}>
            <FormError>{error}</FormError>
          </div>
        )}
      </form>
    </FormModal>
  );
}
