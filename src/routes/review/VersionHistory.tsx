import { Link } from '@tanstack/react-router';
import { REVIEW_TEXTS, versionValue, type ArtworkReview, type ArtworkVersion } from '../../api/contract';
import { useT } from '../../i18n';
import { Card, Inline, Stack, Text } from '../../design-system';
import { linkButton } from '../shared/section.css';
import { VersionDecisions } from '../shared/VersionDecisions';
import { instantText, viewerHint } from '../shared/dates';
import * as styles from './review.css';

type Props = { versions: readonly ArtworkVersion[]; reviews: readonly ArtworkReview[]; currentId: number; timeZone: string };

export const reviewsOf = (reviews: readonly ArtworkReview[], versionId: number) => reviews.filter((review) => review.versionId === versionId);

/** Every version the company uploaded for the requirement, newest first, with the decisions and comments on each. */
export function VersionHistory({ versions, reviews, currentId, timeZone }: Props) {
  const t = useT();
  return (
    <Card title={t(REVIEW_TEXTS.historyTitle)}>
      <Stack as="ol" gap={3} aria-label={t(REVIEW_TEXTS.historyTitle)}>
        {versions.map((version) => {
          const current = version.id === currentId;
          return (
            <Stack as="li" gap={3} className={styles.historyItem} key={version.id} aria-current={current}>
              <Inline align="baseline">
                <Text as="h3" size="sm" weight="semibold" tone="strong">{t(REVIEW_TEXTS.versionLabel, { version: versionValue(version.version) })}</Text>
                {current ? (
                  <Text as="span" size="sm" tone="muted">{t(REVIEW_TEXTS.thisVersion)}</Text>
                ) : (
                  version.submittedAt && (
                    <Link to="/review/$versionId" params={{ versionId: String(version.id) }} className={linkButton}>
                      {t(REVIEW_TEXTS.openVersion, { version: versionValue(version.version) })}
                    </Link>
                  )
                )}
              </Inline>
              <Text size="sm" tone="default" breakWords>{version.originalName}</Text>
              <Text size="sm" tone="muted" title={version.submittedAt ? viewerHint(version.submittedAt, timeZone) : undefined}>
                {version.submittedAt ? t(REVIEW_TEXTS.submittedOn, { when: instantText(version.submittedAt, timeZone) }) : t(REVIEW_TEXTS.notSubmitted)}
                {version.uploadedBy && ` · ${t(REVIEW_TEXTS.uploadedBy, { who: version.uploadedBy })}`}
              </Text>
              <VersionDecisions reviews={reviewsOf(reviews, version.id)} timeZone={timeZone} />
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
