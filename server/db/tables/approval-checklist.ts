import type { Generated, Selectable } from 'kysely';

/** One thing a reviewer confirms before approving a requirement's artwork. */
export interface RequirementChecklistItemsTable {
  id: Generated<number>;
  requirement_id: number;
  /** Order in the list, from 0. */
  position: number;
  text: string;
  /** 0 or 1: approving waits for a required item's tick. */
  required: number;
  created_at: string;
}
export type ChecklistItemRow = Selectable<RequirementChecklistItemsTable>;

/** A reviewer's tick of one checklist item on one version. */
export interface ChecklistTicksTable {
  version_id: number;
  item_id: number;
  reviewer_id: number;
  ticked_at: string;
}
export type ChecklistTickRow = Selectable<ChecklistTicksTable>;
