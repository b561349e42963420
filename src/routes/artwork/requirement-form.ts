import { ARTWORK_FORMATS, type Requirement, type RequirementBodyInput, REQUIREMENT_PRESETS, type RequirementPreset, wallClockOf } from '../../api/contract';
import { instantInZone } from '../shared/zoned-time';

const MB = 1024 * 1024;

/** The form's text fields; formats and chosen exhibitors are checkboxes read apart. */
export const TEXT_FIELDS = [
  'name', 'description', 'widthMm', 'heightMm', 'bleedMm', 'minDpi', 'colourMode', 'inkLimit', 'pagesExpected', 'viewingDistanceM', 'maxMb', 'deadlineDate', 'deadlineTime', 'appliesTo',
] as const;
/** A checklist item as the editor holds it: an existing one keeps its id (and its ticks). */
export type ChecklistRow = { id?: number; text: string; required: boolean };
export type RequirementFormValues = Record<(typeof TEXT_FIELDS)[number], string> & { required: boolean; spotColoursAllowed: boolean; formats: string[]; companyIds: string[]; checklist: ChecklistRow[] };

/** Empty for null, else the number as typed. */
const textOf = (value: number | null) => (value === null ? '' : String(value));
/** Blank is null (the contract's default), else the number as typed for the contract to check. */
const nullableNumberOf = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** A number as typed; blank and non-numbers stay what they are, so the contract's message says what is wrong. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** What a new requirement starts with: the usual print file, due a week before the event's day at 17:00. */
export function initialValues(requirement: Requirement | null, zone: string): RequirementFormValues {
  if (!requirement) {
    return {
      name: '', description: '', widthMm: '', heightMm: '', bleedMm: '0', minDpi: '', colourMode: '', inkLimit: '', pagesExpected: '', viewingDistanceM: '', maxMb: '200',
      deadlineDate: '', deadlineTime: '17:00', appliesTo: 'all', required: true, spotColoursAllowed: false, formats: ['pdf', 'png', 'jpg'], companyIds: [], checklist: [],
    };
  }
  const { date, time } = wallClockOf(requirement.deadline, zone);
  return {
    name: requirement.name,
    description: requirement.description ?? '',
    widthMm: String(requirement.widthMm),
    heightMm: String(requirement.heightMm),
    bleedMm: String(requirement.bleedMm),
    minDpi: textOf(requirement.minDpi),
    colourMode: requirement.colourMode ?? '',
    inkLimit: textOf(requirement.inkLimit),
    spotColoursAllowed: requirement.spotColoursAllowed,
    pagesExpected: textOf(requirement.pagesExpected),
    viewingDistanceM: textOf(requirement.viewingDistanceM),
    maxMb: String(Math.round((requirement.maxBytes / MB) * 100) / 100),
    deadlineDate: date,
    deadlineTime: time,
    appliesTo: requirement.appliesTo,
    required: requirement.required,
    formats: [...requirement.formats],
    companyIds: requirement.companyIds.map(String),
    checklist: requirement.checklist.map(({ id, text, required }) => ({ id, text, required })),
  };
}

/** The request body for the form's values (the deadline on the event's clock); the contract's schema then checks it. */
export function bodyOf(values: RequirementFormValues, zone: string): RequirementBodyInput {
  const maxMb = numberOf(values.maxMb);
  return {
    name: values.name,
    description: values.description,
    required: values.required,
    formats: values.formats.filter((format): format is (typeof ARTWORK_FORMATS)[number] => (ARTWORK_FORMATS as readonly string[]).includes(format)),
    widthMm: numberOf(values.widthMm),
    heightMm: numberOf(values.heightMm),
    bleedMm: values.bleedMm.trim() === '' ? 0 : numberOf(values.bleedMm),
    minDpi: nullableNumberOf(values.minDpi),
    colourMode: values.colourMode === 'RGB' || values.colourMode === 'CMYK' ? values.colourMode : null,
    inkLimit: nullableNumberOf(values.inkLimit),
    spotColoursAllowed: values.spotColoursAllowed,
    pagesExpected: nullableNumberOf(values.pagesExpected),
    viewingDistanceM: nullableNumberOf(values.viewingDistanceM),
    maxBytes: Number.isFinite(maxMb) ? Math.round(maxMb * MB) : Number.NaN,
    deadline: instantInZone(values.deadlineDate, values.deadlineTime, zone),
    appliesTo: values.appliesTo === 'chosen' ? 'chosen' : 'all',
    companyIds: values.companyIds.map(Number),
    checklist: values.checklist,
  };
}

/** Reads the form as it stands. */
export function readForm(form: HTMLFormElement): RequirementFormValues {
  const data = new FormData(form);
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const ids = data.getAll('checklistId').map(String);
  const requiredRows = new Set(data.getAll('checklistRequired').map(String));
  const checklist = data.getAll('checklistText').map((entry, index) => ({ ...(ids[index] ? { id: Number(ids[index]) } : {}), text: String(entry), required: requiredRows.has(String(index)) }));
  return { ...text, required: data.get('required') === 'on', spotColoursAllowed: data.get('spotColoursAllowed') === 'on', formats: data.getAll('formats').map(String), companyIds: data.getAll('companyIds').map(String), checklist };
}

/** The form's values a preset sets: formats, bleed and colour, and every print rule. */
export function presetValues(preset: RequirementPreset): Pick<RequirementFormValues, 'formats' | 'bleedMm' | 'minDpi' | 'colourMode' | 'inkLimit' | 'spotColoursAllowed' | 'viewingDistanceM'> {
  const rules = REQUIREMENT_PRESETS[preset];
  return {
    formats: [...rules.formats],
    bleedMm: String(rules.bleedMm),
    minDpi: textOf(rules.minDpi),
    colourMode: rules.colourMode,
    inkLimit: textOf(rules.inkLimit),
    spotColoursAllowed: rules.spotColoursAllowed,
    viewingDistanceM: textOf(rules.viewingDistanceM),
  };
}

/**
 * Writes values into the form's fields as if typed (the form is uncontrolled: what it shows is
 * what readForm sends), and names each field written so that its message can go.
 */
export function fillForm(form: HTMLFormElement, values: Partial<RequirementFormValues>): string[] {
  const written: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const box of field) if (box instanceof HTMLInputElement) box.checked = Array.isArray(value) && (value as unknown[]).includes(box.value);
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === true;
    else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = String(value);
    else continue;
    written.push(name);
  }
  return written;
}
