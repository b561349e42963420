import { Link } from '@tanstack/react-router';
import { REVIEW_TEXTS, type ArtworkReview, type ArtworkVersion } from '../../api/contract';
import { Card } from '../../design-system';
import { linkButton } from '../shared/section.css';
import { VersionDecisions } from '../shared/VersionDecisions';
import { instantText, viewerHint } from '../shared/dates';
import * as styles from './review.css';

type Props = { versions: readonly ArtworkVersion[]; reviews: readonly ArtworkReview[]; currentId: number; timeZone: string };

export const reviewsOf = (reviews: readonly ArtworkReview[], versionId: number) => reviews.filter((review) => review.versionId === versionId);

/** Every version the company uploaded for the requirement, newest first, with the decisions and comments on each. */
export function VersionHistory({ versions, reviews, currentId, timeZone }: Props) {
  return (
    <Card title={REVIEW_TEXTS.historyTitle}>
      <ol className={styles.history} aria-label={REVIEW_TEXTS.historyTitle}>
        {versions.map((version) => {
          const current = version.id === currentId;
          return (
            <li key={version.id} className={styles.historyItem} aria-current={current}>
              <div className={styles.historyHeader}>
                <h3 className={styles.historyTitle}>{REVIEW_TEXTS.versionLabel(version.version)}</h3>
                {current ? (
                  <span className={styles.muted}>{REVIEW_TEXTS.thisVersion}</span>
                ) : (
                  version.submittedAt && (
                    <Link to="/review/$versionId" params={{ versionId: String(version.id) }} className={linkButton}>
                      {REVIEW_TEXTS.openVersion(version.version)}
                    </Link>
                  )
                )}
              </div>
              <p className={styles.text}>{version.originalName}</p>
              <p className={styles.muted} title={version.submittedAt ? viewerHint(version.submittedAt, timeZone) : undefined}>
                {version.submittedAt ? REVIEW_TEXTS.submittedOn(instantText(version.submittedAt, timeZone)) : REVIEW_TEXTS.notSubmitted}
                {version.uploadedBy && ` · ${REVIEW_TEXTS.uploadedBy(version.uploadedBy)}`}
              </p>
              <VersionDecisions reviews={reviewsOf(reviews, version.id)} timeZone={timeZone} />
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
