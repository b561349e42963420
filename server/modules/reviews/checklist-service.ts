import { REVIEW_CHECKLIST_MESSAGES, type TickBody, unticked, type VersionChecklist } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import type { Actor } from '../events/actor';
import { checklistOf } from '../requirements/checklist';
import { checklistItemsOf, setTick } from '../requirements/checklist-repository';
import { decidableVersion, reviewableVersion } from './decidable';
import { flowPlaceOf } from './flow-standing';
import { refuseGuestElsewhere } from './guest-reach';
import { isGuest } from '../guests/access';

/** The checklist of a submitted version, for the reviewers of its event. */
export async function versionChecklistOf(db: Db, actor: Actor, versionId: number): Promise<VersionChecklist> {
  return checklistOf(db, await reviewableVersion(db, actor, versionId));
}

/** Sets or takes back the actor's own tick on an item of the version, while the version waits for its decision. */
export async function tickItem(db: Db, actor: Actor, versionId: number, itemId: number, body: TickBody): Promise<VersionChecklist> {
  return db.transaction().execute(async (trx) => {
    const version = await decidableVersion(trx, actor, versionId, REVIEW_CHECKLIST_MESSAGES.decided);
    // A guest ticks where it decides: at a stage it holds, while the version waits there.
    if (isGuest(actor)) await refuseGuestElsewhere(trx, actor, version, await flowPlaceOf(trx, version));
    const items = (await checklistItemsOf(trx, [version.requirement_id])).get(version.requirement_id)!;
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) throw new AppError('notFound', { message: REVIEW_CHECKLIST_MESSAGES.itemNotFound });
    await setTick(trx, { versionId, itemId, reviewerId: actor.user.id }, body.ticked);
    await recordAudit(trx, { actorId: actor.user.id, action: body.ticked ? 'artwork.checklist-tick' : 'artwork.checklist-untick', subjectType: 'artwork', subjectId: versionId, detail: item.text });
    return checklistOf(trx, version);
  });
}

/** Refuses an approval until the approving reviewer has ticked every required item on the version. */
export async function refuseUntilTicked(db: DbOrTrx, actor: Actor, version: VersionRow): Promise<void> {
  const missing = unticked(await checklistOf(db, version), actor.user.id);
  if (missing.length > 0) throw new AppError('conflict', { message: REVIEW_CHECKLIST_MESSAGES.incomplete(missing.map((item) => item.text)) });
}
