import { EVENT_TEXTS, REMINDER_TEXTS, type Event } from '../../api/contract';
import { Button, Card } from '../../design-system';
import { dot } from '../shared/category.css';
import { formatDays, formatWhen } from '../shared/dates';
import { reminderDaysText } from './event-form';
import * as styles from './event-details.css';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value || EVENT_TEXTS.notSet}</dd>
    </div>
  );
}

/**
 * The Event Details card (docs/screens.md): Event Name, Build Dates, Open Dates, Venue, Location, from the
 * server (and its zone, description, organisers and when artwork reminders go out); Edit where the
 * role may change the event.
 */
export function EventDetailsCard({ event, onEdit }: { event: Event; onEdit?: () => void }) {
  return (
    <Card
      actions={
        onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={EVENT_TEXTS.editEventLabel(event.name)}>
            {EVENT_TEXTS.edit}
          </Button>
        )
      }
      title={
        <>
          <span className={`${dot[event.category]} ${styles.titleDot}`} aria-hidden="true" />
          {event.name}
        </>
      }
    >
      <dl className={styles.details}>
        <Detail label={EVENT_TEXTS.nameLabel} value={event.name} />
        <Detail label={EVENT_TEXTS.whenLabel} value={formatWhen(event)} />
        <Detail label={EVENT_TEXTS.timeZoneLabel} value={event.timeZone} />
        <Detail label={EVENT_TEXTS.buildDatesLabel} value={formatDays(event.buildStart, event.buildEnd)} />
        <Detail label={EVENT_TEXTS.openDatesLabel} value={formatDays(event.openStart, event.openEnd)} />
        <Detail label={EVENT_TEXTS.venueLabel} value={event.venue} />
        <Detail label={EVENT_TEXTS.locationLabel} value={event.location} />
        <Detail label={EVENT_TEXTS.organisersLabel} value={event.organisers.map((organiser) => organiser.name).join(', ')} />
        <Detail label={EVENT_TEXTS.descriptionLabel} value={event.description} />
        <Detail label={REMINDER_TEXTS.reminderDays} value={event.reminderDays.length > 0 ? reminderDaysText(event.reminderDays) : EVENT_TEXTS.noReminders} />
      </dl>
    </Card>
  );
}
