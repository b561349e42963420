import { useEffect, useState } from 'react';
import { MATRIX_FILTERS, MATRIX_TEXTS, type MatrixFilter } from '../../api/contract';
import { Inline, SearchInput, SegmentedControl } from '../../design-system';
import { SEARCH_DELAY_MS } from '../../machines/crud-list.machine';
import * as styles from './matrix.css';
import { useT } from '../../i18n';

type Props = {
  filter: MatrixFilter;
  search: string;
  onFilter: (filter: MatrixFilter) => void;
  /** Called once the typing pauses. */
  onSearch: (search: string) => void;
};

/** All / Missing / Overdue / Needs review (one chosen, as radios), and the search by company, booth or email. */
export function MatrixFilters({ filter, search, onFilter, onSearch }: Props) {
  const t = useT();
  const [typed, setTyped] = useState(search);
  // The address changed (back, a link): the box follows it.
  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    if (typed.trim() === search.trim()) return undefined;
    const timer = setTimeout(() => onSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  return (
    <Inline gap={3} align="center" justify="between">
      <SegmentedControl
        label={t(MATRIX_TEXTS.filterLabel)}
        options={MATRIX_FILTERS.map((name) => ({ value: name, label: t(MATRIX_TEXTS.filters[name]) }))}
        value={filter}
        onChange={onFilter}
      />
      <div className={styles.search}>
        <SearchInput label={t(MATRIX_TEXTS.searchLabel)} placeholder={t(MATRIX_TEXTS.searchPlaceholder)} value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
    </Inline>
  );
}
