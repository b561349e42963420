import { Link } from '@tanstack/react-router';
import { MATRIX_TEXTS, type MatrixCell, REMINDER_TEXTS, REVIEW_TEXTS } from '../../api/contract';
import { WaitingStageLines } from '../shared/WaitingStageLines';
import { Badge, Stack, visuallyHidden } from '../../design-system';
import { STATUS_TONES } from '../shared/requirement-facts';
import { useT } from '../../i18n';
import { instantText, viewerHint } from '../shared/dates';
import * as styles from './matrix.css';

type Props = {
  cell: MatrixCell;
  company: string;
  requirement: string;
  timeZone: string;
  onExtend: () => void;
};

/**
 * One exhibitor on one requirement: the status in words and in its colour (the checklist's tones),
 * opening the review of the latest submission when there is one; the approval stage it waits at;
 * "Late" and "Extended to …"; and
 * Extend, while there is still something to hand in or an extension to change.
 */
export function MatrixCellView({ cell, company, requirement, timeZone, onExtend }: Props) {
  const t = useT();
  if (cell.status === null) return <span className={styles.extended}>{t(MATRIX_TEXTS.notApplicable)}</span>;
  const badge = <Badge tone={STATUS_TONES[cell.status]}>{t(cell.status)}</Badge>;
  return (
    <Stack gap={1} align="start">
      {cell.versionId !== null && cell.version !== null ? (
        <Link to="/review/$versionId" params={{ versionId: String(cell.versionId) }} className={styles.reviewLink}>
          {badge}{' '}
          <span className={styles.versionMark}>{t(MATRIX_TEXTS.versionMark, { version: cell.version })}</span>
          <span className={visuallyHidden}>{`, ${t(REVIEW_TEXTS.openReviewOf, { company, requirement })}`}</span>
        </Link>
      ) : (
        badge
      )}
      {cell.stage && <WaitingStageLines stage={cell.stage} timeZone={timeZone} />}
      {cell.late && <span className={styles.late}>{t(REMINDER_TEXTS.late)}</span>}
      {cell.extended && (
        <span className={styles.extended} title={viewerHint(cell.deadline, timeZone)}>
          {t(REMINDER_TEXTS.extendedTo, { when: instantText(cell.deadline, timeZone) })}
        </span>
      )}
      {(cell.status !== 'Approved' || cell.extended) && (
        <button type="button" className={styles.extend} onClick={onExtend}>
          {t(MATRIX_TEXTS.extendShort)}{' '}
          <span className={visuallyHidden}>{t(MATRIX_TEXTS.extendWhose, { company, requirement })}</span>
        </button>
      )}
    </Stack>
  );
}
