import {
  type AddExhibitorBody,
  EVENT_MESSAGES,
  type EventExhibitor,
  type EventExhibitorsPage,
  type ExhibitorAdded,
  namesFromContact,
  NEW_COMPANY_FIELDS,
  totalPagesFor,
  type UpdateExhibitorBody,
} from '../../../src/api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Db, DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../accounts/page-window';
import { recordAudit } from '../audit/repository';
import { type Actor, changeableEvent } from './actor';
import { createCompanyAccount, type NewCompany } from './company-account';
import {
  accountsByEmail,
  countExhibitors,
  deleteExhibitor,
  type ExhibitorJoinedRow,
  findExhibitor,
  insertExhibitor,
  isExhibiting,
  pageOfExhibitors,
  updateExhibitor as updateExhibitorRow,
} from './exhibitors-repository';
import { type Invitee, queueInvitations } from '../companies/invitation';

export const toExhibitor = (row: ExhibitorJoinedRow): EventExhibitor => ({
  companyId: row.company_id,
  companyName: row.company_name,
  productCategory: row.product_category,
  boothSize: row.booth_size,
  contactPerson: row.contact_person,
  email: row.email,
  booth: row.booth,
  status: row.status,
  invited: row.password_hash === null,
  createdAt: row.created_at,
});

async function exhibitorAt(db: DbOrTrx, eventId: number, companyId: number): Promise<EventExhibitor> {
  const row = await findExhibitor(db, eventId, companyId);
  if (!row) throw new AppError('notFound', { message: EVENT_MESSAGES.exhibitorNotFound });
  return toExhibitor(row);
}

export async function listExhibitors(db: Db, actor: Actor, eventId: number, page: number, limit: number): Promise<EventExhibitorsPage> {
  await changeableEvent(db, actor, eventId);
  const totalItems = await countExhibitors(db, eventId);
  const window = pageWindow(totalItems, page, limit);
  const rows = window ? await pageOfExhibitors(db, eventId, window) : [];
  return { exhibitors: rows.map(toExhibitor), totalItems, totalPages: totalPagesFor(totalItems, limit), currentPage: page };
}

/** A new company from the Add Exhibitor body: a 400 naming each detail it lacks. */
function newCompanyOf(body: AddExhibitorBody): NewCompany {
  const missing = Object.entries(NEW_COMPANY_FIELDS).filter(([key]) => body[key as keyof typeof NEW_COMPANY_FIELDS] === null);
  if (missing.length > 0) throw new AppError('invalidRequest', { message: EVENT_MESSAGES.newCompanyDetails, errors: Object.fromEntries(missing) });
  const details = { companyName: body.companyName!, productCategory: body.productCategory!, boothSize: body.boothSize!, contactPerson: body.contactPerson! };
  const names = namesFromContact(details.contactPerson, details.companyName);
  return {
    ...details,
    email: body.email,
    firstname: body.firstname ?? names.firstname,
    lastname: body.lastname ?? names.lastname,
    ...(body.language ? { language: body.language } : {}),
  };
}

/**
 * Links the exhibiting company with this email, as it is, or creates it (without a password, and
 * with an invitation to set its own). Answers what it did; the invitation is queued with it.
 */
export async function addExhibitor(
  db: Db,
  actor: Actor,
  eventId: number,
  body: AddExhibitorBody,
): Promise<ExhibitorAdded> {
  await changeableEvent(db, actor, eventId);
  const [account] = await accountsByEmail(db, [body.email.toLowerCase()]);
  if (account && account.company_id === null) throw new AppError('conflict', { message: EVENT_MESSAGES.emailNotCompany });
  const company = account ? null : newCompanyOf(body);
  try {
    return await db.transaction().execute(async (trx) => {
      const event = await changeableEvent(trx, actor, eventId);
      let companyId: number;
      let invitee: Invitee | null = null;
      if (account?.company_id) {
        companyId = account.company_id;
        if (await isExhibiting(trx, eventId, companyId)) throw new AppError('conflict', { message: EVENT_MESSAGES.alreadyExhibiting });
      } else {
        const created = await createCompanyAccount(trx, actor.user.id, company!);
        companyId = created.companyId;
        invitee = { userId: created.userId, email: company!.email, firstname: company!.firstname, companyName: company!.companyName };
        await queueInvitations(trx, [invitee], event.name);
      }
      await insertExhibitor(trx, { eventId, companyId, booth: body.booth, status: body.status });
      await recordAudit(trx, { actorId: actor.user.id, action: 'event.exhibitor-add', subjectType: 'event', subjectId: eventId });
      const added: ExhibitorAdded = { action: invitee ? 'create' : 'link', exhibitor: await exhibitorAt(trx, eventId, companyId) };
      return added;
    });
  } catch (error) {
    // Someone else took the email or made the link a moment ago.
    if (isUniqueViolation(error)) throw new AppError('conflict', { message: account ? EVENT_MESSAGES.alreadyExhibiting : EVENT_MESSAGES.emailNotCompany });
    throw error;
  }
}

export async function updateExhibitor(db: Db, actor: Actor, eventId: number, companyId: number, body: UpdateExhibitorBody): Promise<EventExhibitor> {
  return db.transaction().execute(async (trx) => {
    await changeableEvent(trx, actor, eventId);
    await exhibitorAt(trx, eventId, companyId);
    await updateExhibitorRow(trx, eventId, companyId, body);
    await recordAudit(trx, { actorId: actor.user.id, action: 'event.exhibitor-update', subjectType: 'event', subjectId: eventId });
    return exhibitorAt(trx, eventId, companyId);
  });
}

/** Removes the company from the event; the company itself stays. */
export async function removeExhibitor(db: Db, actor: Actor, eventId: number, companyId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await changeableEvent(trx, actor, eventId);
    if (!(await deleteExhibitor(trx, eventId, companyId))) throw new AppError('notFound', { message: EVENT_MESSAGES.exhibitorNotFound });
    await recordAudit(trx, { actorId: actor.user.id, action: 'event.exhibitor-remove', subjectType: 'event', subjectId: eventId });
  });
}
