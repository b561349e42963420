import type { ChangeEvent } from 'react';
import { ARTWORK_TEXTS, REQUIREMENT_PRESETS, type RequirementPreset } from '../../api/contract';
import { Checkbox, Select, TextField } from '../../design-system';
import { useT } from '../../i18n';
import { fillForm, presetValues, type RequirementFormValues } from './requirement-form';
import * as page from '../shared/section.css';

type Errors = Partial<Record<string, string>>;

const isPreset = (value: string): value is RequirementPreset => value in REQUIREMENT_PRESETS;

/**
 * "Start from": a preset fills the requirement's formats, bleed, colour and print rules in the
 * form, where each stays editable. It keeps no state: the form's fields hold the values.
 */
export function PresetPicker({ onEdit }: { onEdit: (field: string) => void }) {
  const t = useT();
  const choose = (changed: ChangeEvent<HTMLSelectElement>) => {
    const select = changed.currentTarget;
    if (!select.form || !isPreset(select.value)) return;
    // Each field a preset writes is named as the contract names it, so its message goes.
    for (const field of fillForm(select.form, presetValues(select.value))) onEdit(field);
  };
  return (
    <div className={page.wide}>
      <Select
        label={t(ARTWORK_TEXTS.presetLabel)}
        name="preset"
        defaultValue=""
        hint={t(ARTWORK_TEXTS.presetHint)}
        onChange={choose}
        options={[{ value: '', label: t(ARTWORK_TEXTS.presetNone) }, ...Object.keys(REQUIREMENT_PRESETS).filter(isPreset).map((preset) => ({ value: preset, label: t(ARTWORK_TEXTS.presetNames[preset]) }))]}
      />
    </div>
  );
}

type FieldsProps = { initial: RequirementFormValues; errors: Errors; onEdit: (field: string) => void };

/** The print rules the file check holds a file to: ink limit, spot colours, pages and viewing distance. */
export function PrintRuleFields({ initial, errors, onEdit }: FieldsProps) {
  const t = useT();
  // A field's message in the screens' language: the contract's and the server's are English.
  const fieldError = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <>
      <TextField label={t(ARTWORK_TEXTS.inkLimitLabel)} name="inkLimit" inputMode="numeric" defaultValue={initial.inkLimit} hint={t(ARTWORK_TEXTS.inkLimitHint)} error={fieldError('inkLimit')} onChange={() => onEdit('inkLimit')} />
      <TextField label={t(ARTWORK_TEXTS.pagesExpectedLabel)} name="pagesExpected" inputMode="numeric" defaultValue={initial.pagesExpected} hint={t(ARTWORK_TEXTS.pagesExpectedHint)} error={fieldError('pagesExpected')} onChange={() => onEdit('pagesExpected')} />
      <div className={page.wide}>
        <TextField
          label={t(ARTWORK_TEXTS.viewingDistanceLabel)}
          name="viewingDistanceM"
          inputMode="decimal"
          defaultValue={initial.viewingDistanceM}
          hint={t(ARTWORK_TEXTS.viewingDistanceHint)}
          error={fieldError('viewingDistanceM')}
          onChange={() => onEdit('viewingDistanceM')}
        />
      </div>
      <div className={page.wide}>
        <Checkbox label={t(ARTWORK_TEXTS.spotColoursLabel)} hint={t(ARTWORK_TEXTS.spotColoursHint)} name="spotColoursAllowed" defaultChecked={initial.spotColoursAllowed} error={fieldError('spotColoursAllowed')} onChange={() => onEdit('spotColoursAllowed')} />
      </div>
    </>
  );
}
