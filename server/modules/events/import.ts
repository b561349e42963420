import { can, type ImportCounts, type ImportReport, type ImportRequest, IMPORT_ACTIONS } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { generatePassword, hashPassword } from '../../lib/password';
import { recordAudit } from '../audit/repository';
import { type Actor, changeableEvent } from './actor';
import { createCompanyAccount, updateCompanyDetails } from './company-account';
import { insertExhibitor, updateExhibitor } from './exhibitors-repository';
import { parseExhibitorsCsv } from './import-csv';
import { planImport, type PlannedRow } from './import-plan';
import { type Invitee, queueInvitations } from './invitation';

function countsOf(rows: PlannedRow[]): ImportCounts {
  const counts = Object.fromEntries(IMPORT_ACTIONS.map((action) => [action, 0])) as ImportCounts;
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

function reportOf(committed: boolean, columns: string[], rows: PlannedRow[]): ImportReport {
  return {
    committed,
    columns,
    rows: rows.map(({ rowNumber, action, reasons, email, companyName, companyId, cells }) => ({ rowNumber, action, reasons, email, companyName, companyId, cells })),
    counts: countsOf(rows),
  };
}

/** Random passwords nobody knows, hashed before the transaction so it stays short. */
async function passwordHashes(count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let at = 0; at < count; at += 4) {
    hashes.push(...(await Promise.all(Array.from({ length: Math.min(4, count - at) }, () => hashPassword(generatePassword())))));
  }
  return hashes;
}

/** Applies the planned rows in order; answers the new companies to invite. */
async function applyPlan(trx: DbOrTrx, actorId: number, eventId: number, rows: PlannedRow[], hashes: string[]): Promise<Invitee[]> {
  const invitees: Invitee[] = [];
  for (const row of rows) {
    if (row.create) {
      const created = await createCompanyAccount(trx, actorId, row.create, hashes.pop() ?? (await hashPassword(generatePassword())));
      row.companyId = created.companyId;
      invitees.push({ userId: created.userId, email: row.create.email, firstname: row.create.firstname, companyName: row.create.companyName });
    }
    if (row.companyId === null) continue;
    if (row.companyChanges) await updateCompanyDetails(trx, actorId, row.companyId, row.companyChanges);
    if (row.newLink) await insertExhibitor(trx, { eventId, companyId: row.companyId, ...row.newLink });
    if (row.linkChanges) await updateExhibitor(trx, eventId, row.companyId, row.linkChanges);
  }
  return invitees;
}

/**
 * The exhibitors CSV: a preview that changes nothing, or, with `commit`, every row that is not
 * refused applied in one transaction (planned again inside it, so the report is what happened).
 */
export async function importExhibitors(
  db: Db,
  actor: Actor,
  eventId: number,
  request: ImportRequest,
): Promise<{ report: ImportReport }> {
  const event = await changeableEvent(db, actor, eventId);
  const parsed = parseExhibitorsCsv(request.csv);
  const mayChangeCompanies = can(actor.user.role, 'manageCompanies');
  const preview = await planImport(db, eventId, parsed, mayChangeCompanies);
  if (!request.commit) return { report: reportOf(false, parsed.columns, preview) };

  const hashes = await passwordHashes(preview.filter((row) => row.action === 'create').length);
  return db.transaction().execute(async (trx) => {
    await changeableEvent(trx, actor, eventId);
    const rows = await planImport(trx, eventId, parsed, mayChangeCompanies);
    const invitees = await applyPlan(trx, actor.user.id, eventId, rows, hashes);
    await queueInvitations(trx, invitees, event.name);
    await recordAudit(trx, { actorId: actor.user.id, action: 'event.exhibitors-import', subjectType: 'event', subjectId: eventId });
    return { report: reportOf(true, parsed.columns, rows) };
  });
}
