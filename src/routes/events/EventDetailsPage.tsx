import { Link, useParams } from '@tanstack/react-router';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import { can, EVENT_MESSAGES, EVENT_TEXTS, LIST_TEXTS, PAGE_TITLES, REVIEW_TEXTS, type Event } from '../../api/contract';
import { getEvent } from '../../api/events';
import { Button, Card, Inline, Spinner, Stack, Text, toast } from '../../design-system';
import { calendarModalMachine } from '../../machines/calendar-modal.machine';
import { createResourceMachine } from '../../machines/resource.machine';
import { useSection } from '../shared/sections';
import { TitledPage } from '../shared/TitledPage';
import { useSessionUser } from '../shared/use-session';
import { bodyOf } from '../shared/event-form/event-form';
import { EventDetailsCard } from './EventDetailsCard';
import { EventModal } from '../shared/event-form/EventModal';
import { ExhibitorsSection } from './ExhibitorsSection';
import { useT } from '../../i18n';
import * as styles from './event-details.css';

const ID = /^[1-9]\d{0,9}$/;

/** /event-details/$id: the event from the server, its exhibitors, and adding more of them. */
export function EventDetailsPage() {
  const t = useT();
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <TitledPage title={t(PAGE_TITLES.eventDetails)}>
      {id && ID.test(id) ? <EventDetails key={id} id={Number(id)} /> : <EventUnavailable message={EVENT_MESSAGES.eventNotFound} />}
    </TitledPage>
  );
}

function EventDetails({ id }: { id: number }) {
  const t = useT();
  const [machine] = useState(() => createResourceMachine<Event>({ load: () => getEvent(id), fallbackError: EVENT_TEXTS.fetchFailed }));
  const [state, send] = useMachine(machine);
  const { data: event, error, status } = state.context;
  const user = useSessionUser();
  const form = useActorRef(calendarModalMachine);
  const formState = useSelector(form, (snapshot) => snapshot);
  // The event's artwork requirements and its artwork awaiting review are other areas' sections.
  const RequirementsSection = useSection('RequirementsSection');
  const ReviewQueue = useSection('ReviewQueue');
  const MatrixSection = useSection('MatrixSection');
  const ApprovalFlowSection = useSection('ApprovalFlowSection');

  useEffect(() => {
    const subscription = form.on('event.saved', () => {
      toast.success(t(EVENT_TEXTS.updated));
      send({ type: 'resource.reload' });
    });
    return () => subscription.unsubscribe();
  }, [form, send, t]);

  if (event) {
    return (
      <Stack gap={6}>
        <EventDetailsCard event={event} onEdit={can(user.role, 'manageEvents') ? () => form.send({ type: 'modal.edit', event }) : undefined} />
        <EventModal
          open={formState.matches('editing') || formState.matches('saving')}
          mode="edit"
          draft={formState.context.draft}
          saving={formState.matches('saving')}
          error={formState.context.error}
          errors={formState.context.errors}
          assignsOrganisers={can(user.role, 'assignOrganisers')}
          onSubmit={(values, organiserIds) => form.send({ type: 'form.submit', body: bodyOf(values, organiserIds) })}
          onEdit={(field) => form.send({ type: 'form.edit', field })}
          onClose={() => form.send({ type: 'modal.close' })}
        />
        <ExhibitorsSection event={event} onChanged={() => send({ type: 'resource.reload' })} />
        <RequirementsSection event={event} />
        {can(user.role, 'manageApprovalFlows') && <ApprovalFlowSection event={event} />}
        <Suspense fallback={<Spinner label={t(REVIEW_TEXTS.queueLoading)} />}>
          <ReviewQueue eventId={event.id} />
        </Suspense>
        <MatrixSection event={event} />
      </Stack>
    );
  }
  if (state.matches('failed')) {
    // A missing or forbidden event is said plainly; anything else may pass, so it can be tried again.
    const final = status !== null && status >= 400 && status < 500;
    return <EventUnavailable message={error ?? EVENT_TEXTS.fetchFailed} onRetry={final ? undefined : () => send({ type: 'resource.reload' })} />;
  }
  return (
    <div className={styles.centre}>
      <Spinner label={t(EVENT_TEXTS.loadingEvent)} size="lg" />
    </div>
  );
}

function EventUnavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <Card>
      <Stack align="start" role="alert">
        <h2 className={styles.unavailableTitle}>{t(EVENT_TEXTS.unavailableTitle)}</h2>
        <Text size="sm" tone="muted">{t(message)}</Text>
        <Inline gap={3}>
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              {t(LIST_TEXTS.retry)}
            </Button>
          )}
          <Link to="/events" className={styles.link}>
            {t(EVENT_TEXTS.backToCalendar)}
          </Link>
        </Inline>
      </Stack>
    </Card>
  );
}
