import { isIsoDate } from '../../api/contract';
import { listSearch } from '../shared/list-search';

/** The audit log's page and filters as the address carries them. */
export interface AuditSearch {
  page?: number;
  /** An area ("artwork") or an action ("artwork.review"). */
  action?: string;
  actorId?: number;
  /** Whole UTC days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

const kept = <T,>(value: unknown, ok: (value: string) => boolean) => (typeof value === 'string' && ok(value) ? (value as T) : undefined);

/**
 * The audit log's address: anything unreadable is left out rather than refused, so a mangled link
 * still opens the log. Plain code, like listSearch (whose reading of a page also reads the person):
 * the route table is in the first download.
 */
export function auditSearch(raw: Record<string, unknown>): AuditSearch {
  const found: AuditSearch = {
    page: listSearch(raw).page,
    action: kept(raw.action, (value) => /^[a-z-]+(\.[a-z-]+)?$/.test(value)),
    actorId: listSearch({ page: raw.actorId }).page,
    from: kept(raw.from, isIsoDate),
    to: kept(raw.to, isIsoDate),
  };
  return JSON.parse(JSON.stringify(found)) as AuditSearch;
}
