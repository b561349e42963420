import * as z from 'zod/mini';
import { ARTWORK_STATUSES } from './artwork';
import { listQuery } from './paging';
import { waitingStage } from './approval-standing';
import { MATRIX_FILTERS, type MatrixFilter } from './matrix-filters';
import { MATRIX_MESSAGES } from './texts';

/** The completeness matrix of an event: exhibitors × requirements, each cell where it stands. */
export { MATRIX_FILTERS, type MatrixFilter } from './matrix-filters';


export const matrixCell = z.object({
  requirementId: z.number().check(z.int()),
  /** null when the requirement does not apply to this exhibitor (chosen for others). */
  status: z.nullable(z.enum(ARTWORK_STATUSES)),
  /** The latest submitted version, if any. */
  versionId: z.nullable(z.number().check(z.int())),
  version: z.nullable(z.number().check(z.int())),
  /** This exhibitor's deadline: the requirement's, or a later one it was granted. */
  deadline: z.string(),
  extended: z.boolean(),
  /** The latest submitted version came in after the deadline. */
  late: z.boolean(),
  /** The stage the latest submitted version waits at, when its event has an approval flow. */
  stage: z.nullable(waitingStage),
});
export type MatrixCell = z.infer<typeof matrixCell>;

export const matrixRow = z.object({
  company: z.object({ id: z.number().check(z.int()), name: z.string(), booth: z.nullable(z.string()), email: z.string() }),
  cells: z.array(matrixCell),
});
export type MatrixRow = z.infer<typeof matrixRow>;

export const matrix = z.object({
  requirements: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), deadline: z.string(), required: z.boolean() })),
  rows: z.array(matrixRow),
  /** Cells of every exhibitor (not only this page) by status: the matrix's summary. */
  counts: z.record(z.string(), z.number()),
  totalItems: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  currentPage: z.number().check(z.int()),
});
export type Matrix = z.infer<typeof matrix>;

const filter = z._default(z.optional(z.enum(MATRIX_FILTERS, { error: MATRIX_MESSAGES.filterInvalid })), 'all');

/** GET /api/event/{id}/matrix: a page of exhibitors with the filter; `search` matches company names. */
export const matrixQuery = z.extend(listQuery, { filter });
export type MatrixQuery = z.output<typeof matrixQuery>;

/** GET /api/event/{id}/matrix.csv: every row the filter and the search keep, as the screen shows them. */
export const matrixExportQuery = z.object({ filter, search: listQuery.shape.search });
export type MatrixExportQuery = z.output<typeof matrixExportQuery>;

/** Whether a row belongs under a filter: one of its cells is missing, overdue, or waits for review. */
export function rowMatches(cells: readonly { status: MatrixCell['status'] }[], wanted: MatrixFilter): boolean {
  if (wanted === 'all') return true;
  const statuses = new Set(cells.map((cell) => cell.status));
  if (wanted === 'missing') return statuses.has('Missing') || statuses.has('Overdue');
  if (wanted === 'overdue') return statuses.has('Overdue');
  return statuses.has('Submitted');
}
