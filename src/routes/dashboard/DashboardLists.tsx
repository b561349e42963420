import { DASHBOARD_TEXTS, type CompanyEvent, type UpcomingEvent } from '../../api/contract';
import { Badge, Card } from '../../design-system';
import { EventSummary } from './EventSummary';
import { ReorderableList } from './ReorderableList';
import { useStoredOrder } from './stored-order';
import * as styles from './dashboard.css';

const idOf = (event: { id: number }) => event.id;

type UpcomingProps = { title: string; events: readonly UpcomingEvent[]; storageKey: string; linked: boolean };

/** The next events, in the order this browser last left them. */
export function UpcomingEvents({ title, events, storageKey, linked }: UpcomingProps) {
  const { ordered, move } = useStoredOrder(storageKey, events, idOf);
  return (
    <Card title={title}>
      {ordered.length === 0 ? (
        <p className={styles.empty}>{DASHBOARD_TEXTS.noUpcoming}</p>
      ) : (
        <ReorderableList
          label={title}
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
  return (
    <Card title={DASHBOARD_TEXTS.companyEventsTitle}>
      <div className={styles.stack}>
        <p className={styles.empty}>{DASHBOARD_TEXTS.companyEventsHint}</p>
        {events.length === 0 ? (
          <p className={styles.empty}>{DASHBOARD_TEXTS.noUpcoming}</p>
        ) : (
          <ul className={styles.plainList} aria-label={DASHBOARD_TEXTS.companyEventsTitle}>
            {events.map((event) => (
              <li key={event.id} className={styles.plainRow}>
                <EventSummary event={event} linked={false}>
                  <div className={styles.companyFacts}>
                    {event.booth && (
                      <span className={styles.eventMeta}>
                        {DASHBOARD_TEXTS.boothLabel}: {event.booth}
                      </span>
                    )}
                    <Badge tone={event.status === 'Active' ? 'success' : 'neutral'}>{event.status}</Badge>
                  </div>
                </EventSummary>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
