import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ARTWORK_FIGURE_TEXTS as T,
  ARTWORK_TEXTS,
  ROLES,
  type ArtworkFigures,
  type ArtworkOverview,
  type CompanyProgress,
  type Dashboard,
  type Role,
  type UpcomingEvent,
} from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { DashboardPage } from './DashboardPage';
import { translate } from '../../api/contract/i18n/translate';
import { onFixedDate } from '../../test/fixed-date';

const eventOf = (id: number, name: string): UpcomingEvent => ({ id, name, category: 'Primary', allDay: true, start: '2026-12-20', end: '2026-12-23', timeZone: 'Europe/Berlin', venue: 'Hall A', location: 'Berlin' });
const fair = eventOf(11, 'Print Fair');
const gala = eventOf(12, 'Gala');
const figures = (counts: Partial<ArtworkFigures>): ArtworkFigures => ({ asked: 0, submitted: 0, awaitingReview: 0, changesRequested: 0, approved: 0, overdue: 0, ...counts });

const artwork: ArtworkOverview = {
  totals: figures({ asked: 1234, submitted: 30, awaitingReview: 12, changesRequested: 4, approved: 14, overdue: 7 }),
  events: [
    { event: fair, figures: figures({ asked: 40, submitted: 10, awaitingReview: 3, changesRequested: 2, approved: 5, overdue: 0 }) },
    { event: gala, figures: figures({ asked: 6, submitted: 1, approved: 1, overdue: 2 }) },
  ],
  eventCount: 5,
};
const cards = { events: { total: 2, trendPercent: 0 }, exhibitors: { total: 9, trendPercent: 0 } };
const organiser = (overview: ArtworkOverview): Dashboard => ({ kind: 'organiser', cards, events: [], artwork: overview });
const staff: Dashboard = {
  kind: 'staff',
  cards: { organisers: { total: 1, trendPercent: 0 }, ownerAdmins: { total: 1, trendPercent: 0 }, events: { total: 5, trendPercent: 0 } },
  upcoming: [],
  artwork,
};
const company = (progress: CompanyProgress[]): Dashboard => ({ kind: 'company', events: [], progress });

const renderHome = (dashboard: Dashboard, role: Role) => {
  fakeServer({
    'GET /api/dashboard': () => Response.json(dashboard),
    'GET /api/review-queue': () => Response.json({ items: [] }),
    'GET /api/artwork/checklist': () => Response.json({ events: [] }),
  });
  return renderPage({ path: '/', at: '/', component: DashboardPage, role });
};
/** A figure, by its words. */
const card = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).parentElement!;
const eventRow = (name: string) => within(screen.getByRole('table', { name: T.byEventTitle })).getByRole('link', { name }).closest('tr')!;

onFixedDate('2026-12-09T12:00:00.000Z');

describe('the artwork figures of the reviewers’ home', () => {
  it('gives an organiser the five figures of their events, each saying what it counts', async () => {
    await renderHome(organiser(artwork), ROLES.organizer);
    expect(await screen.findByRole('heading', { name: T.title })).toBeVisible();
    expect(screen.getByText(T.organiserHint)).toBeVisible();
    expect(await card(T.figures.submitted)).toHaveTextContent(`${T.figures.submitted}30${translate('en', T.ofAsked, { asked: 1234 })}`);
    expect(await card(T.figures.awaitingReview)).toHaveTextContent(`12${T.awaitingHint}`);
    expect(await card(T.figures.changesRequested)).toHaveTextContent(`4${T.changesHint}`);
    expect(await card(T.figures.approved)).toHaveTextContent(`14${translate('en', T.ofAsked, { asked: 1234 })}`);
    expect(await card(T.figures.overdue)).toHaveTextContent(`7${T.overdueHint}`);
  });

  it('lists each event’s own figures, linking to the event and to the exhibitors awaiting review or overdue there', async () => {
    await renderHome(staff, ROLES.admin);
    expect(await screen.findByText(T.staffHint)).toBeVisible();
    const first = eventRow('Print Fair');
    expect(within(first).getByRole('link', { name: 'Print Fair' })).toHaveAttribute('href', '/event-details/11');
    expect(first).toHaveTextContent('Print Fair40103250');
    expect(within(first).getByRole('link', { name: translate('en', T.openFiltered, { count: 3, what: 'awaitingReview', event: 'Print Fair' }) })).toHaveAttribute('href', '/event-details/11?filter=needs-review');
    // Nothing overdue: nothing to open.
    expect(within(first).queryByRole('link', { name: translate('en', T.openFiltered, { count: 0, what: 'overdue', event: 'Print Fair' }) })).toBeNull();
    expect(within(eventRow('Gala')).getByRole('link', { name: translate('en', T.openFiltered, { count: 2, what: 'overdue', event: 'Gala' }) })).toHaveAttribute('href', '/event-details/12?filter=overdue');
    expect(screen.getByText(translate('en', T.moreEvents, { count: 3 }))).toBeVisible();
  });

  it('says when none of the events asks for artwork yet', async () => {
    await renderHome(organiser({ totals: figures({}), events: [], eventCount: 0 }), ROLES.organizer);
    expect(await screen.findByText(T.noArtwork)).toBeVisible();
    expect(screen.queryByRole('table', { name: T.byEventTitle })).toBeNull();
    expect(await card(T.figures.overdue)).toHaveTextContent(`0${T.overdueHint}`);
  });
});

describe('the company’s artwork progress', () => {
  const progress: CompanyProgress[] = [
    {
      event: fair,
      asked: 5,
      approved: 3,
      awaitingReview: 1,
      owed: [{ requirementId: 7, name: 'Back wall', status: 'Changes requested', deadline: '2026-12-12T16:00:00.000Z' }],
    },
    { event: gala, asked: 2, approved: 2, awaitingReview: 0, owed: [] },
  ];

  it('shows per event how much is approved, what waits for review, and what is still to send by when', async () => {
    await renderHome(company(progress), ROLES.exhibitor);
    const list = await screen.findByRole('list', { name: T.progressTitle });
    const first = within(list).getByRole('listitem', { name: 'Print Fair' });
    expect(within(first).getByRole('progressbar', { name: translate('en', T.approvedOf, { approved: 3, asked: 5 }) })).toHaveAttribute('aria-valuenow', '60');
    expect(first).toHaveTextContent(translate('en', T.awaitingReview, { count: 1 }));
    const owed = within(first).getByText('Back wall').closest('li')!;
    expect(within(owed).getByText('Changes requested')).toBeVisible();
    expect(owed).toHaveTextContent(translate('en', T.owedDue, { when: '12 Dec 2026, 17:00 (Europe/Berlin)' }));
    expect(owed).toHaveTextContent(translate('en', ARTWORK_TEXTS.daysLeft, { days: 3 }));
    const second = within(list).getByRole('listitem', { name: 'Gala' });
    expect(within(second).getByRole('progressbar', { name: translate('en', T.approvedOf, { approved: 2, asked: 2 }) })).toBeVisible();
    expect(second).toHaveTextContent(T.nothingOwed);
    expect(second).not.toHaveTextContent(translate('en', T.awaitingReview, { count: 0 }));
  });

  it('shows no progress card when no event asks the company for artwork', async () => {
    await renderHome(company([]), ROLES.exhibitor);
    expect(await screen.findByText(ARTWORK_TEXTS.noArtworkEvents)).toBeVisible();
    expect(screen.queryByRole('heading', { name: T.progressTitle })).toBeNull();
  });
});
