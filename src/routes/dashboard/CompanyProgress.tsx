import { ARTWORK_FIGURE_TEXTS, type CompanyProgress as Progress } from '../../api/contract';
import { Badge, Card, ProgressBar } from '../../design-system';
import { STATUS_TONES } from '../shared/requirement-facts';
import { countdownText } from '../shared/countdown';
import { eventViewerHint, formatWhen, instantText, viewerHint } from '../shared/dates';
import * as styles from './dashboard.css';

const T = ARTWORK_FIGURE_TEXTS;

/** One event: approved of asked as a bar and in words, what waits for review, and what is still to send. */
function EventProgress({ progress }: { progress: Progress }) {
  const { event, asked, approved, awaitingReview, owed } = progress;
  const headingId = `progress-${event.id}`;
  return (
    <li className={styles.plainRow} aria-labelledby={headingId}>
      <div className={styles.stack}>
        <div>
          <h3 id={headingId} className={styles.progressTitle}>
            {event.name}
          </h3>
          <p className={styles.eventMeta} title={eventViewerHint(event)}>
            {formatWhen(event)}
          </p>
        </div>
        <ProgressBar label={T.approvedOf(approved, asked)} value={approved} max={asked} tone="success" />
        {awaitingReview > 0 && <p className={styles.empty}>{T.awaitingReview(awaitingReview)}</p>}
        {owed.length === 0 ? (
          <p className={styles.empty}>{T.nothingOwed}</p>
        ) : (
          <div>
            <h4 className={styles.owedTitle}>{T.owedTitle}</h4>
            <ul className={styles.owedList}>
              {owed.map((item) => (
                <li key={item.requirementId} className={styles.owedItem}>
                  <span className={styles.owedName}>{item.name}</span>
                  <Badge tone={STATUS_TONES[item.status]}>{item.status}</Badge>
                  <span className={styles.eventMeta} title={viewerHint(item.deadline, event.timeZone)}>
                    {T.owedDue(instantText(item.deadline, event.timeZone))} · {countdownText(item.deadline, event.timeZone)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

/** The company's progress at each event that asks it for artwork (nothing shows when none does). */
export function CompanyProgress({ progress }: { progress: readonly Progress[] }) {
  if (progress.length === 0) return null;
  return (
    <Card title={T.progressTitle}>
      <div className={styles.stack}>
        <p className={styles.empty}>{T.progressHint}</p>
        <ul className={styles.plainList} aria-label={T.progressTitle}>
          {progress.map((entry) => (
            <EventProgress key={entry.event.id} progress={entry} />
          ))}
        </ul>
      </div>
    </Card>
  );
}
