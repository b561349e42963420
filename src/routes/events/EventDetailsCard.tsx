import { EVENT_TEXTS, REMINDER_TEXTS, type Event } from '../../api/contract';
import { Button, Card, DescriptionList } from '../../design-system';
import { dot, titleDot } from '../shared/category.css';
import { formatDays, formatWhen } from '../shared/dates';
import { reminderDaysText } from '../shared/event-form/event-form';
import { useT } from '../../i18n';

/**
 * The Event Details card (docs/screens.md): Event Name, Build Dates, Open Dates, Venue, Location, from the
 * server (and its zone, description, organisers and when artwork reminders go out); Edit where the
 * role may change the event.
 */
export function EventDetailsCard({ event, onEdit }: { event: Event; onEdit?: () => void }) {
  const t = useT();
  return (
    <Card
      actions={
        onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t(EVENT_TEXTS.editEventLabel, { name: event.name })}>
            {t(EVENT_TEXTS.edit)}
          </Button>
        )
      }
      title={
        <>
          <span className={`${dot[event.category]} ${titleDot}`} aria-hidden="true" />
          {event.name}
        </>
      }
    >
      <DescriptionList
        emptyValue={t(EVENT_TEXTS.notSet)}
        items={[
          { key: 'name', label: t(EVENT_TEXTS.nameLabel), value: event.name },
          { key: 'when', label: t(EVENT_TEXTS.whenLabel), value: formatWhen(event) },
          { key: 'timeZone', label: t(EVENT_TEXTS.timeZoneLabel), value: event.timeZone },
          { key: 'buildDates', label: t(EVENT_TEXTS.buildDatesLabel), value: formatDays(event.buildStart, event.buildEnd) },
          { key: 'openDates', label: t(EVENT_TEXTS.openDatesLabel), value: formatDays(event.openStart, event.openEnd) },
          { key: 'venue', label: t(EVENT_TEXTS.venueLabel), value: event.venue },
          { key: 'location', label: t(EVENT_TEXTS.locationLabel), value: event.location },
          { key: 'organisers', label: t(EVENT_TEXTS.organisersLabel), value: event.organisers.map((organiser) => organiser.name).join(', ') },
          { key: 'description', label: t(EVENT_TEXTS.descriptionLabel), value: event.description },
          { key: 'reminderDays', label: t(REMINDER_TEXTS.reminderDays), value: event.reminderDays.length > 0 ? reminderDaysText(event.reminderDays) : t(EVENT_TEXTS.noReminders) },
        ]}
      />
    </Card>
  );
}
