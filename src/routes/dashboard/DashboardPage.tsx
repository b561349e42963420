import { useMachine } from '@xstate/react';
import { Suspense, useCallback } from 'react';
import { ARTWORK_FIGURE_TEXTS, DASHBOARD_TEXTS, LIST_TEXTS, PAGE_TITLES, REVIEW_TEXTS, type Dashboard } from '../../api/contract';
import { getDashboard } from '../../api/dashboard';
import { Button, Card, FormError, Spinner, Stack } from '../../design-system';
import { createResourceMachine } from '../../machines/resource.machine';
import { useSection } from '../shared/sections';
import { TitledPage } from '../shared/TitledPage';
import { useT } from '../../i18n';
import { useSessionUser } from '../shared/use-session';
import { ArtworkFigures } from './ArtworkFigures';
import { CompanyProgress } from './CompanyProgress';
import { CompanyEvents, UpcomingEvents } from './DashboardLists';
import { NewAccount } from './NewAccount';
import { StatCards } from './StatCards';
import * as styles from './dashboard.css';

/** How many of the oldest submissions the dashboard lists. */
const QUEUE_PREVIEW = 5;

const dashboardMachine = createResourceMachine({ load: getDashboard, fallbackError: DASHBOARD_TEXTS.fetchFailed });

/** The home page of each role (docs/screens.md, Dashboard; docs/decisions.md, decision 9): real totals, trends and next events. */
export function DashboardPage() {
  const [state, send] = useMachine(dashboardMachine);
  const { data, error } = state.context;
  const reload = useCallback(() => send({ type: 'resource.reload' }), [send]);
  const t = useT();
  return (
    <TitledPage title={t(PAGE_TITLES.dashboard)}>
      {data ? (
        <DashboardOf dashboard={data} reload={reload} />
      ) : state.matches('failed') ? (
        <Card>
          <Stack align="start">
            <FormError>{error && t(error)}</FormError>
            <Button variant="outline" onClick={() => send({ type: 'resource.reload' })}>
              {t(LIST_TEXTS.retry)}
            </Button>
          </Stack>
        </Card>
      ) : (
        <div className={styles.centre}>
          <Spinner label={t(DASHBOARD_TEXTS.loading)} size="lg" />
        </div>
      )}
    </TitledPage>
  );
}

function DashboardOf({ dashboard, reload }: { dashboard: Dashboard; reload: () => void }) {
  const user = useSessionUser();
  const t = useT();
  const storageKey = `dashboard-order:${user.id}:${dashboard.kind}`;
  // The company's artwork checklist and the review queue are other areas' sections, each a chunk of its own.
  const ArtworkChecklist = useSection('ArtworkChecklist');
  const ReviewQueue = useSection('ReviewQueue');
  const queue = (
    <Suspense fallback={<Spinner label={t(REVIEW_TEXTS.queueLoading)} />}>
      <ReviewQueue oldest={QUEUE_PREVIEW} />
    </Suspense>
  );
  switch (dashboard.kind) {
    case 'staff':
      return (
        <Stack gap={6}>
          <StatCards
            cards={[
              { key: 'organisers', label: DASHBOARD_TEXTS.organisersCard, card: dashboard.cards.organisers, icon: 'users' },
              { key: 'ownerAdmins', label: DASHBOARD_TEXTS.ownerAdminsCard, card: dashboard.cards.ownerAdmins, icon: 'users' },
              { key: 'events', label: DASHBOARD_TEXTS.eventsCard, card: dashboard.cards.events, icon: 'calendar' },
            ]}
          />
          <ArtworkFigures artwork={dashboard.artwork} hint={t(ARTWORK_FIGURE_TEXTS.staffHint)} />
          <UpcomingEvents title={DASHBOARD_TEXTS.upcomingTitle} events={dashboard.upcoming} storageKey={storageKey} linked />
          {queue}
        </Stack>
      );
    case 'organiser':
      return (
        <Stack gap={6}>
          <StatCards
            cards={[
              { key: 'events', label: DASHBOARD_TEXTS.eventsCard, hint: DASHBOARD_TEXTS.organiserEventsHint, card: dashboard.cards.events, icon: 'calendar' },
              { key: 'exhibitors', label: DASHBOARD_TEXTS.exhibitorsCard, hint: DASHBOARD_TEXTS.organiserExhibitorsHint, card: dashboard.cards.exhibitors, icon: 'users' },
            ]}
          />
          <ArtworkFigures artwork={dashboard.artwork} hint={t(ARTWORK_FIGURE_TEXTS.organiserHint)} />
          <UpcomingEvents title={DASHBOARD_TEXTS.eventsListTitle} events={dashboard.events} storageKey={storageKey} linked />
          {queue}
        </Stack>
      );
    case 'company':
      return (
        <Stack gap={6}>
          <CompanyProgress progress={dashboard.progress} />
          <Suspense fallback={<Spinner label={t(DASHBOARD_TEXTS.loading)} />}>
            {/* The checklist follows the server; what it learns moves "Still to send" and the bars too. */}
            <ArtworkChecklist onChanged={reload} />
          </Suspense>
          <CompanyEvents events={dashboard.events} />
        </Stack>
      );
    case 'user':
      return (
        <Stack gap={6}>
          <NewAccount />
          <UpcomingEvents title={DASHBOARD_TEXTS.upcomingTitle} events={dashboard.upcoming} storageKey={storageKey} linked={false} />
        </Stack>
      );
  }
}
