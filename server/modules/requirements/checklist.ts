import type { VersionChecklist } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { checklistItemsOf, ticksOfVersion } from './checklist-repository';

/** The version's checklist: its requirement's items, each with every reviewer's tick on this version. */
export async function checklistOf(db: DbOrTrx, version: Pick<VersionRow, 'id' | 'requirement_id'>): Promise<VersionChecklist> {
  const items = (await checklistItemsOf(db, [version.requirement_id])).get(version.requirement_id)!;
  const ticks = await ticksOfVersion(db, version.id);
  return {
    versionId: version.id,
    items: items.map((item) => ({
      id: item.id,
      text: item.text,
      required: item.required === 1,
      ticks: ticks.filter((tick) => tick.item_id === item.id).map((tick) => ({ reviewerId: tick.reviewer_id, reviewer: tick.reviewer, tickedAt: tick.ticked_at })),
    })),
  };
}
