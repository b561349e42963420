import { type Extension, type ExtensionBody, REMINDER_MESSAGES } from '../../../src/api/contract';
import { type Db, nowIso } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import type { Actor } from '../events/actor';
import { requirementForCompany } from '../requirements/repository';
import { changeableRequirement } from '../requirements/service';
import { deleteExtension, saveExtension } from '../requirements/extensions-repository';

const notAsked = () => new AppError('invalidRequest', { message: REMINDER_MESSAGES.requirementNotAsked, errors: { companyId: REMINDER_MESSAGES.requirementNotAsked } });

/** Grants (or moves) one company's later deadline for a requirement of an event the reviewer may change. */
export async function extendDeadline(db: Db, actor: Actor, requirementId: number, companyId: number, body: ExtensionBody): Promise<Extension> {
  return db.transaction().execute(async (trx) => {
    const requirement = await changeableRequirement(trx, actor, requirementId);
    if (!(await requirementForCompany(trx, requirementId, companyId))) throw notAsked();
    if (body.deadline <= requirement.deadline) {
      throw new AppError('invalidRequest', { message: REMINDER_MESSAGES.extensionNotLater, errors: { deadline: REMINDER_MESSAGES.extensionNotLater } });
    }
    const row = { requirement_id: requirementId, company_id: companyId, deadline: body.deadline, granted_by: actor.user.id, granted_at: nowIso() };
    await saveExtension(trx, row);
    await recordAudit(trx, { actorId: actor.user.id, action: 'artwork.extend', subjectType: 'company', subjectId: companyId });
    return { requirementId, companyId, deadline: row.deadline, grantedAt: row.granted_at };
  });
}

/** Puts the company back on the requirement's own deadline. 404 when it had no extension. */
export async function removeExtension(db: Db, actor: Actor, requirementId: number, companyId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await changeableRequirement(trx, actor, requirementId);
    if (!(await deleteExtension(trx, requirementId, companyId))) throw new AppError('notFound', { message: REMINDER_MESSAGES.noExtension });
    await recordAudit(trx, { actorId: actor.user.id, action: 'artwork.extension-remove', subjectType: 'company', subjectId: companyId });
  });
}
