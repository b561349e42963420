import { MATRIX_FILTERS, type MatrixFilter } from '../../api/contract/matrix-filters';
import type { MatrixView } from '../../machines/matrix.machine';
import { listSearch, type ListSearch } from '../shared/list-search';

/** The completeness matrix's filter, search and page as the event's address carries them. */
export interface MatrixSearch extends ListSearch {
  filter?: MatrixFilter;
}

const isFilter = (value: unknown): value is MatrixFilter => (MATRIX_FILTERS as readonly unknown[]).includes(value);

/**
 * As lists keep theirs (list-search.ts): anything unreadable is left out, so the matrix then shows
 * every exhibitor from page 1. "all" is the default and is left out too, for a shorter address.
 */
export function matrixSearch(raw: Record<string, unknown>): MatrixSearch {
  return { ...listSearch(raw), ...(isFilter(raw.filter) && raw.filter !== 'all' ? { filter: raw.filter } : {}) };
}

/** The query the matrix asks for: the address's, with its defaults filled in. */
export const matrixQueryOf = (raw: Record<string, unknown>): MatrixView => {
  const { filter = 'all', search = '', page = 1 } = matrixSearch(raw);
  return { filter, search, page };
};
