import { can, type ImportCounts, type ImportReport, type ImportRequest, IMPORT_ACTIONS } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import { type Actor, changeableEvent } from './actor';
import { createCompanyAccount, updateCompanyDetails } from './company-account';
import { insertExhibitor, updateExhibitor } from './exhibitors-repository';
import { parseExhibitorsCsv } from './import-csv';
import { checkFile, type Planner, planImport, type PlannedRow } from './import-plan';
import { type Invitee, queueInvitations } from '../companies/invitation';

/**
 * Rows applied per transaction (about 40 ms of work on SQLite). Each transaction holds SQLite's one
 * connection, so other requests (a sign-in among them) wait at most for one batch, not for the file.
 */
export const IMPORT_BATCH_ROWS = 10;

function countsOf(rows: PlannedRow[]): ImportCounts {
  const counts = Object.fromEntries(IMPORT_ACTIONS.map((action) => [action, 0])) as ImportCounts;
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

function reportOf(committed: boolean, columns: string[], rows: PlannedRow[]): ImportReport {
  return {
    committed,
    columns,
    rows: rows.map(({ rowNumber, action, reasons, email, companyName, companyId, shown, cells }) => ({
      rowNumber,
      action,
      reasons,
      email,
      companyName,
      companyId: shown ? companyId : null,
      cells,
    })),
    counts: countsOf(rows),
  };
}

/** Applies the planned rows in order; answers the new companies to invite. A linked company is the planner's to see from then on. */
async function applyPlan(trx: DbOrTrx, actorId: number, eventId: number, rows: PlannedRow[]): Promise<Invitee[]> {
  const invitees: Invitee[] = [];
  for (const row of rows) {
    if (row.create) {
      const created = await createCompanyAccount(trx, actorId, row.create);
      row.companyId = created.companyId;
      invitees.push({ userId: created.userId, email: row.create.email, firstname: row.create.firstname, companyName: row.create.companyName });
    }
    if (row.companyId === null) continue;
    if (row.companyChanges) await updateCompanyDetails(trx, actorId, row.companyId, row.companyChanges);
    if (row.newLink) {
      await insertExhibitor(trx, { eventId, companyId: row.companyId, ...row.newLink });
      row.companyName ??= row.storedName;
      row.shown = true;
    }
    if (row.linkChanges) await updateExhibitor(trx, eventId, row.companyId, row.linkChanges);
  }
  return invitees;
}

const plannerOf = (actor: Actor): Planner => ({ mayChangeCompanies: can(actor.user.role, 'manageCompanies'), organiserId: actor.organiserId });

/**
 * The exhibitors CSV: a preview that changes nothing, or, with `commit`, every row that is not
 * refused applied, IMPORT_BATCH_ROWS rows per transaction. Each batch is planned again inside its
 * transaction, so the report is what happened; `committedBatch` hears the companies each batch
 * created as soon as it is committed (a later batch failing leaves the earlier ones, and importing
 * the file again finishes the job: what was done is then Unchanged).
 */
export async function importExhibitors(
  db: Db,
  actor: Actor,
  eventId: number,
  request: ImportRequest,
): Promise<ImportReport> {
  await changeableEvent(db, actor, eventId);
  const parsed = parseExhibitorsCsv(request.csv);
  const file = checkFile(parsed);
  const planner = plannerOf(actor);
  if (!request.commit) return reportOf(false, parsed.columns, await planImport(db, eventId, file, planner));

  const rows: PlannedRow[] = [];
  for (let from = 0; from < parsed.records.length; from += IMPORT_BATCH_ROWS) {
    const batch = await db.transaction().execute(async (trx) => {
      const event = await changeableEvent(trx, actor, eventId);
      const planned = await planImport(trx, eventId, file, planner, from, from + IMPORT_BATCH_ROWS);
      const created = await applyPlan(trx, actor.user.id, eventId, planned);
      // The batch's invitations land with its companies, or neither does.
      await queueInvitations(trx, created, event.name);
      await recordAudit(trx, { actorId: actor.user.id, action: 'event.exhibitors-import', subjectType: 'event', subjectId: eventId });
      return planned;
    });
    rows.push(...batch);
    // SQLite's driver is synchronous: a batch holds the event loop as well as the connection. A
    // turn of the loop lets what came meanwhile (a sign-in among them) be read and queued first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return reportOf(true, parsed.columns, rows);
}
