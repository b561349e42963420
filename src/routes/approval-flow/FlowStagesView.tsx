import { APPROVAL_FLOW_EDITOR_TEXTS as T, APPROVAL_FLOW_TEXTS, type FlowStage, GUEST_TEXTS } from '../../api/contract';
import { Text } from '../../design-system';
import { useT } from '../../i18n';
import * as styles from './approval-flow.css';

/** A stored flow's stages in order, as read: name, rule (and who decides), reviewers, days and the skip setting. */
export function FlowStagesView({ stages }: { stages: readonly FlowStage[] }) {
  const t = useT();
  return (
    <ol className={styles.stages} aria-label={t(T.stagesLabel)}>
      {stages.map((stage, index) => {
        const decider = stage.reviewers.find((reviewer) => reviewer.userId === stage.deciderId);
        const facts = [decider ? t(T.decides, { name: decider.name }) : t(APPROVAL_FLOW_TEXTS.rules[stage.rule]), t(T.daysValue, { days: stage.days }), ...(stage.skipUnchanged ? [t(T.skipsUnchanged)] : [])];
        return (
          <li key={stage.name} className={`${styles.item} ${styles.stageRead}`}>
            <span className={styles.place} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <Text as="span" block tone="strong" weight="medium">
                {stage.name}
              </Text>
              <Text as="span" block size="sm" tone="muted">
                {facts.join(' · ')}
              </Text>
              <Text as="span" block size="sm" breakWords>
                {stage.reviewers.map((reviewer) => (reviewer.kind === 'guest' ? `${reviewer.email} (${t(GUEST_TEXTS.guestTag)})` : reviewer.name)).join(', ')}
              </Text>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
