/** The completeness matrix on event details. */

export const MATRIX_TEXTS = {
  title: 'Artwork Completeness',
  filters: { all: 'All exhibitors', missing: 'Missing', overdue: 'Overdue', 'needs-review': 'Needs review' },
  exhibitor: 'Exhibitor',
  notApplicable: 'Not asked',
  exportCsv: 'Export CSV',
} as const;

export const MATRIX_MESSAGES = {
  filterInvalid: 'The filter is all, missing, overdue or needs-review.',
} as const;
