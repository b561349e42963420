import type { Generated, Selectable } from 'kysely';

/** An event's approval flow (`requirement_id` null), or a requirement's own. */
export interface ApprovalFlowsTable {
  id: Generated<number>;
  event_id: number;
  requirement_id: number | null;
  updated_by: number | null;
  updated_at: string;
}
export type ApprovalFlowRow = Selectable<ApprovalFlowsTable>;

/** One stage of a flow, in `position` order from 0. */
export interface ApprovalStagesTable {
  id: Generated<number>;
  flow_id: number;
  position: number;
  name: string;
  rule: 'all' | 'any' | 'named';
  /** The approver who decides, for a `named` stage. */
  decider_id: number | null;
  days: number;
  /** 0 or 1: a file the stage approved unchanged skips it. */
  skip_unchanged: number;
}
export type ApprovalStageRow = Selectable<ApprovalStagesTable>;

/** A stage's reviewer: a staff account now (guests by email will be a second kind). */
export interface ApprovalStageReviewersTable {
  stage_id: number;
  position: number;
  kind: 'staff';
  user_id: number | null;
}
