import { useId, useState, type FormEvent } from 'react';
import { EVENT_CATEGORIES, EVENT_TEXTS, REMINDER_TEXTS } from '../../api/contract';
import { Button, FormError, Modal, TextField } from '../../design-system';
import type { EventDraft } from '../../machines/calendar-modal.machine';
import { formValues } from '../auth/form-values';
import { dot } from './category.css';
import { FORM_FIELDS, valuesOf, viewerTimeZone, type EventFormValues } from './event-form';
import * as styles from './event-modal.css';

type Props = {
  open: boolean;
  mode: 'add' | 'edit';
  draft: EventDraft | null;
  saving: boolean;
  error: string | null;
  /** Field messages, keyed by the contract's field: name, category, start, end, reminderDays. */
  errors: Record<string, string>;
  onSubmit: (values: EventFormValues) => void;
  onEdit: (field: string) => void;
  onClose: () => void;
  /** Edit mode only: asks before deleting. */
  onDelete?: () => void;
};

/** The contract field a form input feeds: both date and time make `start`. */
const contractField = (input: string) => (input.startsWith('start') ? 'start' : input.startsWith('end') ? 'end' : input);

/** SPEC.md's Add Event / Edit Event modal: title, colour, start and end (700px wide), and the days artwork reminders go out. */
export function EventModal({ open, mode, draft, saving, error, errors, onSubmit, onEdit, onClose, onDelete }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !saving && onClose()}
      title={mode === 'add' ? EVENT_TEXTS.modalAddTitle : EVENT_TEXTS.modalEditTitle}
      description={EVENT_TEXTS.modalSubtitle}
      size="700"
      closeLabel={EVENT_TEXTS.close}
      footer={
        <>
          {onDelete && (
            <Button variant="danger" onClick={onDelete} disabled={saving}>
              {EVENT_TEXTS.delete}
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {EVENT_TEXTS.close}
          </Button>
          <Button type="submit" form="event-form" loading={saving}>
            {mode === 'add' ? EVENT_TEXTS.addSubmit : EVENT_TEXTS.updateSubmit}
          </Button>
        </>
      }
    >
      {draft && <EventForm draft={draft} error={error} errors={errors} onSubmit={onSubmit} onEdit={onEdit} />}
    </Modal>
  );
}

type FormProps = Pick<Props, 'error' | 'errors' | 'onSubmit' | 'onEdit'> & { draft: EventDraft };

function EventForm({ draft, error, errors, onSubmit, onEdit }: FormProps) {
  const initial = valuesOf(draft);
  // Whether the time inputs show is the value of the All day box, nothing more.
  const [allDay, setAllDay] = useState(initial.allDay);
  const categoryErrorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ ...formValues(event.currentTarget, FORM_FIELDS), allDay });
  };
  const edited = (input: string) => () => onEdit(contractField(input));

  return (
    <form id="event-form" className={styles.form} onSubmit={submit} noValidate>
      <TextField label={EVENT_TEXTS.titleLabel} name="name" defaultValue={initial.name} error={errors.name} onChange={edited('name')} autoComplete="off" />
      <fieldset className={styles.fieldset} aria-describedby={errors.category ? categoryErrorId : undefined}>
        <legend className={styles.legend}>{EVENT_TEXTS.colorLabel}</legend>
        <div className={styles.choices}>
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
              {EVENT_TEXTS.categories[category]}
            </label>
          ))}
        </div>
        {errors.category && (
          <p id={categoryErrorId} className={styles.fieldError}>
            {errors.category}
          </p>
        )}
      </fieldset>
      <label className={styles.choice}>
        <input type="checkbox" className={styles.checkbox} checked={allDay} onChange={(event) => setAllDay(event.currentTarget.checked)} />
        {EVENT_TEXTS.allDayLabel}
      </label>
      <div className={styles.pair}>
        <TextField label={EVENT_TEXTS.startLabel} name="startDate" type="date" defaultValue={initial.startDate} error={errors.start} onChange={edited('startDate')} />
        {!allDay && <TextField label={EVENT_TEXTS.startTimeLabel} name="startTime" type="time" defaultValue={initial.startTime} onChange={edited('startTime')} />}
      </div>
      <div className={styles.pair}>
        <TextField label={EVENT_TEXTS.endLabel} name="endDate" type="date" defaultValue={initial.endDate} error={errors.end} onChange={edited('endDate')} />
        {!allDay && <TextField label={EVENT_TEXTS.endTimeLabel} name="endTime" type="time" defaultValue={initial.endTime} onChange={edited('endTime')} />}
      </div>
      <p className={styles.zoneNote}>{EVENT_TEXTS.timeZoneNote(viewerTimeZone())}</p>
      <TextField
        label={REMINDER_TEXTS.reminderDays}
        name="reminderDays"
        defaultValue={initial.reminderDays}
        hint={EVENT_TEXTS.reminderDaysHint}
        error={errors.reminderDays}
        onChange={edited('reminderDays')}
        autoComplete="off"
      />
      {error && Object.keys(errors).length === 0 && <FormError>{error}</FormError>}
    </form>
  );
}
