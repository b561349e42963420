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
import { accountsByEmail, linksAt } from './exhibitors-repository';
import type { CsvRecord, ParsedCsv } from './import-csv';

/** What one row will do, and the changes that doing it takes. */
export interface PlannedRow {
  rowNumber: number;
  cells: string[];
  action: ImportAction;
  reasons: string[];
  email: string | null;
  companyName: string | null;
  companyId: number | null;
  create?: NewCompany;
  companyChanges?: CompanyDetails;
  newLink?: { booth: string | null; status: Status };
  linkChanges?: { booth?: string | null; status?: Status };
}

const labelOf = (key: ImportColumnKey) => IMPORT_COLUMNS.find((column) => column.key === key)!.label;

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

/**
 * Decides every row against the file itself and the database: the first valid row of an email
 * counts, later ones are refused; an email of an account that is not a company is refused; a new
 * email creates a company (which needs its four details); an existing company is linked, and its
 * non-blank cells update it when `mayChangeCompanies`, else are left as stored.
 */
export async function planImport(db: DbOrTrx, eventId: number, parsed: ParsedCsv, mayChangeCompanies: boolean): Promise<PlannedRow[]> {
  const checked = parsed.records.map((record) => check(record, parsed.keys));
  const firstRowOf = new Map<string, number>();
  for (const row of checked) if ('fields' in row && !firstRowOf.has(row.fields.email.toLowerCase())) firstRowOf.set(row.fields.email.toLowerCase(), row.record.rowNumber);

  const accounts = new Map((await accountsByEmail(db, [...firstRowOf.keys()])).map((account) => [account.email_lower, account]));
  const companyIds = [...accounts.values()].flatMap((account) => (account.company_id === null ? [] : [account.company_id]));
  const links = await linksAt(db, eventId, companyIds);

  return checked.map((row): PlannedRow => {
    const base = { rowNumber: row.record.rowNumber, cells: row.record.cells, email: null, companyName: null, companyId: null };
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
        create: { ...company, email: fields.email, firstname: fields.firstname ?? names.firstname, lastname: fields.lastname ?? names.lastname },
        newLink: { booth: fields.booth, status: fields.status ?? 'Active' },
      };
    }
    if (account.company_id === null) return { ...named, action: 'refuse', reasons: [IMPORT_TEXTS.reasonNotCompany] };

    const stored = {
      companyName: account.company_name,
      productCategory: account.product_category,
      boothSize: account.booth_size,
      contactPerson: account.contact_person,
    };
    const companyDiffs = differences(fields, stored, COMPANY_IMPORT_FIELDS);
    const reasons = mayChangeCompanies ? companyDiffs.map((key) => IMPORT_TEXTS.reasonChanged(labelOf(key))) : [];
    if (!mayChangeCompanies && companyDiffs.length > 0) reasons.push(IMPORT_TEXTS.reasonCompanyKept);
    const companyChanges = mayChangeCompanies && companyDiffs.length > 0 ? Object.fromEntries(companyDiffs.map((key) => [key, fields[key]!])) : undefined;
    const matched = { ...named, companyName: fields.companyName ?? account.company_name, companyId: account.company_id, companyChanges };

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
