import { Link } from '@tanstack/react-router';
import { REVIEW_TEXTS, type VersionSubject } from '../../api/contract';
import { Badge, Inline, Text } from '../../design-system';
import { useT } from '../../i18n';
import { instantText, viewerHint } from '../shared/dates';
import * as styles from './review.css';

/** Whose artwork this is, for which requirement of which event, and how it stands against the company's deadline. */
export function ReviewSubject({ subject }: { subject: VersionSubject }) {
  const t = useT();
  const { company, requirement, event } = subject;
  const due = instantText(subject.deadline, event.timeZone);
  return (
    <Inline gap={4} rowGap={1} align="baseline">
      <Text size="md" tone="default">
        <strong>{company.name}</strong>
        {company.booth ? <Text as="span" size="sm" tone="muted"> · {t(REVIEW_TEXTS.booth, { booth: company.booth })}</Text> : null}
      </Text>
      <Text size="sm" tone="default" breakWords>
        {requirement.name} ·{' '}
        <Link to="/event-details/$id" params={{ id: String(event.id) }} className={styles.subjectLink}>
          {event.name}
        </Link>
      </Text>
      <Text size="sm" tone="muted" title={viewerHint(subject.deadline, event.timeZone)}>
        {t(subject.extended ? REVIEW_TEXTS.extendedDue : REVIEW_TEXTS.dueOn, { when: due })}
      </Text>
      {subject.late ? <Badge tone="warning">{t(REVIEW_TEXTS.late)}</Badge> : null}
    </Inline>
  );
}
