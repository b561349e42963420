import { useEffect, useState } from 'react';
import { MATRIX_FILTERS, MATRIX_TEXTS, type MatrixFilter } from '../../../api/contract';
import { SearchInput } from '../../../design-system';
import { SEARCH_DELAY_MS } from '../../../machines/crud-list.machine';
import * as styles from './matrix.css';

type Props = {
  filter: MatrixFilter;
  search: string;
  onFilter: (filter: MatrixFilter) => void;
  /** Called once the typing pauses. */
  onSearch: (search: string) => void;
};

/** All / Missing / Overdue / Needs review, and the search by company, booth or email. */
export function MatrixFilters({ filter, search, onFilter, onSearch }: Props) {
  const [typed, setTyped] = useState(search);
  // The address changed (back, a link): the box follows it.
  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    if (typed.trim() === search.trim()) return undefined;
    const timer = setTimeout(() => onSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  return (
    <div className={styles.toolbar}>
      <div className={styles.filters} role="group" aria-label={MATRIX_TEXTS.filterLabel}>
        {MATRIX_FILTERS.map((name) => (
          <button key={name} type="button" className={styles.filter} aria-pressed={name === filter} onClick={() => onFilter(name)}>
            {MATRIX_TEXTS.filters[name]}
          </button>
        ))}
      </div>
      <div className={styles.search}>
        <SearchInput label={MATRIX_TEXTS.searchLabel} placeholder={MATRIX_TEXTS.searchPlaceholder} value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
    </div>
  );
}
