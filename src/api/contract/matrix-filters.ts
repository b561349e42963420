/**
 * The completeness matrix's filters, without zod: the route table reads them from the first
 * download, where a schema module would pull zod in.
 */
export const MATRIX_FILTERS = ['all', 'missing', 'overdue', 'needs-review'] as const;
export type MatrixFilter = (typeof MATRIX_FILTERS)[number];
