import type { ColumnType, Generated, Selectable } from 'kysely';

/** Who did what to which record, and when. No foreign keys: the trail outlives the rows it names. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: number | null;
  /** What the action alone does not say, as a key: a review's decision, an email template (see audit/details.ts). */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export type AuditLogRow = Selectable<AuditLogTable>;
