import { useId, useState, type FormEvent } from 'react';
import { EVENT_CATEGORIES, EVENT_MESSAGES, EVENT_TEXTS, REMINDER_TEXTS, type OrganiserRef } from '../../../api/contract';
import { Button, FormError, FormModal, Inline, Text, Textarea, TextField } from '../../../design-system';
import type { EventDraft } from '../../../machines/calendar-modal.machine';
import { formValues } from '../form-values';
import { dot } from '../category.css';
import { FORM_FIELDS, valuesOf, type EventFormValues } from './event-form';
import * as styles from './event-modal.css';
import { OrganiserPicker } from './OrganiserPicker';
import { useT } from '../../../i18n';

/** Every IANA zone the browser knows, offered as the time zone field is typed; made once, so re-renders skip them. */
const TIME_ZONE_OPTIONS = (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map((zone) => <option key={zone} value={zone} />);

type Props = {
  open: boolean;
  mode: 'add' | 'edit';
  draft: EventDraft | null;
  saving: boolean;
  error: string | null;
  /** Field messages, keyed by the contract's field: name, category, start, end, venue, organiserIds… */
  errors: Record<string, string>;
  /** Whether the user may add or remove organisers (PERMISSIONS.assignOrganisers): the picker, else the list and why it is fixed. */
  assignsOrganisers: boolean;
  /** The form's values, and the organisers chosen when the user may choose them. */
  onSubmit: (values: EventFormValues, organiserIds?: number[]) => void;
  onEdit: (field: string) => void;
  onClose: () => void;
  /** Edit mode only: asks before deleting. */
  onDelete?: () => void;
};

/** The contract field a form input feeds: both date and time make `start`. */
const contractField = (input: string) => (input.startsWith('start') ? 'start' : input.startsWith('end') ? 'end' : input);

/** The Add Event / Edit Event modal (docs/screens.md, Events calendar) (700px wide), holding the whole event: when, where, its days, what it is, its organisers and reminders. */
export function EventModal({ open, mode, draft, saving, error, errors, assignsOrganisers, onSubmit, onEdit, onClose, onDelete }: Props) {
  const t = useT();
  return (
    <FormModal
      open={open}
      formId="event-form"
      onCancel={onClose}
      cancelLabel={t(EVENT_TEXTS.close)}
      submitLabel={t(mode === 'add' ? EVENT_TEXTS.addSubmit : EVENT_TEXTS.updateSubmit)}
      saving={saving}
      actions={
        onDelete && (
          <Button variant="danger" onClick={onDelete} disabled={saving}>
            {t(EVENT_TEXTS.delete)}
          </Button>
        )
      }
      title={t(mode === 'add' ? EVENT_TEXTS.modalAddTitle : EVENT_TEXTS.modalEditTitle)}
      description={t(EVENT_TEXTS.modalSubtitle)}
      size="700"
      closeLabel={t(EVENT_TEXTS.close)}
    >
      {draft && <EventForm draft={draft} error={error} errors={errors} assignsOrganisers={assignsOrganisers} onSubmit={onSubmit} onEdit={onEdit} />}
    </FormModal>
  );
}

type FormProps = Pick<Props, 'error' | 'errors' | 'assignsOrganisers' | 'onSubmit' | 'onEdit'> & { draft: EventDraft };

function EventForm({ draft, error, errors, assignsOrganisers, onSubmit, onEdit }: FormProps) {
  const t = useT();
  /** A field's message, in the reader's language. */
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const initial = valuesOf(draft);
  // Whether the time inputs show is the value of the All day box, nothing more.
  const [allDay, setAllDay] = useState(initial.allDay);
  const [organisers, setOrganisers] = useState<OrganiserRef[]>(draft.organisers ?? []);
  const categoryErrorId = useId();
  const zonesId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ ...formValues(event.currentTarget, FORM_FIELDS), allDay }, assignsOrganisers ? organisers.map((organiser) => organiser.id) : undefined);
  };
  const edited = (input: string) => () => onEdit(contractField(input));
  const text = (name: keyof typeof initial & (typeof FORM_FIELDS)[number], label: string, extra: { type?: string; hint?: string; list?: string } = {}) => (
    <TextField label={label} name={name} defaultValue={String(initial[name])} error={errorOf(name)} onChange={edited(name)} autoComplete="off" {...extra} />
  );

  return (
    <form id="event-form" className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t(EVENT_TEXTS.titleLabel)} name="name" defaultValue={initial.name} error={errorOf('name')} onChange={edited('name')} autoComplete="off" />
      <fieldset className={styles.fieldset} aria-describedby={errors.category ? categoryErrorId : undefined}>
        <legend className={styles.legend}>{t(EVENT_TEXTS.colorLabel)}</legend>
        <Inline gap={6} rowGap={3}>
          {EVENT_CATEGORIES.map((category) => (
            <label key={category} className={styles.choice}>
              <input
                type="radio"
                name="category"
                value={category}
                defaultChecked={initial.category === category}
                className={styles.radio[category]}
                onChange={edited('category')}
              />
              <span className={dot[category]} aria-hidden="true" />
              {t(EVENT_TEXTS.categories[category])}
            </label>
          ))}
        </Inline>
        {errors.category && (
          <p id={categoryErrorId} className={styles.fieldError}>
            {t(errors.category)}
          </p>
        )}
      </fieldset>
      <label className={styles.choice}>
        <input type="checkbox" className={styles.checkbox} checked={allDay} onChange={(event) => setAllDay(event.currentTarget.checked)} />
        {t(EVENT_TEXTS.allDayLabel)}
      </label>
      <div className={styles.pair}>
        <TextField label={t(EVENT_TEXTS.startLabel)} name="startDate" type="date" defaultValue={initial.startDate} error={errorOf('start')} onChange={edited('startDate')} />
        {!allDay && <TextField label={t(EVENT_TEXTS.startTimeLabel)} name="startTime" type="time" defaultValue={initial.startTime} onChange={edited('startTime')} />}
      </div>
      <div className={styles.pair}>
        <TextField label={t(EVENT_TEXTS.endLabel)} name="endDate" type="date" defaultValue={initial.endDate} error={errorOf('end')} onChange={edited('endDate')} />
        {!allDay && <TextField label={t(EVENT_TEXTS.endTimeLabel)} name="endTime" type="time" defaultValue={initial.endTime} onChange={edited('endTime')} />}
      </div>
      {text('timeZone', t(EVENT_TEXTS.timeZoneLabel), { hint: t(EVENT_TEXTS.timeZoneHint), list: zonesId })}
      <datalist id={zonesId}>{TIME_ZONE_OPTIONS}</datalist>
      <div className={styles.pair}>
        {text('venue', t(EVENT_TEXTS.venueLabel))}
        {text('location', t(EVENT_TEXTS.locationLabel), { hint: t(EVENT_TEXTS.locationHint) })}
      </div>
      <div className={styles.pair}>
        {text('buildStart', t(EVENT_TEXTS.buildStartLabel), { type: 'date' })}
        {text('buildEnd', t(EVENT_TEXTS.buildEndLabel), { type: 'date' })}
      </div>
      <div className={styles.pair}>
        {text('openStart', t(EVENT_TEXTS.openStartLabel), { type: 'date' })}
        {text('openEnd', t(EVENT_TEXTS.openEndLabel), { type: 'date' })}
      </div>
      <Textarea label={t(EVENT_TEXTS.descriptionLabel)} name="description" defaultValue={initial.description} error={errorOf('description')} onChange={edited('description')} />
      {assignsOrganisers ? (
        <OrganiserPicker
          selected={organisers}
          onChange={(next) => {
            setOrganisers(next);
            onEdit('organiserIds');
          }}
          error={errorOf('organiserIds')}
        />
      ) : (
        <div className={styles.fieldset}>
          <p className={styles.legend}>{t(EVENT_TEXTS.organisersLabel)}</p>
          <Text size="sm" tone="muted">{organisers.map((organiser) => organiser.name).join(', ') || t(EVENT_TEXTS.noOrganisers)}</Text>
          <Text size="sm" tone="muted">{t(EVENT_MESSAGES.organisersNotYours)}</Text>
        </div>
      )}
      {text('reminderDays', t(REMINDER_TEXTS.reminderDays), { hint: t(EVENT_TEXTS.reminderDaysHint) })}
      {error && Object.keys(errors).length === 0 && <FormError>{t(error)}</FormError>}
    </form>
  );
}
