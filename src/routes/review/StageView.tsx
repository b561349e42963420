import { APPROVAL_FLOW_TEXTS as T, type ArtworkReview, formatDay, type NamedStanding, REVIEW_TEXTS, type StageStanding, zoneSuffix } from '../../api/contract';
import { Badge, type BadgeTone, Card, Stack, Text } from '../../design-system';
import { decisionLabel } from '../shared/decision-label';
import { countdownWords, lastDayCountdownOf } from '../shared/countdown-words';
import { instantText, viewerHint } from '../shared/dates';
import { comment as commentStyle, decision as decisionStyle } from '../shared/version-notes.css';
import * as styles from './review.css';
import { shownLocale, t, useT } from '../../i18n';

/** Each stage's state in its own tone; the badge names it in words too. */
const STAGE_TONES: Record<StageStanding['state'], BadgeTone> = { waiting: 'neutral', open: 'info', approved: 'success', changes_requested: 'warning', skipped: 'neutral' };

type Props = {
  flow: NamedStanding;
  /** The decisions on the version, for the comments the standing does not carry. */
  reviews: readonly ArtworkReview[];
  /** Now, for the time left (a story or a test fixes it). */
  now?: number;
};

/** The names of these reviewers, as the standing names them. */
export const namesOf = (flow: NamedStanding, ids: readonly number[]) => ids.map((id) => flow.reviewers.find((reviewer) => reviewer.id === id)?.name ?? t(T.unknownReviewer));

/**
 * Where the version stands in its approval flow: each stage in order with its name, rule and state,
 * who has decided there (with their comment and time), who it still waits for, and the time left
 * on the event's clock. An event without a flow of its own has nothing more to say than the
 * decision panel does: nothing shows.
 */
export function StageView({ flow, reviews, now = Date.now() }: Props) {
  useT();
  if (!flow.ownFlow) return null;
  return (
    <Card title={t(T.stagesTitle)}>
      <ol className={styles.stageList} aria-label={t(T.stagesTitle)}>
        {flow.stages.map((stage, position) => (
          <StageItem key={`${position}-${stage.name}`} flow={flow} stage={stage} position={position} reviews={reviews} now={now} />
        ))}
      </ol>
    </Card>
  );
}

function StageItem({ flow, stage, position, reviews, now }: { flow: NamedStanding; stage: StageStanding; position: number; reviews: readonly ArtworkReview[]; now: number }) {
  useT();
  const open = stage.state === 'open';
  const zone = flow.timeZone;
  const countdown = open && stage.dueOn ? lastDayCountdownOf(stage.dueOn, zone, now) : null;
  return (
    <li className={styles.stageItem} aria-current={open ? 'step' : undefined} aria-label={t(T.stageNumber, { position: position + 1, count: flow.stages.length })}>
      <div className={styles.stageHead}>
        <span className={styles.stagePlace} aria-hidden>
          {position + 1}
        </span>
        <Text as="h3" size="sm" weight="semibold" tone="strong" className={styles.stageName}>
          {stage.name}
        </Text>
        <Badge tone={STAGE_TONES[stage.state]}>{t(T.stageStates[stage.state])}</Badge>
      </div>
      <Text size="sm" tone="muted">
        {t(T.stageNumber, { position: position + 1, count: flow.stages.length })} · {t(T.rules[stage.rule])}
      </Text>
      {countdown && (
        <Text size="sm" tone={countdown.due === 'past' ? 'error' : 'default'}>
          {t(T.dueOn, { day: `${formatDay(stage.dueOn!, shownLocale())} ${zoneSuffix(zone)}` })} · <strong>{countdownWords(countdown)}</strong>
        </Text>
      )}
      {stage.decided.length > 0 && (
        <ul className={styles.stageDecisions}>
          {stage.decided.map((decided) => {
            const [name] = decided.reviewerId === null ? [t(T.unknownReviewer)] : namesOf(flow, [decided.reviewerId]);
            const comment = reviews.find((review) => review.versionId === flow.versionId && review.reviewerId === decided.reviewerId && review.createdAt === decided.createdAt)?.comment;
            return (
              <Stack as="li" gap={1} className={decisionStyle} key={`${decided.reviewerId}-${decided.createdAt}`}>
                <Text size="sm" tone="default" title={viewerHint(decided.createdAt, zone)}>
                  {t(REVIEW_TEXTS.decisionBy, { decision: t(decisionLabel(decided)), who: name!, when: instantText(decided.createdAt, zone) })}
                </Text>
                {comment && <p className={commentStyle}>{comment}</p>}
              </Stack>
            );
          })}
        </ul>
      )}
      {open && (
        <Text size="sm" tone="default" weight="medium">
          {stage.awaited === null ? t(T.awaitingAnyReviewer) : t(T.awaiting, { names: namesOf(flow, stage.awaited).join(', ') })}
        </Text>
      )}
    </li>
  );
}
