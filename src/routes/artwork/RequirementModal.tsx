import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { createRequirement, updateRequirement, uploadTemplate } from '../../api/artwork';
import { listExhibitors } from '../../api/events';
import {
  ARTWORK_FORMATS,
  ARTWORK_TEXTS,
  COLOUR_MODES,
  EVENT_TEXTS,
  formatBytes,
  PAGE_LIMIT_MAX,
  requirementBody,
  TEMPLATE_MAX_BYTES,
  type Event,
  type EventExhibitorsPage,
  type Requirement,
  type RequirementBody,
} from '../../api/contract';
import { Checkbox, FormError, FormModal, Inline, Select, Spinner, Text, Textarea, TextField, toast } from '../../design-system';
import { createResourceMachine } from '../../machines/resource.machine';
import { useFormMachine } from '../shared/use-form-machine';
import { ChecklistFields } from './ChecklistFields';
import { PresetPicker, PrintRuleFields } from './PrintRules';
import { bodyOf, initialValues, readForm } from './requirement-form';
import * as page from '../shared/section.css';
import * as styles from './requirements.css';

type Props = { event: Event; requirement: Requirement | null; onClose: () => void; onSaved: () => void };

/**
 * Add or Edit Requirement. The deadline is typed on the event's clock; the template, when one is
 * chosen, is sent once the requirement is saved.
 */
export function RequirementModal({ event, requirement, onClose, onSaved }: Props) {
  const zone = event.timeZone;
  // Read when the form is sent, not when the machine was made.
  const template = useRef<File | null>(null);
  const { saving, errors, error, onSubmit, edited } = useFormMachine(
    {
      schema: requirementBody,
      submit: async (body: RequirementBody) => {
        const saved = requirement ? await updateRequirement(requirement.id, body) : await createRequirement(event.id, body);
        return template.current ? uploadTemplate(saved.id, template.current) : saved;
      },
      fallbackError: requirement ? ARTWORK_TEXTS.updateFailed : ARTWORK_TEXTS.createFailed,
    },
    {
      onSucceeded: () => {
        toast.success(requirement ? ARTWORK_TEXTS.requirementUpdated : ARTWORK_TEXTS.requirementCreated);
        onSaved();
      },
      onFailed: (message) => toast.error(message),
    },
  );
  const initial = initialValues(requirement, zone);
  const [appliesTo, setAppliesTo] = useState(initial.appliesTo);

  // An error the form has no field for (the server's, or one of the template) shows above the buttons.
  const shownFields = ['name', 'description', 'formats', 'widthMm', 'heightMm', 'bleedMm', 'minDpi', 'colourMode', 'inkLimit', 'spotColoursAllowed', 'pagesExpected', 'viewingDistanceM', 'maxBytes', 'deadline', 'companyIds', 'checklist'];
  const onEdit = (field: string) => edited(field)();
  const unplaced = error && !Object.keys(errors).some((field) => shownFields.includes(field)) ? error : null;

  return (
    <FormModal
      formId="requirement-form"
      onCancel={onClose}
      cancelLabel={ARTWORK_TEXTS.cancel}
      submitLabel={ARTWORK_TEXTS.save}
      saving={saving}
      title={requirement ? ARTWORK_TEXTS.editRequirementTitle : ARTWORK_TEXTS.addRequirementTitle}
      description={ARTWORK_TEXTS.requirementsHint}
      size="2xl"
      closeLabel={EVENT_TEXTS.close}
    >
      <form id="requirement-form" className={page.form} onSubmit={onSubmit((form) => bodyOf(readForm(form), zone) as Record<string, unknown>)} noValidate>
        <div className={page.wide}>
          <TextField label={ARTWORK_TEXTS.nameLabel} name="name" defaultValue={initial.name} error={errors.name} onChange={edited('name')} required />
        </div>
        <div className={page.wide}>
          <Textarea label={ARTWORK_TEXTS.descriptionLabel} name="description" rows={2} defaultValue={initial.description} error={errors.description} onChange={edited('description')} />
        </div>
        <div className={page.wide}>
          <Checkbox label={ARTWORK_TEXTS.requiredLabel} name="required" defaultChecked={initial.required} />
        </div>
        <PresetPicker onEdit={onEdit} />
        <fieldset className={`${page.wide} ${styles.fieldset}`} aria-describedby={errors.formats ? 'requirement-formats-error' : undefined}>
          <legend className={styles.legend}>{ARTWORK_TEXTS.formatsLabel}</legend>
          <Inline gap={5} rowGap={2}>
            {ARTWORK_FORMATS.map((format) => (
              <Checkbox key={format} label={ARTWORK_TEXTS.formatNames[format]} name="formats" value={format} defaultChecked={initial.formats.includes(format)} onChange={edited('formats')} />
            ))}
          </Inline>
          {errors.formats && (
            <Text id="requirement-formats-error" size="xs" tone="error">
              {errors.formats}
            </Text>
          )}
        </fieldset>
        <TextField label={ARTWORK_TEXTS.widthLabel} name="widthMm" inputMode="decimal" defaultValue={initial.widthMm} error={errors.widthMm} onChange={edited('widthMm')} required />
        <TextField label={ARTWORK_TEXTS.heightLabel} name="heightMm" inputMode="decimal" defaultValue={initial.heightMm} error={errors.heightMm} onChange={edited('heightMm')} required />
        <TextField label={ARTWORK_TEXTS.bleedLabel} name="bleedMm" inputMode="decimal" defaultValue={initial.bleedMm} error={errors.bleedMm} onChange={edited('bleedMm')} />
        <TextField label={ARTWORK_TEXTS.minDpiLabel} name="minDpi" inputMode="numeric" defaultValue={initial.minDpi} error={errors.minDpi} onChange={edited('minDpi')} />
        <Select
          label={ARTWORK_TEXTS.colourModeLabel}
          name="colourMode"
          defaultValue={initial.colourMode}
          error={errors.colourMode}
          onChange={edited('colourMode')}
          options={[{ value: '', label: ARTWORK_TEXTS.anyColourMode }, ...COLOUR_MODES.map((mode) => ({ value: mode, label: mode }))]}
        />
        <PrintRuleFields initial={initial} errors={errors} onEdit={onEdit} />
        <TextField label={ARTWORK_TEXTS.maxSizeLabel} name="maxMb" inputMode="decimal" defaultValue={initial.maxMb} error={errors.maxBytes} onChange={edited('maxBytes')} required />
        <TextField
          label={ARTWORK_TEXTS.deadlineDateLabel}
          name="deadlineDate"
          type="date"
          defaultValue={initial.deadlineDate}
          error={errors.deadline}
          hint={ARTWORK_TEXTS.deadlineZoneHint(zone)}
          onChange={edited('deadline')}
          required
        />
        <TextField label={ARTWORK_TEXTS.deadlineTimeLabel} name="deadlineTime" type="time" defaultValue={initial.deadlineTime} onChange={edited('deadline')} required />
        <div className={page.wide}>
          <Select
            label={ARTWORK_TEXTS.appliesToLabel}
            name="appliesTo"
            value={appliesTo}
            onChange={(changed) => {
              setAppliesTo(changed.currentTarget.value);
              edited('companyIds')();
            }}
            options={[
              { value: 'all', label: ARTWORK_TEXTS.appliesAll },
              { value: 'chosen', label: ARTWORK_TEXTS.appliesChosen },
            ]}
          />
        </div>
        {appliesTo === 'chosen' && <ExhibitorChoices eventId={event.id} chosen={initial.companyIds} error={errors.companyIds} onEdit={edited('companyIds')} />}
        <ChecklistFields initial={initial.checklist} error={errors.checklist} onEdit={edited('checklist')} />
        <div className={page.wide}>
          <TextField
            label={ARTWORK_TEXTS.templateUpload}
            name="template"
            type="file"
            hint={requirement?.template ? ARTWORK_TEXTS.templateCurrent(requirement.template.name) : ARTWORK_TEXTS.templateHint(formatBytes(TEMPLATE_MAX_BYTES))}
            onChange={(changed) => {
              template.current = changed.currentTarget.files?.[0] ?? null;
            }}
          />
        </div>
        {unplaced && (
          <div className={page.wide}>
            <FormError>{unplaced}</FormError>
          </div>
        )}
      </form>
    </FormModal>
  );
}

