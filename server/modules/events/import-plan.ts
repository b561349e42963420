import {
  COMPANY_IMPORT_FIELDS,
  IMPORT_COLUMNS,
  IMPORT_TEXTS,
  type ImportAction,
  type ImportColumnKey,
  type ImportRowFields,
  importRowFields,
  namesFromContact,
  type Status,
} from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { CompanyDetails, NewCompany } from './company-account';
import { accountsByEmail, companiesSeenByOrganiser, linksAt } from './exhibitors-repository';
import type { CsvRecord, ParsedCsv } from './import-csv';

/** What one row will do, and the changes that doing it takes. */
export interface PlannedRow {
  rowNumber: number;
  cells: string[];
  action: ImportAction;
  reasons: string[];
  email: string | null;
  /** The file's company name; for a company the planner already sees, the stored one when the cell is blank. */
  companyName: string | null;
  companyId: number | null;
  /** Whether the planner may be told which company the row matched (its id and stored name). */
  shown: boolean;
  storedName: string | null;
  create?: NewCompany;
  companyChanges?: CompanyDetails;
  newLink?: { booth: string | null; status: Status };
  linkChanges?: { booth?: string | null; status?: Status };
}

const labelOf = (key: ImportColumnKey) => IMPORT_COLUMNS.find((column) => column.key === key)!.label;

/**
 * Who plans. Admins and owner/admins see and change every company; an organiser sees only the
 * companies exhibiting at its own events, so a row matching any other company tells it nothing the
 * file does not (neither the company's id and name, nor whether the file's details match it).
 */
export interface Planner {
  mayChangeCompanies: boolean;
  organiserId: number | null;
}

type Checked = { record: CsvRecord; fields: ImportRowFields } | { record: CsvRecord; refused: string[] };

/** Reads a row's cells with the contract's rules; a blank cell is null. */
function check(record: CsvRecord, keys: ParsedCsv['keys']): Checked {
  const extra = record.cells.slice(keys.length).some((cell) => cell.trim() !== '');
  if (extra) return { record, refused: [IMPORT_TEXTS.reasonFieldCount] };
  const input = Object.fromEntries(keys.flatMap((key, index) => (key ? [[key, record.cells[index] ?? '']] : [])));
  const result = importRowFields.safeParse(input);
  if (result.success) return { record, fields: result.data };
  return {
    record,
    refused: result.error.issues.map((issue) => IMPORT_TEXTS.reasonInvalid(labelOf(issue.path[0] as ImportColumnKey), issue.message)),
  };
}

/** The fields whose non-blank cell differs from what is stored. */
function differences<K extends string>(cells: Partial<Record<K, string | null>>, stored: Record<K, string | null>, keys: readonly K[]): K[] {
  return keys.filter((key) => cells[key] != null && cells[key] !== stored[key]);
}

/** Every row of the file read with the contract's rules, and the first valid row of each email. */
export interface CheckedFile {
  rows: Checked[];
  firstRowOf: Map<string, number>;
}

export function checkFile(parsed: ParsedCsv): CheckedFile {
  const rows = parsed.records.map((record) => check(record, parsed.keys));
  const firstRowOf = new Map<string, number>();
  for (const row of rows) if ('fields' in row && !firstRowOf.has(row.fields.email.toLowerCase())) firstRowOf.set(row.fields.email.toLowerCase(), row.record.rowNumber);
  return { rows, firstRowOf };
}

/**
 * Decides the rows `from`..`to` of the file (all by default) against the file itself and the
 * database: the first valid row of an email counts, later ones are refused; an email of an account
 * that is not a company is refused; a new email creates a company (which needs its four details);
 * an existing company is linked, and its non-blank cells update it when the planner may change
 * companies, else are left as stored.
 */
