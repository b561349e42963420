import { APPROVAL_FLOW_TEXTS, formatDayIn, MATRIX_TEXTS, type WaitingStage } from '../../api/contract';
import * as styles from './waiting-stage.css';
import { shownLocale, useT } from '../../i18n';

/**
 * Where a submission waits in its event's approval flow, a line each: its stage and place, whom it
 * waits for, and its last day on the event's clock (marked once past). The matrix's cells and the
 * review lists show it.
 */
export function WaitingStageLines({ stage, timeZone }: { stage: WaitingStage; timeZone: string }) {
  const t = useT();
  const due = stage.dueOn && formatDayIn(stage.dueOn, timeZone, shownLocale());
  return (
    <>
      <span className={styles.stage}>{t(MATRIX_TEXTS.stageLine, { stage: stage.name, place: stage.place, count: stage.count })}</span>
      <span className={styles.quiet}>{stage.awaiting.length > 0 ? t(APPROVAL_FLOW_TEXTS.awaiting, { names: stage.awaiting.join(', ') }) : t(APPROVAL_FLOW_TEXTS.awaitingAnyReviewer)}</span>
      {due && <span className={stage.overdue ? styles.overdue : styles.quiet}>{stage.overdue ? t(MATRIX_TEXTS.stageOverdue, { day: due }) : t(APPROVAL_FLOW_TEXTS.dueOn, { day: due })}</span>}
    </>
  );
}
