import { DASHBOARD_TEXTS, type CompanyEvent, type UpcomingEvent } from '../../api/contract';
import { Badge, Card, Inline, Stack, Text } from '../../design-system';
import { useT } from '../../i18n';
import { EventSummary } from './EventSummary';
import { ReorderableList } from './ReorderableList';
import { useStoredOrder } from './stored-order';
import * as styles from './dashboard.css';

const idOf = (event: { id: number }) => event.id;

/** `title`: the English text, shown in the reader's language. */
type UpcomingProps = { title: string; events: readonly UpcomingEvent[]; storageKey: string; linked: boolean };

/** The next events, in the order this browser last left them. */
export function UpcomingEvents({ title, events, storageKey, linked }: UpcomingProps) {
  const { ordered, move } = useStoredOrder(storageKey, events, idOf);
  const t = useT();
  return (
    <Card title={t(title)}>
      {ordered.length === 0 ? (
        <Text size="sm" tone="muted">{t(DASHBOARD_TEXTS.noUpcoming)}</Text>
      ) : (
        <ReorderableList
          label={t(title)}
          items={ordered}
          keyOf={idOf}
          nameOf={(event) => event.name}
          onMove={move}
          renderItem={(event) => <EventSummary event={event} linked={linked} />}
        />
      )}
    </Card>
  );
}

/** An exhibiting company's next events, each with its booth and its status there. */
export function CompanyEvents({ events }: { events: readonly CompanyEvent[] }) {
  const t = useT();
  return (
    <Card title={t(DASHBOARD_TEXTS.companyEventsTitle)}>
      <Stack>
        <Text size="sm" tone="muted">{t(DASHBOARD_TEXTS.companyEventsHint)}</Text>
        {events.length === 0 ? (
          <Text size="sm" tone="muted">{t(DASHBOARD_TEXTS.noUpcoming)}</Text>
        ) : (
          <Stack as="ul" gap={3} aria-label={t(DASHBOARD_TEXTS.companyEventsTitle)}>
            {events.map((event) => (
              <li key={event.id} className={styles.plainRow}>
                <EventSummary event={event} linked={false}>
                  <Inline align="center" className={styles.companyFacts}>
                    {event.booth && (
                      <span className={styles.eventMeta}>
                        {t(DASHBOARD_TEXTS.boothLabel)}: {event.booth}
                      </span>
                    )}
                    <Badge tone={event.status === 'Active' ? 'success' : 'neutral'}>{t(event.status)}</Badge>
                  </Inline>
                </EventSummary>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
