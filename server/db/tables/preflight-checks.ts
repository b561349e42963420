import type { Selectable } from 'kysely';
import type { CheckState } from '../../../src/api/contract';

/** A version's file check, run by the jobs runner: one row a version, its latest run. */
export interface PreflightChecksTable {
  version_id: number;
  /** 1 for the check at upload, then one more each time staff run it again. */
  run: number;
  state: CheckState;
  pages_done: number;
  /** Known once the check has read the file's structure. */
  pages_total: number | null;
  /** Who asked for the run: the uploader, or the staff member who ran it again. */
  requested_by: number | null;
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
}
export type PreflightCheckRow = Selectable<PreflightChecksTable>;

/** One checked page's findings (JSON of PreflightFinding[]), kept while its check runs. */
export interface PreflightCheckPagesTable {
  version_id: number;
  page: number;
  findings: string;
}
