import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { EVENT_TEXTS } from '../../api/contract';
import { ConfirmDialog } from '../../design-system';
import { useT } from '../../i18n';
import type { calendarModalMachine } from '../../machines/calendar-modal.machine';
import { bodyOf } from '../shared/event-form/event-form';
import { EventModal } from '../shared/event-form/EventModal';
import { EventSummaryDialog } from './EventSummaryDialog';

type Props = {
  modal: ActorRefFrom<typeof calendarModalMachine>;
  /** The user adds, edits, moves and deletes events. */
  manages: boolean;
  canOpen: boolean;
  assignsOrganisers: boolean;
  onClose: () => void;
};

/**
 * The calendar's dialogs: an event's summary, the add / edit form and the delete confirmation, each
 * shown as calendarModalMachine says. A chunk of its own (Radix's dialog, the form, the time zone
 * arithmetic), fetched as the calendar is first approached (see EventsPage).
 */
export function CalendarDialogs({ modal, manages, canOpen, assignsOrganisers, onClose }: Props) {
  const t = useT();
  const state = useSelector(modal, (snapshot) => snapshot);
  const { draft, event, error, errors } = state.context;
  // While the delete is asked about, the confirmation stands alone (one dialog at a time).
  const confirming = state.matches('confirmingDelete') || state.matches('deleting');
  const open = !state.matches('closed') && !state.matches('viewing') && !confirming;
  const editing = event !== null;

  return (
    <>
      <EventSummaryDialog
        event={event}
        open={state.matches('viewing')}
        onClose={onClose}
        onEdit={manages && event ? () => modal.send({ type: 'modal.edit', event }) : undefined}
        canOpen={canOpen}
      />
      <EventModal
        open={open}
        mode={editing ? 'edit' : 'add'}
        draft={draft}
        saving={state.matches('saving')}
        error={error}
        errors={errors}
        assignsOrganisers={assignsOrganisers}
        onSubmit={(values, organiserIds) => modal.send({ type: 'form.submit', body: bodyOf(values, organiserIds) })}
        onEdit={(field) => modal.send({ type: 'form.edit', field })}
        onClose={onClose}
        onDelete={editing ? () => modal.send({ type: 'event.delete' }) : undefined}
      />
      {event && (
        <ConfirmDialog
          open={confirming}
          title={t(EVENT_TEXTS.confirmDeleteTitle)}
          message={t(EVENT_TEXTS.confirmDeleteMessage, { name: event.name, exhibitorLinks: event.exhibitorCount })}
          confirmLabel={t(EVENT_TEXTS.delete)}
          cancelLabel={t(EVENT_TEXTS.cancel)}
          pending={state.matches('deleting')}
          onConfirm={() => modal.send({ type: 'delete.confirm' })}
          onCancel={() => modal.send({ type: 'delete.cancel' })}
        />
      )}
    </>
  );
}
