import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTWORK_FIGURE_TEXTS, DASHBOARD_TEXTS, NEW_ACCOUNT_TEXTS, ROLES, type ArtworkOverview, type Dashboard, type UpcomingEvent } from '../../api/contract';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { de, showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { DashboardPage } from './DashboardPage';


const upcoming = (id: number, name: string, start: string): UpcomingEvent => ({ id, name, category: 'Primary', allDay: true, start, end: start, timeZone: 'UTC', venue: 'Hall A', location: 'Berlin' });
const events = [upcoming(11, 'Tech Expo', '2025-09-20'), upcoming(12, 'Startup Summit', '2025-09-25')];
const noArtwork: ArtworkOverview = { totals: { asked: 0, submitted: 0, awaitingReview: 0, changesRequested: 0, approved: 0, overdue: 0 }, events: [], eventCount: 0 };

/** The artwork of two events of five: the figures, their table and the line about the three left out. */
const artwork: ArtworkOverview = {
  totals: { ...noArtwork.totals, asked: 1234, submitted: 30, awaitingReview: 12, approved: 14, overdue: 7 },
  events: [{ event: events[0]!, figures: { ...noArtwork.totals, asked: 40, submitted: 10, awaitingReview: 3, approved: 5, overdue: 2 } }],
  eventCount: 5,
};
const englishLeftHere = () => englishLeft(document.body, 'de');

const serve = (dashboard: Dashboard) => fakeServer({ 'GET /api/dashboard': () => Response.json(dashboard), 'GET /api/review-queue': () => Response.json({ items: [] }) });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The staff's, the organisers' and a new account's home in German (decision 20): the totals, their trends, the next events and their order. */
describe('the staff’s home in German', () => {
  it('admins: the totals with their trends as German writes numbers, and the next events reordered in German', { timeout: 20_000 }, async () => {
    showLanguage('de');
    serve({ kind: 'staff', cards: { organisers: { total: 1234, trendPercent: 20 }, ownerAdmins: { total: 3, trendPercent: -25 }, events: { total: 2, trendPercent: null } }, upcoming: events, artwork });
    await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.admin });
    const card = (label: string) => screen.getByText(label).closest('div')!.parentElement!;
    expect(await screen.findByText(de(DASHBOARD_TEXTS.organisersCard))).toBeVisible();
    expect(de(DASHBOARD_TEXTS.ownerAdminsCard)).not.toBe(DASHBOARD_TEXTS.ownerAdminsCard);
    expect(card(de(DASHBOARD_TEXTS.organisersCard))).toHaveTextContent(`1.234${de(DASHBOARD_TEXTS.trendUp)} 20 %`);
    expect(card(de(DASHBOARD_TEXTS.ownerAdminsCard))).toHaveTextContent(de(DASHBOARD_TEXTS.trendDown));
    expect(card(de(DASHBOARD_TEXTS.eventsCard))).toHaveTextContent(de(DASHBOARD_TEXTS.trendNew));

    const list = screen.getByRole('list', { name: de(DASHBOARD_TEXTS.upcomingTitle) });
    const handle = within(list).getByRole('button', { name: de(DASHBOARD_TEXTS.reorderHandle, { name: 'Tech Expo' }) });
    expect(handle).toHaveAccessibleDescription(de(DASHBOARD_TEXTS.reorderHint));
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText(de(DASHBOARD_TEXTS.moved, { name: 'Tech Expo', position: 2, total: 2 }))).toBeInTheDocument();

    // The artwork figures: each saying what it counts, the table's links and the events left out.
    const figures = screen.getByRole('table', { name: de(ARTWORK_FIGURE_TEXTS.byEventTitle) });
    expect(screen.getAllByText(de(ARTWORK_FIGURE_TEXTS.ofAsked, { asked: 1234 }))).toHaveLength(2);
    expect(de(ARTWORK_FIGURE_TEXTS.ofAsked, { asked: 1234 })).toContain('1.234');
    expect(within(figures).getByRole('link', { name: de(ARTWORK_FIGURE_TEXTS.openFiltered, { count: 2, what: 'overdue', event: 'Tech Expo' }) })).toBeVisible();
    expect(screen.getByText(de(ARTWORK_FIGURE_TEXTS.moreEvents, { count: 4 }))).toBeVisible();
    expect(englishLeftHere()).toEqual([]);
  });

  it('organisers: their two totals with their hints, and their events’ list', async () => {
    showLanguage('de');
    serve({ kind: 'organiser', cards: { events: { total: 2, trendPercent: 0 }, exhibitors: { total: 9, trendPercent: 50 } }, events, artwork: noArtwork });
    await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.organizer });
    expect(await screen.findByText(de(DASHBOARD_TEXTS.organiserExhibitorsHint))).toBeVisible();
    expect(screen.getByText(de(DASHBOARD_TEXTS.trendFlat))).toBeVisible();
    expect(screen.getByRole('list', { name: de(DASHBOARD_TEXTS.eventsListTitle) })).toBeVisible();
    expect(englishLeftHere()).toEqual([]);
  });

  it('a new account: what it can do, and how to take part', async () => {
    showLanguage('de');
    serve({ kind: 'user', upcoming: [] });
    await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.user });
    expect(await screen.findByRole('heading', { name: de(NEW_ACCOUNT_TEXTS.title) })).toBeVisible();
    expect(screen.getByRole('region', { name: de(NEW_ACCOUNT_TEXTS.exhibitTitle) })).toBeVisible();
    expect(screen.getByRole('link', { name: de(NEW_ACCOUNT_TEXTS.calendarLink) })).toBeVisible();
    expect(screen.getByText(de(DASHBOARD_TEXTS.noUpcoming))).toBeVisible();
    expect(englishLeftHere()).toEqual([]);
  });
});
