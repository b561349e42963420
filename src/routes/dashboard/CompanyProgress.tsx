import { ARTWORK_FIGURE_TEXTS, type CompanyProgress as Progress } from '../../api/contract';
import { useT } from '../../i18n';
import { Badge, Card, Inline, ProgressBar, Stack, Text } from '../../design-system';
import { STATUS_TONES } from '../shared/requirement-facts';
import { countdownText } from '../shared/countdown';
import { eventViewerHint, formatWhen, instantText, viewerHint } from '../shared/dates';
import * as styles from './dashboard.css';

const T = ARTWORK_FIGURE_TEXTS;

/** One event: approved of asked as a bar and in words, what waits for review, and what is still to send. */
function EventProgress({ progress }: { progress: Progress }) {
  const { event, asked, approved, awaitingReview, owed } = progress;
  const headingId = `progress-${event.id}`;
  const t = useT();
  return (
    <li className={styles.plainRow} aria-labelledby={headingId}>
      <Stack>
        <div>
          <Text as="h3" size="md" weight="semibold" tone="strong" id={headingId}>
            {event.name}
          </Text>
          <p className={styles.eventMeta} title={eventViewerHint(event)}>
            {formatWhen(event)}
          </p>
        </div>
        <ProgressBar label={t(T.approvedOf, { approved, asked })} value={approved} max={asked} tone="success" />
        {awaitingReview > 0 && <Text size="sm" tone="muted">{t(T.awaitingReview, { count: awaitingReview })}</Text>}
        {owed.length === 0 ? (
          <Text size="sm" tone="muted">{t(T.nothingOwed)}</Text>
        ) : (
          <div>
            <h4 className={styles.owedTitle}>{t(T.owedTitle)}</h4>
            <Stack as="ul" gap={2}>
              {owed.map((item) => (
                <Inline as="li" rowGap={1} align="center" key={item.requirementId}>
                  <Text as="span" size="sm" weight="medium" tone="strong">{item.name}</Text>
                  <Badge tone={STATUS_TONES[item.status]}>{t(item.status)}</Badge>
                  <span className={styles.eventMeta} title={viewerHint(item.deadline, event.timeZone)}>
                    {t(T.owedDue, { when: instantText(item.deadline, event.timeZone) })} · {countdownText(item.deadline, event.timeZone)}
                  </span>
                </Inline>
              ))}
            </Stack>
          </div>
        )}
      </Stack>
    </li>
  );
}

/** The company's progress at each event that asks it for artwork (nothing shows when none does). */
export function CompanyProgress({ progress }: { progress: readonly Progress[] }) {
  const t = useT();
  if (progress.length === 0) return null;
  return (
    <Card title={t(T.progressTitle)}>
      <Stack>
        <Text size="sm" tone="muted">{t(T.progressHint)}</Text>
        <Stack as="ul" gap={3} aria-label={t(T.progressTitle)}>
          {progress.map((entry) => (
            <EventProgress key={entry.event.id} progress={entry} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
