import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { nowIso } from '../../db/schema';
import type { ChecklistItemRow } from '../../db/tables/approval-checklist';

/** The checklist items of these requirements, each list in order. */
export async function checklistItemsOf(db: DbOrTrx, requirementIds: readonly number[]): Promise<Map<number, ChecklistItemRow[]>> {
  const items = new Map<number, ChecklistItemRow[]>(requirementIds.map((id) => [id, []]));
  if (requirementIds.length === 0) return items;
  const rows = await db.selectFrom('requirement_checklist_items').selectAll().where('requirement_id', 'in', requirementIds).orderBy('requirement_id').orderBy('position').orderBy('id').execute();
  for (const row of rows) items.get(row.requirement_id)?.push(row);
  return items;
}

export type ChecklistItemFields = { id?: number; text: string; required: boolean };

/**
 * Makes the requirement's checklist the one given, in its order: items sent with their id keep it
 * (and the ticks made on them), items left out go (with their ticks), new ones are added. Answers
 * false, changing nothing, when an id sent is not one of the requirement's items.
 */
export async function replaceChecklistItems(db: DbOrTrx, requirementId: number, items: readonly ChecklistItemFields[]): Promise<boolean> {
  const current = (await checklistItemsOf(db, [requirementId])).get(requirementId)!;
  const kept = new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  if ([...kept].some((id) => !current.some((row) => row.id === id))) return false;
  const gone = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom('requirement_checklist_items').where('id', 'in', gone).execute();
  const now = nowIso();
  for (const [position, item] of items.entries()) {
    const fields = { text: item.text, required: item.required ? 1 : 0, position };
    if (item.id === undefined) await db.insertInto('requirement_checklist_items').values({ ...fields, requirement_id: requirementId, created_at: now }).execute();
    else await db.updateTable('requirement_checklist_items').set(fields).where('id', '=', item.id).execute();
  }
  return true;
}

/** Every reviewer's ticks on a version, with the reviewer's name, oldest first. */
export function ticksOfVersion(db: DbOrTrx, versionId: number) {
  return db
    .selectFrom('checklist_ticks as t')
    .innerJoin('users as u', 'u.id', 't.reviewer_id')
    .select(['t.item_id', 't.reviewer_id', 't.ticked_at', sql<string>`u.firstname || ' ' || u.lastname`.as('reviewer')])
    .where('t.version_id', '=', versionId)
    .orderBy('t.ticked_at')
    .orderBy('t.item_id')
    .execute();
}

/** Sets a reviewer's tick (kept with its first time if it is there already) or takes it back. */
export async function setTick(db: DbOrTrx, tick: { versionId: number; itemId: number; reviewerId: number }, ticked: boolean): Promise<void> {
  if (ticked) {
    await db
      .insertInto('checklist_ticks')
      .values({ version_id: tick.versionId, item_id: tick.itemId, reviewer_id: tick.reviewerId, ticked_at: nowIso() })
      .onConflict((conflict) => conflict.columns(['version_id', 'item_id', 'reviewer_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('checklist_ticks').where('version_id', '=', tick.versionId).where('item_id', '=', tick.itemId).where('reviewer_id', '=', tick.reviewerId).execute();
  }
}
