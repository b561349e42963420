import '../design-system/testing/jsdom-polyfills';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  ARTWORK_FIGURE_TEXTS as T,
  ARTWORK_TEXTS,
  DASHBOARD_TEXTS,
  formatInstant,
  LAYOUT_TEXTS,
  MENU_TEXTS,
  PAGE_TITLES,
  ROLES,
  type Dashboard,
  type UpcomingEvent,
} from '../api/contract';
import type { Locale } from '../api/contract/i18n/locales';
import { translate } from '../api/contract/i18n/translate';
import { sessionMachine } from '../machines/session.machine';
import type { RestoredSession } from '../machines/session.steps';
import { fakeServer } from '../test/fake-server';
import { showLanguage } from '../test/languages';
import { englishLeft } from '../test/english-left';
import { userOf } from '../test/render-page';
import { dashboardSections } from './DashboardRoute';
import { AppShell } from './AppShell';
import type { RouterContext } from './shared/guard';
import { SectionsProvider } from './shared/sections';
import { DashboardPage } from './dashboard/DashboardPage';
import { onFixedDate } from '../test/fixed-date';

const fair: UpcomingEvent = { id: 11, name: 'Print Fair', category: 'Primary', allDay: true, start: '2026-12-20', end: '2026-12-23', timeZone: 'Europe/Berlin', venue: 'Hall A', location: 'Berlin' };
const deadline = '2026-12-12T16:00:00.000Z';
const home: Dashboard = {
  kind: 'company',
  events: [{ ...fair, booth: 'B04', status: 'Active' }],
  progress: [{ event: fair, asked: 5, approved: 3, awaitingReview: 2, owed: [{ requirementId: 7, name: 'Back wall', status: 'Changes requested', deadline }] }],
};

/** The company's home inside the app's real shell (header, menu, search button), signed in as a company. */
async function renderCompanyHome(locale: Locale) {
  showLanguage(locale);
  fakeServer({ 'GET /api/dashboard': () => Response.json(home), 'GET /api/artwork/checklist': () => Response.json({ events: [] }) });
  const session = createActor(sessionMachine.provide({ actors: { restore: fromPromise<RestoredSession>(async () => userOf(ROLES.exhibitor)) } })).start();
  await waitFor(session, (state) => state.matches('signedIn'));
  const root = createRootRouteWithContext<RouterContext>()({ component: AppShell });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: DashboardPage });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }), context: { session } });
  render(
    <SectionsProvider value={dashboardSections}>
      <RouterProvider router={router as never} />
    </SectionsProvider>,
  );
  const say = (message: string, values?: Record<string, unknown>) => translate(locale, message, values);
  await screen.findByRole('list', { name: say(T.progressTitle) });
  return say;
}

beforeAll(() => {
  window.matchMedia = ((media: string) => ({ media, matches: true, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
onFixedDate('2026-12-09T12:00:00.000Z');
afterEach(() => {
  localStorage.clear();
});

/** A company's home after sign-in in its language (decision 20): the shell, its progress and its events. */
describe('the company’s home in another language', () => {
  it('German: the shell, the progress with its plurals, the due date and the events are German', async () => {
    const de = await renderCompanyHome('de');
    expect(de(T.progressTitle)).not.toBe(T.progressTitle);
    expect(screen.getByRole('heading', { level: 1, name: de(PAGE_TITLES.dashboard) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de(LAYOUT_TEXTS.home) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de(LAYOUT_TEXTS.toggleSidebar) })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: de(LAYOUT_TEXTS.mainMenu) })).toHaveTextContent(de(MENU_TEXTS.dashboard));
    expect(screen.getByRole('button', { name: de(MENU_TEXTS.signOut) })).toBeInTheDocument();
    expect(screen.getByText(`${de(LAYOUT_TEXTS.userMenu)}: Ada Lovelace`)).toBeInTheDocument();

    const progress = within(screen.getByRole('list', { name: de(T.progressTitle) })).getByRole('listitem', { name: fair.name });
    expect(within(progress).getByRole('progressbar', { name: de(T.approvedOf, { approved: 3, asked: 5 }) })).toBeInTheDocument();
    expect(progress).toHaveTextContent(de(T.awaitingReview, { count: 2 }));
    expect(de(T.awaitingReview, { count: 2 })).not.toBe(de(T.awaitingReview, { count: 1 }));
    const owed = within(progress).getByText('Back wall').closest('li')!;
    expect(within(owed).getByText(de('Changes requested'))).toBeInTheDocument();
    // The deadline's day in German, on the event's clock; the countdown in German's plural.
    expect(owed).toHaveTextContent(de(T.owedDue, { when: formatInstant(deadline, 'Europe/Berlin', 'de') }));
    expect(owed).toHaveTextContent(de(ARTWORK_TEXTS.daysLeft, { days: 3 }));
    expect(formatInstant(deadline, 'Europe/Berlin', 'de')).not.toBe(formatInstant(deadline, 'Europe/Berlin'));

    const events = screen.getByRole('list', { name: de(DASHBOARD_TEXTS.companyEventsTitle) });
    expect(events).toHaveTextContent(`${de(DASHBOARD_TEXTS.boothLabel)}: B04`);
    expect(within(events).getByText(de('Active'))).toBeInTheDocument();
    expect(screen.getByText(de(DASHBOARD_TEXTS.companyEventsHint))).toBeInTheDocument();
    for (const english of [T.progressTitle, T.progressHint, DASHBOARD_TEXTS.companyEventsTitle, MENU_TEXTS.signOut]) expect(screen.queryByText(english)).toBeNull();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('Arabic: right to left, with Arabic’s dual form in the plurals', async () => {
    const ar = await renderCompanyHome('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: ar(PAGE_TITLES.dashboard) })).toBeInTheDocument();
    const progress = within(screen.getByRole('list', { name: ar(T.progressTitle) })).getByRole('listitem', { name: fair.name });
    // Two waiting: Arabic's "two" form, not the "other" one.
    expect(progress).toHaveTextContent(ar(T.awaitingReview, { count: 2 }));
    expect(ar(T.awaitingReview, { count: 2 })).not.toContain('2');
    expect(progress).toHaveTextContent(ar(ARTWORK_TEXTS.daysLeft, { days: 3 }));
    expect(screen.getByText(ar(DASHBOARD_TEXTS.companyEventsHint))).toBeInTheDocument();
  });
});
