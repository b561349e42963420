import {
  ARTWORK_MESSAGES,
  formatBytes,
  REVIEW_CHECKLIST_MESSAGES,
  type Requirement,
  type RequirementBody,
  ROLES,
} from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { RequirementRow } from '../../db/tables/artwork';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { storedKeysOf } from '../../storage/stored-keys-repository';
import { checklistItemsOf, replaceChecklistItems } from './checklist-repository';
import { callOff, planRemoval, type Removal } from '../../storage/file-removals';
import { type Actor, changeableEvent, readableEvent } from '../events/actor';
import {
  chosenCompaniesOf,
  deleteRequirement as deleteRequirementRow,
  exhibitorsAmong,
  findRequirement,
  formatsOf,
  printSizeOf,
  insertRequirement,
  type RequirementFields,
  requirementsOfEvent,
  setChosenCompanies,
  updateRequirement as updateRequirementRow,
  versionCountsOf,
} from './repository';

export const templateUrl = (id: number) => `/api/requirement/${id}/template`;

/**
 * Rows as the API answers them, with their chosen companies and version counts. An exhibiting
 * company (`ownCompanyId`) sees only its own: its versions counted, itself alone among the chosen.
 */
export async function toRequirements(db: DbOrTrx, rows: readonly RequirementRow[], ownCompanyId?: number): Promise<Requirement[]> {
  const ids = rows.map((row) => row.id);
  const [chosen, counts, checklists] = await Promise.all([chosenCompaniesOf(db, ids), versionCountsOf(db, ids, ownCompanyId), checklistItemsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    description: row.description,
    required: row.required === 1,
    formats: formatsOf(row),
    ...printSizeOf(row),
    minDpi: row.min_dpi,
    colourMode: row.colour_mode,
    inkLimit: row.ink_limit,
    spotColoursAllowed: Number(row.spot_colours_allowed) === 1,
    pagesExpected: row.pages_expected,
    viewingDistanceM: row.viewing_distance_m === null ? null : Number(row.viewing_distance_m),
    maxBytes: Number(row.max_bytes),
    deadline: row.deadline,
    appliesTo: row.applies_to,
    companyIds: (chosen.get(row.id) ?? []).filter((id) => ownCompanyId === undefined || id === ownCompanyId),
    template: row.template_key && row.template_name ? { name: row.template_name, bytes: Number(row.template_bytes), url: templateUrl(row.id) } : null,
    checklist: (checklists.get(row.id) ?? []).map((item) => ({ id: item.id, text: item.text, required: item.required === 1 })),
    versionCount: counts.get(row.id) ?? 0,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

const toRequirement = async (db: DbOrTrx, row: RequirementRow) => (await toRequirements(db, [row]))[0]!;

/** The requirement and its event, if the actor may read it: a company only one that applies to it. */
export async function readableRequirement(db: DbOrTrx, actor: Actor, id: number): Promise<RequirementRow> {
  const row = await findRequirement(db, id);
  if (!row) throw new AppError('notFound', { message: ARTWORK_MESSAGES.requirementNotFound });
  await readableEvent(db, actor, row.event_id);
  if (actor.user.role === ROLES.exhibitor) {
    const applying = await requirementsOfEvent(db, row.event_id, actor.companyId ?? 0);
    if (!applying.some((candidate) => candidate.id === id)) throw new AppError('notFound', { message: ARTWORK_MESSAGES.requirementNotFound });
  }
  return row;
}

/** The requirement, if the actor may change its event: 404 when there is none, 403 when not theirs. */
export async function changeableRequirement(db: DbOrTrx, actor: Actor, id: number): Promise<RequirementRow> {
  const row = await findRequirement(db, id);
  if (!row) throw new AppError('notFound', { message: ARTWORK_MESSAGES.requirementNotFound });
  await changeableEvent(db, actor, row.event_id);
  return row;
}

async function fieldsOf(db: DbOrTrx, eventId: number, body: RequirementBody, uploadMaxBytes: number): Promise<RequirementFields> {
  if (body.maxBytes > uploadMaxBytes) {
    const message = ARTWORK_MESSAGES.maxBytesTooLarge(formatBytes(uploadMaxBytes));
    throw new AppError('invalidRequest', { message, errors: { maxBytes: message } });
  }
  if ((await exhibitorsAmong(db, eventId, body.companyIds)) !== body.companyIds.length) {
    throw new AppError('invalidRequest', { message: ARTWORK_MESSAGES.companyNotExhibitor, errors: { companyIds: ARTWORK_MESSAGES.companyNotExhibitor } });
  }
  return {
    name: body.name,
    description: body.description,
    required: body.required ? 1 : 0,
    formats: body.formats.join(','),
    width_mm: body.widthMm,
    height_mm: body.heightMm,
    bleed_mm: body.bleedMm,
    min_dpi: body.minDpi,
    colour_mode: body.colourMode,
    // Each print rule only when sent: undefined leaves the column as it is (or its default).
    ink_limit: body.inkLimit,
    spot_colours_allowed: body.spotColoursAllowed === undefined ? undefined : body.spotColoursAllowed ? 1 : 0,
    pages_expected: body.pagesExpected,
    viewing_distance_m: body.viewingDistanceM,
    max_bytes: body.maxBytes,
    deadline: body.deadline,
    applies_to: body.appliesTo,
  };
}

/** The checklist sent, if one was: an item id that is not the requirement's refuses the whole change. */
async function setChecklist(db: DbOrTrx, id: number, body: RequirementBody): Promise<void> {
  if (body.checklist === undefined) return;
  if (!(await replaceChecklistItems(db, id, body.checklist))) {
    throw new AppError('invalidRequest', { message: REVIEW_CHECKLIST_MESSAGES.unknownItem, errors: { checklist: REVIEW_CHECKLIST_MESSAGES.unknownItem } });
  }
}

export async function listRequirements(db: Db, actor: Actor, eventId: number): Promise<Requirement[]> {
  await readableEvent(db, actor, eventId);
  const companyId = actor.user.role === ROLES.exhibitor ? (actor.companyId ?? 0) : undefined;
  return toRequirements(db, await requirementsOfEvent(db, eventId, companyId), companyId);
}

export async function createRequirement(db: Db, actor: Actor, eventId: number, body: RequirementBody, uploadMaxBytes: number): Promise<Requirement> {
  return db.transaction().execute(async (trx) => {
    await changeableEvent(trx, actor, eventId);
    const row = await insertRequirement(trx, eventId, await fieldsOf(trx, eventId, body, uploadMaxBytes), actor.user.id);
    await setChosenCompanies(trx, row.id, body.companyIds);
    await setChecklist(trx, row.id, body);
    await recordAudit(trx, { actorId: actor.user.id, action: 'requirement.create', subjectType: 'requirement', subjectId: row.id });
    return toRequirement(trx, row);
  });
}

export async function updateRequirement(db: Db, actor: Actor, id: number, body: RequirementBody, uploadMaxBytes: number): Promise<Requirement> {
  return db.transaction().execute(async (trx) => {
    const current = await changeableRequirement(trx, actor, id);
    const row = await updateRequirementRow(trx, id, await fieldsOf(trx, current.event_id, body, uploadMaxBytes));
    await setChosenCompanies(trx, id, body.companyIds);
    await setChecklist(trx, id, body);
    await recordAudit(trx, { actorId: actor.user.id, action: 'requirement.update', subjectType: 'requirement', subjectId: id });
    return toRequirement(trx, row);
  });
}

/** Deletes the requirement with its versions; answers how many versions went and the removal of their files. */
export async function deleteRequirement(db: Db, actor: Actor, id: number): Promise<{ versionsRemoved: number; removal: Removal }> {
  return db.transaction().execute(async (trx) => {
    await changeableRequirement(trx, actor, id);
    const versionsRemoved = (await versionCountsOf(trx, [id])).get(id) ?? 0;
    const removal = await planRemoval(trx, await storedKeysOf(trx, { requirementId: id }));
    await deleteRequirementRow(trx, id);
    await recordAudit(trx, { actorId: actor.user.id, action: 'requirement.delete', subjectType: 'requirement', subjectId: id });
    return { versionsRemoved, removal };
  });
}

/**
 * Puts a new template file in place (stored under a key claimed by `claimKeys`, whose removal this
 * calls off); answers the requirement and the removal of the file it replaced.
 */
export async function setTemplate(
  db: Db,
  actor: Actor,
  id: number,
  template: { key: string; name: string; bytes: number; claim: Removal },
): Promise<{ requirement: Requirement; replaced: Removal }> {
  return db.transaction().execute(async (trx) => {
    const current = await changeableRequirement(trx, actor, id);
    const row = await updateRequirementRow(trx, id, { template_key: template.key, template_name: template.name, template_bytes: template.bytes });
    await callOff(trx, template.claim);
    const replaced = await planRemoval(trx, [current.template_key]);
    await recordAudit(trx, { actorId: actor.user.id, action: 'requirement.template', subjectType: 'requirement', subjectId: id });
    return { requirement: await toRequirement(trx, row), replaced };
  });
}
