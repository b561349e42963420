import * as z from 'zod/mini';
import { TEXT_MAX } from './accounts';
import { email, language, optionalText, STATUSES } from './common';
import { localeOfTag, LOCALE_NAMES, LOCALES } from './i18n/locales';
import { BOOTH_MAX } from './event-exhibitors';
import { EVENT_MESSAGES, IMPORT_TEXTS, MESSAGES } from './texts';

/**
 * POST /api/event/{id}/exhibitors/import: the exhibitors CSV. `commit: false` answers the preview
 * and changes nothing; `commit: true` applies every row that is not refused in one transaction and
 * answers the report. Rows are matched by email, without regard to case, within the file and
 * against existing companies, so importing the same file twice creates nothing the second time.
 * A blank cell never erases a stored value.
 */

/** The columns a file may carry, in the sample's order. Headers match without regard to case, spaces, `_` or `-`. */
export const IMPORT_COLUMNS = [
  { key: 'companyName', label: 'Company Name' },
  { key: 'productCategory', label: 'Product Category' },
  { key: 'boothSize', label: 'Booth Size' },
  { key: 'contactPerson', label: 'Contact Person' },
  { key: 'email', label: 'Email' },
  { key: 'firstname', label: 'First Name' },
  { key: 'lastname', label: 'Last Name' },
  { key: 'booth', label: 'Booth' },
  { key: 'status', label: 'Status' },
  { key: 'language', label: 'Language' },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumnKey[] = ['email'];
/** The company fields a new company needs; on an existing one a blank keeps the stored value. */
export const COMPANY_IMPORT_FIELDS = ['companyName', 'productCategory', 'boothSize', 'contactPerson'] as const;

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_CHARS = 2_000_000;
export const SAMPLE_CSV_PATH = '/samples/exhibitors.csv';

/** `Company Name`, `company_name`, `COMPANYNAME` → `companyName`; unknown headers → undefined. */
export function importColumnOf(header: string): ImportColumnKey | undefined {
  const normal = header.toLowerCase().replace(/[\s_-]+/g, '');
  return IMPORT_COLUMNS.find((column) => column.label.toLowerCase().replace(/\s+/g, '') === normal)?.key;
}

export const importRequest = z.object({
  csv: z
    .string({ error: IMPORT_TEXTS.csvRequired })
    .check(z.minLength(1, IMPORT_TEXTS.csvRequired), z.maxLength(IMPORT_MAX_CHARS, MESSAGES.payloadTooLarge)),
  commit: z._default(z.optional(z.boolean({ error: IMPORT_TEXTS.commitInvalid })), false),
});
export type ImportRequest = z.output<typeof importRequest>;
export type ImportRequestInput = z.input<typeof importRequest>;

/** A language as people type it: its code or a browser's tag (`de`, `de-AT`, `zh-CN`), or its own name (`Deutsch`, `العربية`). */
const languageOfCell = (value: string) => localeOfTag(value) ?? LOCALES.find((locale) => LOCALE_NAMES[locale].toLowerCase() === value.toLowerCase()) ?? value;

/** One row's cells, each rule as the Add Exhibitor form's; blank is null. */
export const importRowFields = z.object({
  companyName: optionalText(TEXT_MAX),
  productCategory: optionalText(TEXT_MAX),
  boothSize: optionalText(TEXT_MAX),
  contactPerson: optionalText(TEXT_MAX),
  email: email(MESSAGES.emailRequired),
  firstname: optionalText(100),
  lastname: optionalText(100),
  booth: optionalText(BOOTH_MAX),
  // A status as people type it: “active”, “ACTIVE” and “Active” are Active.
  status: z.pipe(
    z.pipe(
      optionalText(20),
      z.transform((value) => (value === null ? null : (STATUSES.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value))),
    ),
    z.nullable(z.enum(STATUSES, { error: EVENT_MESSAGES.exhibitorStatusInvalid })),
  ),
  // A new company's language (its invitation and screens speak it); an existing account keeps the one its owner chose.
  language: z.pipe(z.pipe(optionalText(40), z.transform((value) => (value === null ? null : languageOfCell(value)))), z.nullable(language)),
});
export type ImportRowFields = z.output<typeof importRowFields>;

/**
 * create: a new company, linked to the event. update: an existing company or its link changes
 * (reasons say what). link: an existing company joins the event as it is. unchanged: already at
 * the event, nothing to change. refuse: nothing happens for this row (reasons say why).
 */
export const IMPORT_ACTIONS = ['create', 'update', 'link', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importRow = z.object({
  /** The row's number in the file as a spreadsheet shows it: the header is row 1. */
  rowNumber: z.number().check(z.int()),
  action: z.enum(IMPORT_ACTIONS),
  reasons: z.array(z.string()),
  email: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  /** The company the row matched or created; null for a refused row and for a create not yet committed. */
  companyId: z.nullable(z.number().check(z.int())),
  /** The row's cells as the file had them, in the order of `columns`: refused rows can be written back to CSV. */
  cells: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRow>;

export const importCounts = z.object({
  create: z.number().check(z.int()),
  update: z.number().check(z.int()),
  link: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
  refuse: z.number().check(z.int()),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const importReport = z.object({
  /** False: a preview, nothing changed. True: every row not refused was applied. */
  committed: z.boolean(),
  /** The file's header cells, as written. */
  columns: z.array(z.string()),
  rows: z.array(importRow),
  counts: importCounts,
});
export type ImportReport = z.infer<typeof importReport>;
