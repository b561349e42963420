import { ARTWORK_FORMATS, type Requirement, type RequirementBodyInput, wallClockOf } from '../../api/contract';
import { instantInZone } from '../shared/zoned-time';

const MB = 1024 * 1024;

/** The form's text fields; formats and chosen exhibitors are checkboxes read apart. */
export const TEXT_FIELDS = ['name', 'description', 'widthMm', 'heightMm', 'bleedMm', 'minDpi', 'colourMode', 'maxMb', 'deadlineDate', 'deadlineTime', 'appliesTo'] as const;
export type RequirementFormValues = Record<(typeof TEXT_FIELDS)[number], string> & { required: boolean; formats: string[]; companyIds: string[] };

/** A number as typed; blank and non-numbers stay what they are, so the contract's message says what is wrong. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** What a new requirement starts with: the usual print file, due a week before the event's day at 17:00. */
export function initialValues(requirement: Requirement | null, zone: string): RequirementFormValues {
  if (!requirement) {
    return {
      name: '', description: '', widthMm: '', heightMm: '', bleedMm: '0', minDpi: '', colourMode: '', maxMb: '200',
      deadlineDate: '', deadlineTime: '17:00', appliesTo: 'all', required: true, formats: ['pdf', 'png', 'jpg'], companyIds: [],
    };
  }
  const { date, time } = wallClockOf(requirement.deadline, zone);
  return {
    name: requirement.name,
    description: requirement.description ?? '',
    widthMm: String(requirement.widthMm),
    heightMm: String(requirement.heightMm),
    bleedMm: String(requirement.bleedMm),
    minDpi: requirement.minDpi === null ? '' : String(requirement.minDpi),
    colourMode: requirement.colourMode ?? '',
    maxMb: String(Math.round((requirement.maxBytes / MB) * 100) / 100),
    deadlineDate: date,
    deadlineTime: time,
    appliesTo: requirement.appliesTo,
    required: requirement.required,
    formats: [...requirement.formats],
    companyIds: requirement.companyIds.map(String),
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
    minDpi: values.minDpi.trim() === '' ? null : numberOf(values.minDpi),
    colourMode: values.colourMode === 'RGB' || values.colourMode === 'CMYK' ? values.colourMode : null,
    maxBytes: Number.isFinite(maxMb) ? Math.round(maxMb * MB) : Number.NaN,
    deadline: instantInZone(values.deadlineDate, values.deadlineTime, zone),
    appliesTo: values.appliesTo === 'chosen' ? 'chosen' : 'all',
    companyIds: values.companyIds.map(Number),
  };
}

/** Reads the form as it stands. */
export function readForm(form: HTMLFormElement): RequirementFormValues {
  const data = new FormData(form);
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { ...text, required: data.get('required') === 'on', formats: data.getAll('formats').map(String), companyIds: data.getAll('companyIds').map(String) };
}
