import { REVIEW_TEXTS, type ArtworkReview } from '../../api/contract';
import { Badge } from '../../design-system';
import { DECISION_TONES } from './decision-tones';
import { instantText, viewerHint } from './dates';
import * as styles from './version-notes.css';

/** The decisions taken on one version, newest first, each with its comment and reasons. */
export function VersionDecisions({ reviews, timeZone }: { reviews: readonly ArtworkReview[]; timeZone: string }) {
  if (reviews.length === 0) return <p className={styles.muted}>{REVIEW_TEXTS.noDecisions}</p>;
  return (
    <ul className={styles.decisions}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.decision}>
          <span>
            <Badge tone={DECISION_TONES[review.decision]}>{REVIEW_TEXTS.decisions[review.decision]}</Badge>
          </span>
          <p className={styles.muted} title={viewerHint(review.createdAt, timeZone)}>
            {REVIEW_TEXTS.decisionBy(REVIEW_TEXTS.decisions[review.decision], review.reviewer, instantText(review.createdAt, timeZone))}
          </p>
          {review.comment && <p className={styles.comment}>{review.comment}</p>}
          {review.reasons.length > 0 && (
            <p className={styles.text}>
              {REVIEW_TEXTS.reasonsLabel}: {review.reasons.map((reason) => REVIEW_TEXTS.reasons[reason]).join(', ')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
