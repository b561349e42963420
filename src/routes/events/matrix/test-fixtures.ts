import type { Matrix, MatrixCell, MatrixRow } from '../../../api/contract';

/** Poster (required) and Badge (optional), as the matrix's columns. */
export const REQUIREMENTS: Matrix['requirements'] = [
  { id: 11, name: 'Poster', deadline: '2026-12-01T16:00:00.000Z', required: true },
  { id: 12, name: 'Badge', deadline: '2026-12-05T16:00:00.000Z', required: false },
];

export const cellOf = (requirementId: number, overrides: Partial<MatrixCell> = {}): MatrixCell => ({
  requirementId,
  status: 'Missing',
  versionId: null,
  version: null,
  deadline: REQUIREMENTS.find((requirement) => requirement.id === requirementId)!.deadline,
  extended: false,
  late: false,
  ...overrides,
});

const rowOf = (id: number, name: string, booth: string | null, cells: [Partial<MatrixCell>, Partial<MatrixCell>]): MatrixRow => ({
  company: { id, name, booth, email: `hello@${name.split(' ')[0]!.toLowerCase()}.example` },
  cells: [cellOf(11, cells[0]), cellOf(12, cells[1])],
});

/** Acme: Poster approved (v2), Badge missing but extended. Bolt: Poster submitted late (v1), not asked for a Badge. Cobalt: overdue, changes requested. */
export const ACME = rowOf(1, 'Acme Co', 'A1', [{ status: 'Approved', versionId: 41, version: 2 }, { extended: true, deadline: '2026-12-10T16:00:00.000Z' }]);
export const BOLT = rowOf(2, 'Bolt Co', null, [{ status: 'Submitted', versionId: 42, version: 1, late: true }, { status: null }]);
export const COBALT = rowOf(3, 'Cobalt Ltd', 'C3', [{ status: 'Overdue' }, { status: 'Changes requested', versionId: 43, version: 1 }]);

/** Every cell of the three, by status. */
export const COUNTS = { Approved: 1, Missing: 1, Submitted: 1, Overdue: 1, 'Changes requested': 1 };

/** A page of the matrix as the server answers it. */
export const matrixPage = (rows: MatrixRow[], { page = 1, totalPages = 1, totalItems = rows.length } = {}): Matrix => ({
  requirements: REQUIREMENTS,
  rows,
  counts: COUNTS,
  totalItems,
  totalPages,
  currentPage: page,
});

/** The three exhibitors two a page, as filter "all" pages them, and "missing" keeping Acme and Cobalt. */
export const PAGES = {
  first: matrixPage([ACME, BOLT], { page: 1, totalPages: 2, totalItems: 3 }),
  second: matrixPage([COBALT], { page: 2, totalPages: 2, totalItems: 3 }),
  missing: matrixPage([ACME, COBALT]),
};
