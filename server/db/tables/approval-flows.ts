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

/** A stage's reviewer: a staff account, or a guest invited by email (its account made from the email). */
export interface ApprovalStageReviewersTable {
  stage_id: number;
  position: number;
  kind: 'staff' | 'guest';
  user_id: number;
}

/** A guest's access to a stage (by name) of an event: until the event ends or it is revoked. */
export interface GuestGrantsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  stage_name: string;
  invited_by: number | null;
  invited_at: string;
  revoked_by: number | null;
  revoked_at: string | null;
}
export type GuestGrantRow = Selectable<GuestGrantsTable>;

/** A version that reached a guest's stage (by name): the guest sees it while it holds that stage. */
export interface GuestVersionReachTable {
  user_id: number;
  version_id: number;
  stage_name: string;
  reached_at: string;
}
