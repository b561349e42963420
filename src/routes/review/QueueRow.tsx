import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type QueueItem, REVIEW_TEXTS, versionValue } from '../../api/contract';
import { useT } from '../../i18n';
import { Text } from '../../design-system';
import { linkButton } from '../shared/section.css';
import { instantText, viewerHint } from '../shared/dates';
import { WaitingStageLines } from '../shared/WaitingStageLines';
import type { ReviewPlace } from './review-place';
import * as styles from './review.css';

type Props = {
  item: QueueItem;
  /** Whether the row names its event: lists of more than one event's versions. */
  withEvent: boolean;
  /** The route of the version's review page. */
  to: ReviewPlace['review'];
  /** What the list adds to the version's line: its stage, say. */
  children?: ReactNode;
};

/** One submitted version in a list of reviews: the company, booth and requirement, the version and when it came, and the way to its review. */
export function QueueRow({ item: { event, requirement, company, version, stage }, withEvent, to, children }: Props) {
  const t = useT();
  return (
    <li className={styles.queueRow}>
      <div>
        <Text size="sm" weight="medium" tone="strong" breakWords>
          {company.name}
          {company.booth && ` · ${t(REVIEW_TEXTS.boothLabel, { booth: company.booth })}`} · {requirement.name}
        </Text>
        <Text size="sm" tone="muted" title={viewerHint(version.submittedAt ?? version.createdAt, event.timeZone)}>
          {withEvent && `${event.name} · `}
          {t(REVIEW_TEXTS.versionTitle, { version: versionValue(version.version), name: version.originalName })} ·{' '}
          {t(REVIEW_TEXTS.submittedOn, { when: instantText(version.submittedAt ?? version.createdAt, event.timeZone) })}
        </Text>
        {stage && (
          <div className={styles.queueStage}>
            <WaitingStageLines stage={stage} timeZone={event.timeZone} />
          </div>
        )}
        {children}
      </div>
      <Link to={to} params={{ versionId: String(version.id) }} className={linkButton} aria-label={t(REVIEW_TEXTS.openReviewOf, { company: company.name, requirement: requirement.name })}>
        {t(REVIEW_TEXTS.openReview)}
      </Link>
    </li>
  );
}
