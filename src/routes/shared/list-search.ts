import { type AccountStatusFilter, isAccountStatusFilter } from '../../api/contract/account-status-filters';

/** A list's page and search as the address carries them; an account list's status filter too. */
export interface ListSearch {
  page?: number;
  search?: string;
  status?: AccountStatusFilter;
}

/**
 * A list's page and search in the address, so that a reload or a shared link shows the same.
 * Anything unreadable is left out rather than refused: the list then starts from page 1. Plain
 * code rather than a schema: the route table is in the first download, and this keeps zod's
 * coercion and fallbacks out of it.
 */
export function listSearch(raw: Record<string, unknown>): ListSearch {
  const page = typeof raw.page === 'number' || typeof raw.page === 'string' ? Number(raw.page) : Number.NaN;
  const search = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search) : undefined;
  return { ...(Number.isInteger(page) && page > 0 ? { page } : {}), ...(search === undefined ? {} : { search }) };
}

/** An account list's page, search and status filter: an unknown status is left out (all). */
export const accountListSearch = (raw: Record<string, unknown>): ListSearch => ({
  ...listSearch(raw),
  ...(isAccountStatusFilter(raw.status) ? { status: raw.status } : {}),
});
