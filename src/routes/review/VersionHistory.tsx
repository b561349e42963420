import { Link } from '@tanstack/react-router';
import { REVIEW_TEXTS, type ArtworkReview, type ArtworkVersion } from '../../api/contract';
import { Card, Inline, Stack, Text } from '../../design-system';
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
      <Stack as="ol" gap={3} aria-label={REVIEW_TEXTS.historyTitle}>
        {versions.map((version) => {
          const current = version.id === currentId;
          return (
            <Stack as="li" gap={3} className={styles.historyItem} key={version.id} aria-current={current}>
              <Inline align="baseline">
                <Text as="h3" size="sm" weight="semibold" tone="strong">{REVIEW_TEXTS.versionLabel(version.version)}</Text>
                {current ? (
                  <Text as="span" size="sm" tone="muted">{REVIEW_TEXTS.thisVersion}</Text>
                ) : (
                  version.submittedAt && (
                    <Link to="/review/$versionId" params={{ versionId: String(version.id) }} className={linkButton}>
                      {REVIEW_TEXTS.openVersion(version.version)}
                    </Link>
                  )
                )}
              </Inline>
              <Text size="sm" tone="default" breakWords>{version.originalName}</Text>
              <Text size="sm" tone="muted" title={version.submittedAt ? viewerHint(version.submittedAt, timeZone) : undefined}>
                {version.submittedAt ? REVIEW_TEXTS.submittedOn(instantText(version.submittedAt, timeZone)) : REVIEW_TEXTS.notSubmitted}
                {version.uploadedBy && ` · ${REVIEW_TEXTS.uploadedBy(version.uploadedBy)}`}
              </Text>
              <VersionDecisions reviews={reviewsOf(reviews, version.id)} timeZone={timeZone} />
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