type ChoicesProps = { eventId: number; chosen: readonly string[]; error?: string; onEdit: () => void };

/** The event's exhibitors, ticked for a requirement that applies to chosen ones. */
function ExhibitorChoices({ eventId, chosen, error, onEdit }: ChoicesProps) {
  const [machine] = useState(() =>
    createResourceMachine<EventExhibitorsPage>({ load: () => listExhibitors(eventId, 1, PAGE_LIMIT_MAX), fallbackError: EVENT_TEXTS.fetchFailed }),
  );
  const [state] = useMachine(machine);
  const exhibitors = state.context.data?.exhibitors;
  return (
    <fieldset className={`${page.wide} ${styles.fieldset}`} aria-describedby={error ? 'requirement-companies-error' : undefined}>
      <legend className={styles.legend}>{ARTWORK_TEXTS.chooseExhibitors}</legend>
      {!exhibitors ? (
        state.matches('failed') ? <FormError>{state.context.error}</FormError> : <Spinner size="sm" label={EVENT_TEXTS.loadingExhibitors} />
      ) : exhibitors.length === 0 ? (
        <Text size="sm" tone="muted">
          {ARTWORK_TEXTS.noExhibitorsToChoose}
        </Text>
      ) : (
        <Inline gap={5} rowGap={2}>
          {exhibitors.map((exhibitor) => (
            <Checkbox
              key={exhibitor.companyId}
              label={exhibitor.companyName}
              name="companyIds"
              value={String(exhibitor.companyId)}
              defaultChecked={chosen.includes(String(exhibitor.companyId))}
              onChange={onEdit}
            />
          ))}
        </Inline>
      )}
      {error && (
        <Text id="requirement-companies-error" size="xs" tone="error">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
