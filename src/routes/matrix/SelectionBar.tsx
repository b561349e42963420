import { MATRIX_TEXTS, REMINDER_TEXTS } from '../../api/contract';
import { Button, Inline, MailIcon, Text } from '../../design-system';
import { linkButton } from '../shared/section.css';
import * as styles from './matrix.css';
import { useT } from '../../i18n';

type Props = {
  /** Exhibitors picked: on several pages, or every matching one. */
  count: number;
  allMatching: boolean;
  /** Every row of the page on screen is picked. */
  pageSelected: boolean;
  pageRows: number;
  totalItems: number;
  sending: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onRemind: () => void;
};

/**
 * Gmail's selection bar: how many are picked; once a page is, the offer to pick every matching
 * exhibitor on every page; and the reminder for them.
 */
export function SelectionBar({ count, allMatching, pageSelected, pageRows, totalItems, sending, onSelectAll, onClear, onRemind }: Props) {
  const t = useT();
  if (count === 0) {
    return (
      <div className={styles.selection} aria-live="polite">
        <Text size="sm" tone="muted">{t(MATRIX_TEXTS.selectHint)}</Text>
      </div>
    );
  }
  return (
    // The same element either way, so that what is picked is announced as it changes.
    <div className={styles.selection} role="group" aria-label={t(MATRIX_TEXTS.selectedCount, { count })} aria-live="polite">
      <span className={styles.selectionCount}>{t(MATRIX_TEXTS.selectedCount, { count })}</span>
      {allMatching ? (
        <span>{t(MATRIX_TEXTS.allMatchingSelected, { count: totalItems })}</span>
      ) : (
        pageSelected &&
        totalItems > count && (
          <>
            <span>{t(MATRIX_TEXTS.pageSelected, { count: pageRows })}</span>
            <button type="button" className={linkButton} onClick={onSelectAll} disabled={sending}>
              {t(MATRIX_TEXTS.selectAllMatching, { count: totalItems })}
            </button>
          </>
        )
      )}
      <Inline as="span" gap={3} align="center" className={styles.selectionActions}>
        <button type="button" className={linkButton} onClick={onClear} disabled={sending}>
          {t(MATRIX_TEXTS.clearSelection)}
        </button>
        <Button size="sm" loading={sending} onClick={onRemind}>
          {!sending && <MailIcon size={16} />}
          {sending ? t(MATRIX_TEXTS.sending) : allMatching ? t(REMINDER_TEXTS.remindAll, { count: totalItems }) : t(REMINDER_TEXTS.remindSelected, { count })}
        </Button>
      </Inline>
    </div>
  );
}
