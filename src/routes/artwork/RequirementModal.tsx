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
import { shownLocale, useT } from '../../i18n';
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
  const t = useT();
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
        toast.success(t(requirement ? ARTWORK_TEXTS.requirementUpdated : ARTWORK_TEXTS.requirementCreated));
        onSaved();
      },
      onFailed: (message) => toast.error(t(message)),
    },
  );
  const initial = initialValues(requirement, zone);
  const [appliesTo, setAppliesTo] = useState(initial.appliesTo);

  // An error the form has no field for (the server's, or one of the template) shows above the buttons.
  const shownFields = ['name', 'description', 'formats', 'widthMm', 'heightMm', 'bleedMm', 'minDpi', 'colourMode', 'inkLimit', 'spotColoursAllowed', 'pagesExpected', 'viewingDistanceM', 'maxBytes', 'deadline', 'companyIds', 'checklist'];
  const onEdit = (field: string) => edited(field)();
  const unplaced = error && !Object.keys(errors).some((field) => shownFields.includes(field)) ? t(error) : null;
  // A field's message in the screens' language: the contract's and the server's are English.
  const fieldError = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <FormModal
      formId="requirement-form"
      onCancel={onClose}
      cancelLabel={t(ARTWORK_TEXTS.cancel)}
      submitLabel={t(ARTWORK_TEXTS.save)}
      saving={saving}
      title={t(requirement ? ARTWORK_TEXTS.editRequirementTitle : ARTWORK_TEXTS.addRequirementTitle)}
      description={t(ARTWORK_TEXTS.requirementsHint)}
      size="2xl"
      closeLabel={t(EVENT_TEXTS.close)}
    >
      <form id="requirement-form" className={page.form} onSubmit={onSubmit((form) => bodyOf(readForm(form), zone) as Record<string, unknown>)} noValidate>
        <div className={page.wide}>
          <TextField label={t(ARTWORK_TEXTS.nameLabel)} name="name" defaultValue={initial.name} error={fieldError('name')} onChange={edited('name')} required />
        </div>
        <div className={page.wide}>
          <Textarea label={t(ARTWORK_TEXTS.descriptionLabel)} name="description" rows={2} defaultValue={initial.description} error={fieldError('description')} onChange={edited('description')} />
        </div>
        <div className={page.wide}>
          <Checkbox label={t(ARTWORK_TEXTS.requiredLabel)} name="required" defaultChecked={initial.required} />
        </div>
        <PresetPicker onEdit={onEdit} />
        <fieldset className={`${page.wide} ${styles.fieldset}`} aria-describedby={errors.formats ? 'requirement-formats-error' : undefined}>
          <legend className={styles.legend}>{t(ARTWORK_TEXTS.formatsLabel)}</legend>
          <Inline gap={5} rowGap={2}>
            {ARTWORK_FORMATS.map((format) => (
              <Checkbox key={format} label={t(ARTWORK_TEXTS.formatNames[format])} name="formats" value={format} defaultChecked={initial.formats.includes(format)} onChange={edited('formats')} />
            ))}
          </Inline>
          {errors.formats && (
            <Text id="requirement-formats-error" size="xs" tone="error">
              {fieldError('formats')}
            </Text>
          )}
        </fieldset>
        <TextField label={t(ARTWORK_TEXTS.widthLabel)} name="widthMm" inputMode="decimal" defaultValue={initial.widthMm} error={fieldError('widthMm')} onChange={edited('widthMm')} required />
        <TextField label={t(ARTWORK_TEXTS.heightLabel)} name="heightMm" inputMode="decimal" defaultValue={initial.heightMm} error={fieldError('heightMm')} onChange={edited('heightMm')} required />
        <TextField label={t(ARTWORK_TEXTS.bleedLabel)} name="bleedMm" inputMode="decimal" defaultValue={initial.bleedMm} error={fieldError('bleedMm')} onChange={edited('bleedMm')} />
        <TextField label={t(ARTWORK_TEXTS.minDpiLabel)} name="minDpi" inputMode="numeric" defaultValue={initial.minDpi} error={fieldError('minDpi')} onChange={edited('minDpi')} />
        <Select
          label={t(ARTWORK_TEXTS.colourModeLabel)}
          name="colourMode"
          defaultValue={initial.colourMode}
          error={fieldError('colourMode')}
          onChange={edited('colourMode')}
          options={[{ value: '', label: t(ARTWORK_TEXTS.anyColourMode) }, ...COLOUR_MODES.map((mode) => ({ value: mode, label: t(mode) }))]}
        />
        <PrintRuleFields initial={initial} errors={errors} onEdit={onEdit} />
        <TextField label={t(ARTWORK_TEXTS.maxSizeLabel)} name="maxMb" inputMode="decimal" defaultValue={initial.maxMb} error={fieldError('maxBytes')} onChange={edited('maxBytes')} required />
        <TextField
          label={t(ARTWORK_TEXTS.deadlineDateLabel)}
          name="deadlineDate"
          type="date"
          defaultValue={initial.deadlineDate}
          error={fieldError('deadline')}
          hint={t(ARTWORK_TEXTS.deadlineZoneHint, { zone })}
          onChange={edited('deadline')}
          required
        />
        <TextField label={t(ARTWORK_TEXTS.deadlineTimeLabel)} name="deadlineTime" type="time" defaultValue={initial.deadlineTime} onChange={edited('deadline')} required />
        <div className={page.wide}>
          <Select
            label={t(ARTWORK_TEXTS.appliesToLabel)}
            name="appliesTo"
            value={appliesTo}
            onChange={(changed) => {
              setAppliesTo(changed.currentTarget.value);
              edited('companyIds')();
            }}
            options={[
              { value: 'all', label: t(ARTWORK_TEXTS.appliesAll) },
              { value: 'chosen', label: t(ARTWORK_TEXTS.appliesChosen) },
            ]}
          />
        </div>
        {appliesTo === 'chosen' && <ExhibitorChoices eventId={event.id} chosen={initial.companyIds} error={fieldError('companyIds')} onEdit={edited('companyIds')} />}
        <ChecklistFields initial={initial.checklist} error={fieldError('checklist')} onEdit={edited('checklist')} />
        <div className={page.wide}>
          <TextField
            label={t(ARTWORK_TEXTS.templateUpload)}
            name="template"
            type="file"
            hint={requirement?.template ? t(ARTWORK_TEXTS.templateCurrent, { name: requirement.template.name }) : t(ARTWORK_TEXTS.templateHint, { limit: formatBytes(TEMPLATE_MAX_BYTES, shownLocale()) })}
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
  const t = useT();
  const [machine] = useState(() =>
    createResourceMachine<EventExhibitorsPage>({ load: () => listExhibitors(eventId, 1, PAGE_LIMIT_MAX), fallbackError: EVENT_TEXTS.fetchFailed }),
  );
  const [state] = useMachine(machine);
  const exhibitors = state.context.data?.exhibitors;
  return (
    <fieldset className={`${page.wide} ${styles.fieldset}`} aria-describedby={error ? 'requirement-companies-error' : undefined}>
      <legend className={styles.legend}>{t(ARTWORK_TEXTS.chooseExhibitors)}</legend>
      {!exhibitors ? (
        state.matches('failed') ? <FormError>{state.context.error && t(state.context.error)}</FormError> : <Spinner size="sm" label={t(EVENT_TEXTS.loadingExhibitors)} />
      ) : exhibitors.length === 0 ? (
        <Text size="sm" tone="muted">
          {t(ARTWORK_TEXTS.noExhibitorsToChoose)}
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
