import { updateProfile } from '../../api/user';
import { MESSAGES, PROFILE_TEXTS, profileBody, updateProfileBody, type UserProfile } from '../../api/contract';
import { FormError, FormModal, Select, Textarea, TextField, toast } from '../../design-system';
import { followAccountLanguage, useT } from '../../i18n';
import { formValues } from '../shared/form-values';
import { LANGUAGE_OPTIONS } from '../shared/language-options';
import { useFormMachine } from '../shared/use-form-machine';
import * as styles from './profile.css';

const FIELDS = ['firstname', 'lastname', 'email', 'phone', 'bio', 'language'] as const;

interface Props {
  open: boolean;
  profile: UserProfile;
  onClose: () => void;
  onSaved: (profile: UserProfile) => void;
}

export function EditProfileModal({ open, profile, onClose, onSaved }: Props) {
  const t = useT();
  /** A field's message in the reader's language. */
  const said = (message: string | undefined) => (message ? t(message) : undefined);
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
      onFailed: (message) => toast.error(t(message)),
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
      cancelLabel={t(PROFILE_TEXTS.close)}
      submitLabel={t(PROFILE_TEXTS.save)}
      saving={saving}
      title={t(PROFILE_TEXTS.modalTitle)}
      description={t(PROFILE_TEXTS.modalSubtitle)}
      size="700"
      closeLabel={t(PROFILE_TEXTS.close)}
    >
      <form id="edit-profile" className={styles.form} onSubmit={onSubmit((form) => formValues(form, FIELDS))} noValidate>
        <TextField label={t(PROFILE_TEXTS.firstName)} name="firstname" defaultValue={profile.firstname} error={said(errors.firstname)} onChange={edited('firstname')} autoComplete="given-name" />
        <TextField label={t(PROFILE_TEXTS.lastName)} name="lastname" defaultValue={profile.lastname} error={said(errors.lastname)} onChange={edited('lastname')} autoComplete="family-name" />
        <TextField label={t(PROFILE_TEXTS.email)} name="email" type="email" defaultValue={profile.email} error={said(errors.email)} onChange={edited('email')} autoComplete="email" />
        <TextField label={t(PROFILE_TEXTS.phone)} name="phone" type="tel" defaultValue={profile.phone ?? ''} error={said(errors.phone)} onChange={edited('phone')} autoComplete="tel" />
        <Select
          label={t(PROFILE_TEXTS.language)}
          hint={t(PROFILE_TEXTS.languageHint)}
          name="language"
          options={LANGUAGE_OPTIONS}
          defaultValue={profile.language ?? 'en'}
          error={said(errors.language)}
          onChange={edited('language')}
        />
        <div className={styles.wide}>
          <Textarea label={t(PROFILE_TEXTS.bio)} name="bio" defaultValue={profile.bio ?? ''} error={said(errors.bio)} onChange={edited('bio')} rows={4} />
        </div>
        {error && Object.keys(errors).length === 0 && (
          <div className={styles.wide}>
            <FormError>{t(error)}</FormError>
          </div>
        )}
      </form>
    </FormModal>
  );
}
