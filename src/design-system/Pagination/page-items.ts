export type PageItem = number | 'gap';

/**
 * The page numbers to show: all of them when few, else the first, the last and the current
 * page's neighbours, with gaps between. The list length stays constant while paging.
 */
export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const slots = 2 * siblings + 5;
  if (totalPages <= slots) return Array.from({ length: totalPages }, (_, i) => i + 1);

  const current = Math.min(Math.max(page, 1), totalPages);
  const left = Math.max(current - siblings, 3);
  const right = Math.min(current + siblings, totalPages - 2);

  if (current - siblings <= 3) {
    const head = Array.from({ length: slots - 2 }, (_, i) => i + 1);
    return [...head, 'gap', totalPages];
  }
  if (current + siblings >= totalPages - 2) {
    const tail = Array.from({ length: slots - 2 }, (_, i) => totalPages - (slots - 3) + i);
    return [1, 'gap', ...tail];
  }
  const middle = Array.from({ length: right - left + 1 }, (_, i) => left + i);
  return [1, 'gap', ...middle, 'gap', totalPages];
}
