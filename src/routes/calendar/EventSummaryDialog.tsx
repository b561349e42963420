import { Link } from '@tanstack/react-router';
import { EVENT_TEXTS, type Event } from '../../api/contract';
import { Button, buttonClassName, DescriptionList, Modal } from '../../design-system';
import { dot, titleDot } from '../shared/category.css';
import { formatWhen } from '../shared/dates';
import { useT } from '../../i18n';

type Props = {
  event: Event | null;
  open: boolean;
  onClose: () => void;
  /** Set where the role may edit the event: Edit opens the event form. */
  onEdit?: () => void;
  /** Whether the role may open the event's page. */
  canOpen: boolean;
};

/** What a click on the calendar shows: the event's title, when (on its own zone's clock) and where; Open event and Edit where the role may. */
export function EventSummaryDialog({ event, open, onClose, onEdit, canOpen }: Props) {
  const t = useT();
  return (
    <Modal
      open={open && event !== null}
      onOpenChange={(next) => !next && onClose()}
      title={
        event && (
          <>
            <span className={`${dot[event.category]} ${titleDot}`} aria-hidden="true" />
            {event.name}
          </>
        )
      }
      size="md"
      closeLabel={t(EVENT_TEXTS.close)}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t(EVENT_TEXTS.close)}
          </Button>
          {onEdit && (
            <Button variant={canOpen ? 'outline' : 'primary'} onClick={onEdit}>
              {t(EVENT_TEXTS.edit)}
            </Button>
          )}
          {event && canOpen && (
            <Link to="/event-details/$id" params={{ id: String(event.id) }} className={buttonClassName()}>
              {t(EVENT_TEXTS.openEvent)}
            </Link>
          )}
        </>
      }
    >
      {event && (
        <DescriptionList
          columns={1}
          emptyValue={t(EVENT_TEXTS.notSet)}
          items={[
            { key: 'when', label: t(EVENT_TEXTS.whenLabel), value: formatWhen(event) },
            { key: 'venue', label: t(EVENT_TEXTS.venueLabel), value: [event.venue, event.location].filter(Boolean).join(', ') },
          ]}
        />
      )}
    </Modal>
  );
}
