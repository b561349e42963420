import { LIST_TEXTS } from '../../api/contract';
import { Pagination } from '../../design-system';
import { useT } from '../../i18n';

/**
 * Previous / numbered pages / Next under a list, in the lists' own words (docs/decisions.md, decision 4). A page with
 * two lists names each one's (`label`, translated where the page is), so that their navigation landmarks differ.
 */
export function ListPagination({ page, totalPages, onPageChange, label }: { page: number; totalPages: number; onPageChange: (page: number) => void; label?: string }) {
  const t = useT();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      previousLabel={t(LIST_TEXTS.previous)}
      nextLabel={t(LIST_TEXTS.next)}
      label={label ?? t(LIST_TEXTS.pagination)}
      pageLabel={(number) => t(LIST_TEXTS.pageLabel, { page: number })}
    />
  );
}
