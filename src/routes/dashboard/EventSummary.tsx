import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UpcomingEvent } from '../../api/contract';
import { dot } from '../shared/category.css';
import { formatWhen } from '../shared/dates';
import * as styles from './dashboard.css';

type Props = {
  event: UpcomingEvent;
  /** The title links to the event's details page (for the roles that may open it). */
  linked: boolean;
  children?: ReactNode;
};

/** One upcoming event: its colour, its name, when and where. */
export function EventSummary({ event, linked, children }: Props) {
  const place = [event.venue, event.location].filter(Boolean).join(', ');
  return (
    <div className={styles.event}>
      <span className={dot[event.category]} aria-hidden="true" />
      <p className={styles.eventName}>
        {linked ? (
          <Link to="/event-details/$id" params={{ id: String(event.id) }} className={styles.eventLink}>
            {event.name}
          </Link>
        ) : (
          event.name
        )}
      </p>
      <p className={styles.eventWhen}>{formatWhen(event)}</p>
      {place && <p className={styles.eventMeta}>{place}</p>}
      {children}
    </div>
  );
}
