import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_FIELDS, addExhibitorBody, EVENT_TEXTS, exhibitorAdded, NEW_COMPANY_FIELDS, type AddExhibitorBody } from '../../api/contract';
import { addExhibitor } from '../../api/events';
import { DEFAULT_LOCALE } from '../../api/contract/i18n/locales';
import { FormModal, Select, StatusMessage, TextField, toast } from '../../design-system';
import { formValues } from '../shared/form-values';
import { LANGUAGE_OPTIONS } from '../shared/language-options';
import { useFormMachine } from '../shared/use-form-machine';
import { useT } from '../../i18n';
import * as styles from './event-details.css';

const COMPANY_FIELDS = Object.keys(NEW_COMPANY_FIELDS) as (keyof typeof NEW_COMPANY_FIELDS)[];
const FIELDS = ['email', 'booth', ...COMPANY_FIELDS] as const;
/** A new company's fields: its details and its language. */
const NEW_COMPANY_FORM = [...FIELDS, 'language'] as const;

type Props = { eventId: number; open: boolean; onClose: () => void; onAdded: () => void };

/**
 * The Add Exhibitor modal (docs/screens.md, Event details). The email decides (docs/decisions.md, decision 11): a company already signed up with
 * it joins the event as it is, from its email alone; when the server answers that no company has it,
 * the company's details are asked (each required) to create it and invite it to set its password.
 */
export function AddExhibitorModal({ eventId, open, onClose, onAdded }: Props) {
  const t = useT();
  /** The email is new: the company's details are asked. */
  const [newCompany, setNewCompany] = useState(false);
  const asked = useRef(false);
  const firstDetail = useRef<HTMLInputElement>(null);
  const { form, saving, errors, onSubmit, edited, reset } = useFormMachine(
    { schema: addExhibitorBody, submit: (body: AddExhibitorBody) => addExhibitor(eventId, body), fallbackError: EVENT_TEXTS.exhibitorAddFailed },
    {
      onSucceeded: (output) => {
        const added = exhibitorAdded.safeParse(output);
        toast.success(t(added.success && added.data.action === 'link' ? EVENT_TEXTS.exhibitorLinked : EVENT_TEXTS.exhibitorCreated));
        forget();
        onAdded();
      },
      onFailed: (message) => {
        const asksDetails = COMPANY_FIELDS.some((field) => field in form.getSnapshot().context.errors);
        if (!asksDetails) {
          // The server's refusals (a company already at the event, an email of another role) come as a toast.
          toast.error(t(message));
          return;
        }
        if (asked.current) return;
        // The first time, the details are asked rather than reported missing.
        asked.current = true;
        for (const field of COMPANY_FIELDS) edited(field)();
        setNewCompany(true);
      },
    },
  );
  /** A clean form, with only the email asked. */
  const forget = () => {
    reset();
    asked.current = false;
    setNewCompany(false);
  };

  useEffect(() => {
    if (newCompany) firstDetail.current?.focus();
  }, [newCompany]);

  const close = () => {
    forget();
    onClose();
  };
  const field = (name: (typeof FIELDS)[number], label: string, extra: object = {}) => (
    <TextField label={label} name={name} error={errors[name] && t(errors[name])} onChange={edited(name)} {...extra} />
  );

  return (
    <FormModal
      open={open}
      formId="add-exhibitor"
      onCancel={close}
      cancelLabel={t(EVENT_TEXTS.close)}
      submitLabel={t(EVENT_TEXTS.addExhibitorSubmit)}
      saving={saving}
      title={t(EVENT_TEXTS.addExhibitorSubmit)}
      description={t(EVENT_TEXTS.addExhibitorSubtitle)}
      size="2xl"
      closeLabel={t(EVENT_TEXTS.close)}
    >
      <form id="add-exhibitor" className={styles.form} onSubmit={onSubmit((element) => formValues(element, newCompany ? NEW_COMPANY_FORM : FIELDS))} noValidate>
        <div className={styles.wide}>
          {field('email', t(EVENT_TEXTS.emailLabel), { type: 'email', autoComplete: 'email', required: true, hint: t(EVENT_TEXTS.exhibitorEmailHint) })}
        </div>
        {newCompany && (
          <>
            <div className={styles.wide}>
              <StatusMessage tone="info">{t(EVENT_TEXTS.newCompanyHint)}</StatusMessage>
            </div>
            {field('companyName', t(EVENT_TEXTS.companyNameLabel), { autoComplete: 'organization', required: true, ref: firstDetail })}
            {field('productCategory', t(EVENT_TEXTS.productCategoryLabel), { required: true })}
            {field('boothSize', t(EVENT_TEXTS.boothSizeLabel), { required: true })}
            {field('contactPerson', t(EVENT_TEXTS.contactPersonLabel), { autoComplete: 'name', required: true })}
            <Select
              label={t(ACCOUNT_FIELDS.language)}
              name="language"
              options={LANGUAGE_OPTIONS}
              defaultValue={DEFAULT_LOCALE}
              hint={t(ACCOUNT_FIELDS.languageHint)}
              error={errors.language && t(errors.language)}
              onChange={edited('language')}
            />
          </>
        )}
        {field('booth', t(EVENT_TEXTS.boothLabel))}
      </form>
    </FormModal>
  );
}