export async function planImport(db: DbOrTrx, eventId: number, file: CheckedFile, planner: Planner, from = 0, to = file.rows.length): Promise<PlannedRow[]> {
  const { firstRowOf } = file;
  const checked = file.rows.slice(from, to);
  const emails = [...new Set(checked.flatMap((row) => ('fields' in row ? [row.fields.email.toLowerCase()] : [])))];

  const accounts = new Map((await accountsByEmail(db, emails)).map((account) => [account.email_lower, account]));
  const companyIds = [...accounts.values()].flatMap((account) => (account.company_id === null ? [] : [account.company_id]));
  const links = await linksAt(db, eventId, companyIds);
  const seen = planner.mayChangeCompanies ? null : planner.organiserId === null ? new Set<number>() : await companiesSeenByOrganiser(db, planner.organiserId, companyIds);
  const sees = (companyId: number) => seen === null || seen.has(companyId);

  return checked.map((row): PlannedRow => {
    const base = { rowNumber: row.record.rowNumber, cells: row.record.cells, email: null, companyName: null, companyId: null, shown: false, storedName: null };
    if ('refused' in row) return { ...base, action: 'refuse', reasons: row.refused };
    const { fields } = row;
    const emailLower = fields.email.toLowerCase();
    const named = { ...base, email: fields.email, companyName: fields.companyName };
    const firstRow = firstRowOf.get(emailLower)!;
    if (firstRow !== row.record.rowNumber) return { ...named, action: 'refuse', reasons: [IMPORT_TEXTS.reasonDuplicate(firstRow)] };

    const account = accounts.get(emailLower);
    if (!account) {
      const missing = COMPANY_IMPORT_FIELDS.filter((key) => fields[key] === null);
      if (missing.length > 0) return { ...named, action: 'refuse', reasons: missing.map((key) => IMPORT_TEXTS.reasonRequired(labelOf(key))) };
      const company = { companyName: fields.companyName!, productCategory: fields.productCategory!, boothSize: fields.boothSize!, contactPerson: fields.contactPerson! };
      const names = namesFromContact(company.contactPerson, company.companyName);
      return {
        ...named,
        action: 'create',
        reasons: [],
        shown: true,
        create: { ...company, email: fields.email, firstname: fields.firstname ?? names.firstname, lastname: fields.lastname ?? names.lastname, ...(fields.language ? { language: fields.language } : {}) },
        newLink: { booth: fields.booth, status: fields.status ?? 'Active' },
      };
    }
    if (account.company_id === null) return { ...named, action: 'refuse', reasons: [IMPORT_TEXTS.reasonNotCompany] };

    const shown = sees(account.company_id);
    const stored = {
      companyName: account.company_name,
      productCategory: account.product_category,
      boothSize: account.booth_size,
      contactPerson: account.contact_person,
    };
    // A company the planner does not see is not compared with the file: the answer would confirm guesses.
    const companyDiffs = shown ? differences(fields, stored, COMPANY_IMPORT_FIELDS) : COMPANY_IMPORT_FIELDS.filter((key) => fields[key] !== null);
    const reasons = planner.mayChangeCompanies ? companyDiffs.map((key) => IMPORT_TEXTS.reasonChanged(labelOf(key))) : [];
    if (!planner.mayChangeCompanies && companyDiffs.length > 0) reasons.push(IMPORT_TEXTS.reasonCompanyKept);
    const companyChanges = planner.mayChangeCompanies && companyDiffs.length > 0 ? Object.fromEntries(companyDiffs.map((key) => [key, fields[key]!])) : undefined;
    const matched = {
      ...named,
      companyName: fields.companyName ?? (shown ? account.company_name : null),
      companyId: account.company_id,
      shown,
      storedName: account.company_name,
      companyChanges,
    };

    const link = links.get(account.company_id);
    if (!link) {
      return { ...matched, action: companyChanges ? 'update' : 'link', reasons, newLink: { booth: fields.booth, status: fields.status ?? 'Active' } };
    }
    const linkDiffs = differences(fields, link, ['booth', 'status'] as const);
    reasons.push(...linkDiffs.map((key) => IMPORT_TEXTS.reasonChanged(labelOf(key))));
    const linkChanges = linkDiffs.length > 0 ? Object.fromEntries(linkDiffs.map((key) => [key, fields[key]])) : undefined;
    return { ...matched, action: companyChanges || linkChanges ? 'update' : 'unchanged', reasons, linkChanges };
  });
}
