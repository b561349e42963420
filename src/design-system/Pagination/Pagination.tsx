import { Button } from '../Button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { pageItems } from './page-items';
import * as styles from './Pagination.css';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Names the navigation landmark, e.g. "Pagination". */
  label: string;
  /** Accessible name of a page button, e.g. (n) => `Page ${n}`; the number alone otherwise. */
  pageLabel?: (page: number) => string;
};

export function Pagination({ page, totalPages, onPageChange, previousLabel, nextLabel, label, pageLabel }: PaginationProps) {
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };
  return (
    <nav aria-label={label} className={styles.nav}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeftIcon size={18} />
        {previousLabel}
      </Button>
      <ul className={styles.pages}>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={pageLabel?.(item)}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => go(page + 1)}>
        {nextLabel}
        <ChevronRightIcon size={18} />
      </Button>
    </nav>
  );
}
