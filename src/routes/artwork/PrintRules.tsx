import type { ChangeEvent } from 'react';
import { ARTWORK_TEXTS, REQUIREMENT_PRESETS, type RequirementPreset } from '../../api/contract';
import { Checkbox, Select, TextField } from '../../design-system';
import { fillForm, presetValues, type RequirementFormValues } from './requirement-form';
import * as page from '../shared/section.css';

type Errors = Partial<Record<string, string>>;

const isPreset = (value: string): value is RequirementPreset => value in REQUIREMENT_PRESETS;

/**
 * "Start from": a preset fills the requirement's formats, bleed, colour and print rules in the
 * form, where each stays editable. It keeps no state: the form's fields hold the values.
 */
export function PresetPicker({ onEdit }: { onEdit: (field: string) => void }) {
  const choose = (changed: ChangeEvent<HTMLSelectElement>) => {
    const select = changed.currentTarget;
    if (!select.form || !isPreset(select.value)) return;
    // Each field a preset writes is named as the contract names it, so its message goes.
    for (const field of fillForm(select.form, presetValues(select.value))) onEdit(field);
  };
  return (
    <div className={page.wide}>
      <Select
        label={ARTWORK_TEXTS.presetLabel}
        name="preset"
        defaultValue=""
        hint={ARTWORK_TEXTS.presetHint}
        onChange={choose}
        options={[{ value: '', label: ARTWORK_TEXTS.presetNone }, ...Object.keys(REQUIREMENT_PRESETS).filter(isPreset).map((preset) => ({ value: preset, label: ARTWORK_TEXTS.presetNames[preset] }))]}
      />
    </div>
  );
}

type FieldsProps = { initial: RequirementFormValues; errors: Errors; onEdit: (field: string) => void };

/** The print rules the file check holds a file to: ink limit, spot colours, pages and viewing distance. */
export function PrintRuleFields({ initial, errors, onEdit }: FieldsProps) {
  return (
    <>
      <TextField label={ARTWORK_TEXTS.inkLimitLabel} name="inkLimit" inputMode="numeric" defaultValue={initial.inkLimit} hint={ARTWORK_TEXTS.inkLimitHint} error={errors.inkLimit} onChange={() => onEdit('inkLimit')} />
      <TextField label={ARTWORK_TEXTS.pagesExpectedLabel} name="pagesExpected" inputMode="numeric" defaultValue={initial.pagesExpected} hint={ARTWORK_TEXTS.pagesExpectedHint} error={errors.pagesExpected} onChange={() => onEdit('pagesExpected')} />
      <div className={page.wide}>
        <TextField
          label={ARTWORK_TEXTS.viewingDistanceLabel}
          name="viewingDistanceM"
          inputMode="decimal"
          defaultValue={initial.viewingDistanceM}
          hint={ARTWORK_TEXTS.viewingDistanceHint}
          error={errors.viewingDistanceM}
          onChange={() => onEdit('viewingDistanceM')}
        />
      </div>
      <div className={page.wide}>
        <Checkbox label={ARTWORK_TEXTS.spotColoursLabel} hint={ARTWORK_TEXTS.spotColoursHint} name="spotColoursAllowed" defaultChecked={initial.spotColoursAllowed} error={errors.spotColoursAllowed} onChange={() => onEdit('spotColoursAllowed')} />
      </div>
    </>
  );
}
