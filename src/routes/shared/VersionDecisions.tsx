import { APPROVAL_FLOW_TEXTS, ARTWORK_TEXTS, REVIEW_TEXTS, type ArtworkReview } from '../../api/contract';
import { useT } from '../../i18n';
import { Badge, Stack, Text } from '../../design-system';
import { decisionLabel } from './decision-label';
import { DECISION_TONES } from './decision-tones';
import { instantText, viewerHint } from './dates';
import * as styles from './version-notes.css';

/** The decisions taken on one version, newest first, each with its stage (in a flow), comment and reasons, in the screens' language. */
export function VersionDecisions({ reviews, timeZone }: { reviews: readonly ArtworkReview[]; timeZone: string }) {
  const t = useT();
  if (reviews.length === 0) return <Text size="sm" tone="muted">{t(REVIEW_TEXTS.noDecisions)}</Text>;
  return (
    <Stack as="ul" gap={2}>
      {reviews.map((review) => (
        <Stack as="li" gap={1} className={styles.decision} key={review.id}>
          <span>
            <Badge tone={DECISION_TONES[review.decision]}>{t(decisionLabel(review))}</Badge>
          </span>
          <Text size="sm" tone="muted" title={viewerHint(review.createdAt, timeZone)}>
            {t(ARTWORK_TEXTS.decisionBy, { decision: t(decisionLabel(review)), who: review.reviewer ?? 'none', when: instantText(review.createdAt, timeZone) })}
          </Text>
          {review.stageName && (
            <Text size="sm" tone="default">
              {t(APPROVAL_FLOW_TEXTS.atStage, { stage: review.stageName })}
            </Text>
          )}
          {review.comment && <p className={styles.comment}>{review.comment}</p>}
          {review.reasons.length > 0 && (
            <Text size="sm" tone="default" breakWords>
              {t(REVIEW_TEXTS.reasonsLabel)}: {review.reasons.map((reason) => t(REVIEW_TEXTS.reasons[reason])).join(', ')}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
