import { LIST_TEXTS } from '../../api/contract';
import { Pagination } from '../../design-system';

/**
 * Previous / numbered pages / Next under a list, in the lists' own words (docs/decisions.md, decision 4). A page with
 * two lists names each one's (`label`), so that their navigation landmarks differ.
 */
export function ListPagination({ page, totalPages, onPageChange, label = LIST_TEXTS.pagination }: { page: number; totalPages: number; onPageChange: (page: number) => void; label?: string }) {
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      previousLabel={LIST_TEXTS.previous}
      nextLabel={LIST_TEXTS.next}
      label={label}
      pageLabel={LIST_TEXTS.pageLabel}
    />
  );
}
