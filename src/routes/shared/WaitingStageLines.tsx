import { APPROVAL_FLOW_TEXTS, formatDayIn, MATRIX_TEXTS, type WaitingStage } from '../../api/contract';
import * as styles from './waiting-stage.css';

/**
 * Where a submission waits in its event's approval flow, a line each: its stage and place, whom it
 * waits for, and its last day on the event's clock (marked once past). The matrix's cells and the
 * review lists show it.
 */
export function WaitingStageLines({ stage, timeZone }: { stage: WaitingStage; timeZone: string }) {
  const due = stage.dueOn && formatDayIn(stage.dueOn, timeZone);
  return (
    <>
      <span className={styles.stage}>{MATRIX_TEXTS.stageLine(stage.name, stage.place, stage.count)}</span>
      <span className={styles.quiet}>{stage.awaiting.length > 0 ? APPROVAL_FLOW_TEXTS.awaiting(stage.awaiting) : APPROVAL_FLOW_TEXTS.awaitingAnyReviewer}</span>
      {due && <span className={stage.overdue ? styles.overdue : styles.quiet}>{stage.overdue ? MATRIX_TEXTS.stageOverdue(due) : APPROVAL_FLOW_TEXTS.dueOn(due)}</span>}
    </>
  );
}
