/** Which rows a page holds, read from the nearer end of the newest-first order. */
export interface PageWindow {
  /** 'desc' reads newest first from `offset`; 'asc' reads oldest first, and the rows are then reversed. */
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * Page `page` of `limit` rows among `total`, newest first; null past the end. A page nearer the end
 * is read from the other end with the mirrored offset, so the last page costs what the first does.
 */
export function pageWindow(total: number, page: number, limit: number): PageWindow | null {
  const offset = (page - 1) * limit;
  if (offset >= total) return null;
  const rows = Math.min(limit, total - offset);
  if (offset + rows / 2 <= total / 2) return { order: 'desc', offset, limit: rows };
  return { order: 'asc', offset: total - offset - rows, limit: rows };
}
