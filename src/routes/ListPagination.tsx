import { LIST_TEXTS } from '../api/contract';
import { Pagination } from '../design-system';

/** Previous / numbered pages / Next under a list, in the lists' own words (DESIGN.md 4). */
export function ListPagination({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      previousLabel={LIST_TEXTS.previous}
      nextLabel={LIST_TEXTS.next}
      label={LIST_TEXTS.pagination}
      pageLabel={LIST_TEXTS.pageLabel}
    />
  );
}
