import { Link } from '@tanstack/react-router';
import { REVIEW_TEXTS, type VersionSubject } from '../../api/contract';
import { Badge } from '../../design-system';
import { instantText, viewerHint } from '../shared/dates';
import * as styles from './review.css';

/** Whose artwork this is, for which requirement of which event, and how it stands against the company's deadline. */
export function ReviewSubject({ subject }: { subject: VersionSubject }) {
  const { company, requirement, event } = subject;
  const due = instantText(subject.deadline, event.timeZone);
  return (
    <div className={styles.subject}>
      <p className={styles.subjectTitle}>
        <strong>{company.name}</strong>
        {company.booth ? <span className={styles.muted}> · {REVIEW_TEXTS.booth(company.booth)}</span> : null}
      </p>
      <p className={styles.text}>
        {requirement.name} ·{' '}
        <Link to="/event-details/$id" params={{ id: String(event.id) }} className={styles.subjectLink}>
          {event.name}
        </Link>
      </p>
      <p className={styles.muted} title={viewerHint(subject.deadline, event.timeZone)}>
        {subject.extended ? REVIEW_TEXTS.extendedDue(due) : REVIEW_TEXTS.dueOn(due)}
      </p>
      {subject.late ? <Badge tone="warning">{REVIEW_TEXTS.late}</Badge> : null}
    </div>
  );
}
