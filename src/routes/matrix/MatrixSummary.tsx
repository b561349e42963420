import { ARTWORK_STATUSES, MATRIX_TEXTS } from '../../api/contract';
import { Badge, Inline } from '../../design-system';
import { STATUS_TONES } from '../shared/requirement-facts';
import * as styles from './matrix.css';
import { useT } from '../../i18n';

/** The statuses counted: an optional requirement nothing was sent for is in no total. */
const COUNTED = ARTWORK_STATUSES.filter((status) => status !== 'Optional');

/** How the artwork of every exhibitor stands (not only this page's): each status in words, its colour and its count. */
export function MatrixSummary({ counts }: { counts: Record<string, number> }) {
  const t = useT();
  return (
    <Inline as="ul" gap={4} rowGap={2} aria-label={t(MATRIX_TEXTS.summaryLabel)}>
      {COUNTED.map((status) => (
        <li key={status} className={styles.summaryItem}>
          <Badge tone={STATUS_TONES[status]}>{t(status)}</Badge>
          {counts[status] ?? 0}
        </li>
      ))}
    </Inline>
  );
}
