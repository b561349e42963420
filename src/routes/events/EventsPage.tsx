import type { CalendarRef } from '@fullcalendar/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { can, EVENT_TEXTS, PAGE_TITLES } from '../../api/contract';
import { ConfirmDialog, toast } from '../../design-system';
import { calendarModalMachine } from '../../machines/calendar-modal.machine';
import { eventMoveMachine } from '../../machines/event-move.machine';
import { TitledPage } from '../shared/TitledPage';
import { useSessionUser } from '../shared/use-session';
import { EventCalendar } from './EventCalendar';
import { bodyOf, movedBody, todayDraft } from './event-form';
import { EventModal } from './EventModal';
import { EventSummaryDialog } from './EventSummaryDialog';

/**
 * /events: the calendar. A click on an event shows it, with Open event and Edit where the role
 * may. Staff and organisers add, edit, move and delete events; a user only reads it. The modal's
 * flow is calendarModalMachine's, a drag's is eventMoveMachine's.
 */
export function EventsPage() {
  const user = useSessionUser();
  const manages = can(user.role, 'manageEvents');
  const calendarRef = useRef<CalendarRef>(null);
  const modal = useActorRef(calendarModalMachine);
  const move = useActorRef(eventMoveMachine);
  const revertMove = useRef<(() => void) | null>(null);

  const state = useSelector(modal, (snapshot) => snapshot);
  const moving = useSelector(move, (snapshot) => snapshot.matches('saving'));
  const { draft, event, error, errors } = state.context;

  useEffect(() => {
    const refetch = () => calendarRef.current?.getApi().refetchEvents();
    const subscriptions = [
      modal.on('event.saved', ({ created }) => {
        toast.success(created ? EVENT_TEXTS.created : EVENT_TEXTS.updated);
        refetch();
      }),
      modal.on('event.deleted', ({ deleted }) => {
        toast.success(deleted.message);
        refetch();
      }),
      move.on('move.saved', () => {
        revertMove.current = null;
        toast.success(EVENT_TEXTS.updated);
        refetch();
      }),
      move.on('move.failed', ({ message }) => {
        revertMove.current?.();
        revertMove.current = null;
        toast.error(message);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [modal, move]);

  const close = () => {
    calendarRef.current?.getApi().unselect();
    modal.send({ type: 'modal.close' });
  };
  // While the delete is asked about, the confirmation stands alone (one dialog at a time).
  const confirming = state.matches('confirmingDelete') || state.matches('deleting');
  const open = !state.matches('closed') && !state.matches('viewing') && !confirming;
  const editing = event !== null;
  /** "Add Event +": today when it is in view, else the first day in view. */
  const firstDayToAdd = () => {
    const view = calendarRef.current?.getApi().view;
    const today = new Date();
    return view && (today < view.activeStart || today >= view.activeEnd) ? view.activeStart : today;
  };

  return (
    <TitledPage title={PAGE_TITLES.events}>
      <EventCalendar
        calendarRef={calendarRef}
        onOpen={(clicked) => modal.send({ type: 'modal.open', event: clicked })}
        manage={
          manages
            ? {
                editable: !moving,
                onAdd: (selected) => modal.send({ type: 'modal.add', draft: selected ?? todayDraft(firstDayToAdd()) }),
                onMove: (moved, times, revert) => {
                  revertMove.current = revert;
                  move.send({ type: 'event.move', id: moved.id, body: movedBody(moved, times) });
                },
              }
            : undefined
        }
      />
      <EventSummaryDialog
        event={event}
        open={state.matches('viewing')}
        onClose={close}
        onEdit={manages && event ? () => modal.send({ type: 'modal.edit', event }) : undefined}
        canOpen={can(user.role, 'viewEventDetails')}
      />
      <EventModal
        open={open}
        mode={editing ? 'edit' : 'add'}
        draft={draft}
        saving={state.matches('saving')}
        error={error}
        errors={errors}
        assignsOrganisers={can(user.role, 'assignOrganisers')}
        onSubmit={(values, organiserIds) => modal.send({ type: 'form.submit', body: bodyOf(values, organiserIds) })}
        onEdit={(field) => modal.send({ type: 'form.edit', field })}
        onClose={close}
        onDelete={editing ? () => modal.send({ type: 'event.delete' }) : undefined}
      />
      {event && (
        <ConfirmDialog
          open={confirming}
          title={EVENT_TEXTS.confirmDeleteTitle}
          message={EVENT_TEXTS.confirmDeleteMessage(event.name, event.exhibitorCount)}
          confirmLabel={EVENT_TEXTS.delete}
          cancelLabel={EVENT_TEXTS.cancel}
          pending={state.matches('deleting')}
          onConfirm={() => modal.send({ type: 'delete.confirm' })}
          onCancel={() => modal.send({ type: 'delete.cancel' })}
        />
      )}
    </TitledPage>
  );
}
