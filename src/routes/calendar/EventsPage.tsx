import type { CalendarRef } from '@fullcalendar/react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { can, EVENT_TEXTS, PAGE_TITLES, type Event } from '../../api/contract';
import { toast } from '../../design-system';
import { useT } from '../../i18n';
import { calendarModalMachine } from '../../machines/calendar-modal.machine';
import { eventMoveMachine } from '../../machines/event-move.machine';
import { TitledPage } from '../shared/TitledPage';
import { useSessionUser } from '../shared/use-session';
import { EventCalendar, type CalendarHandle } from './EventCalendar';
import { movedBody, todayDraft } from '../shared/event-form/calendar-moves';
import { startDayOf } from './month-range';

const CalendarDialogs = lazy(() => import('./CalendarDialogs').then((module) => ({ default: module.CalendarDialogs })));

/** Takes away the Undo of an earlier move: one move can be undone, the last. */
function dropUndo(undoToast: RefObject<number | null>) {
  if (undoToast.current !== null) toast.dismiss(undoToast.current);
  undoToast.current = null;
}

/**
 * /events: the calendar. A click on an event shows it, with Open event and Edit where the role
 * may. Staff and organisers add, edit, move and delete events; a user only reads it. The modal's
 * flow is calendarModalMachine's, a drag's is eventMoveMachine's.
 */
export function EventsPage() {
  const t = useT();
  const user = useSessionUser();
  const manages = can(user.role, 'manageEvents');
  const calendarRef = useRef<CalendarRef>(null);
  const calendar = useRef<CalendarHandle>(null);
  const modal = useActorRef(calendarModalMachine);
  const move = useActorRef(eventMoveMachine);
  const revertMove = useRef<(() => void) | null>(null);
  // The toast of the last saved move, whose Undo stands for that move alone.
  const undoToast = useRef<number | null>(null);

  const moving = useSelector(move, (snapshot) => !snapshot.matches('idle'));
  // The dialogs' code is asked for as the calendar is first approached, and is there by the first click.
  const [approached, setApproached] = useState(false);
  const opened = useSelector(modal, (snapshot) => !snapshot.matches('closed'));
  const dialogsWanted = approached || opened;

  useEffect(() => {
    const refetch = () => calendar.current?.refetch();
    // A saved event is shown where it now is: the calendar turns to its month.
    const showSaved = (saved: Event) => {
      calendar.current?.show(startDayOf(saved));
      refetch();
    };
    const subscriptions = [
      modal.on('event.saved', ({ created, event }) => {
        toast.success(t(created ? EVENT_TEXTS.created : EVENT_TEXTS.updated));
        showSaved(event);
      }),
      modal.on('event.deleted', ({ deleted }) => {
        // The server's words (deleted.message), in the reader's language: they say the links removed.
        toast.success(t(EVENT_TEXTS.deletedWithLinks, { count: deleted.exhibitorLinksRemoved }));
        refetch();
      }),
      move.on('move.saved', ({ event }) => {
        revertMove.current = null;
        dropUndo(undoToast);
        undoToast.current = toast.success(t(EVENT_TEXTS.moved, { name: event.name }), { label: t(EVENT_TEXTS.undo), onAction: () => move.send({ type: 'move.undo' }) });
        showSaved(event);
      }),
      move.on('move.undone', ({ event }) => {
        undoToast.current = null;
        toast.success(t(EVENT_TEXTS.moveUndone, { name: event.name }));
        showSaved(event);
      }),
      move.on('move.failed', ({ message }) => {
        revertMove.current?.();
        revertMove.current = null;
        toast.error(t(message));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [modal, move, t]);

  const close = () => {
    calendar.current?.unselect();
    modal.send({ type: 'modal.close' });
  };
  /** "Add Event +": today when it is in the month (week, day) shown, else that month's first day. */
  const firstDayToAdd = () => {
    const view = calendar.current?.range();
    const today = new Date();
    return view && (today < view.start || today >= view.end) ? view.start : today;
  };

  return (
    <TitledPage title={t(PAGE_TITLES.events)}>
      <EventCalendar
        calendarRef={calendarRef}
        handleRef={calendar}
        onApproach={() => setApproached(true)}
        onOpen={(clicked) => modal.send({ type: 'modal.open', event: clicked })}
        manage={
          manages
            ? {
                editable: !moving,
                onAdd: (selected) => modal.send({ type: 'modal.add', draft: selected ?? todayDraft(firstDayToAdd()) }),
                onMove: (moved, times, before, revert) => {
                  revertMove.current = revert;
                  dropUndo(undoToast);
                  move.send({ type: 'event.move', id: moved.id, body: movedBody(moved, times), before: movedBody(moved, before) });
                },
              }
            : undefined
        }
      />
      {dialogsWanted && (
        <Suspense fallback={null}>
          <CalendarDialogs
            modal={modal}
            manages={manages}
            canOpen={can(user.role, 'viewEventDetails')}
            assignsOrganisers={can(user.role, 'assignOrganisers')}
            onClose={close}
          />
        </Suspense>
      )}
    </TitledPage>
  );
}
