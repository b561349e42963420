import '../../design-system/testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_FLOW_TEXTS, DASHBOARD_TEXTS, formatDayIn, LIST_TEXTS, MATRIX_TEXTS, NEW_ACCOUNT_TEXTS, PAGES, REVIEW_TEXTS, ROLES, type ArtworkOverview, type Dashboard, type Role, type UpcomingEvent } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { queueItemFixture } from '../../test/fixtures/review';
import { DashboardPage } from './DashboardPage';
import { translate } from '../../api/contract/i18n/translate';

const upcoming = (id: number, name: string, start: string): UpcomingEvent => ({
  id,
  name,
  category: 'Primary',
  allDay: true,
  start,
  end: start,
  timeZone: 'UTC',
  venue: 'Hall A',
  location: 'Berlin',
});
const events = [upcoming(11, 'Tech Expo', '2025-09-20'), upcoming(12, 'Startup Summit', '2025-09-25'), upcoming(13, 'AI Workshop', '2025-10-05')];

/** No event asks for artwork yet. */
const noArtwork: ArtworkOverview = { totals: { asked: 0, submitted: 0, awaitingReview: 0, changesRequested: 0, approved: 0, overdue: 0 }, events: [], eventCount: 0 };

const staff: Dashboard = {
  kind: 'staff',
  cards: { organisers: { total: 12, trendPercent: 20 }, ownerAdmins: { total: 3, trendPercent: -25 }, events: { total: 1234, trendPercent: null } },
  upcoming: events,
  artwork: noArtwork,
};

const renderDashboard = (role: Role) => renderPage({ path: '/', at: '/', component: DashboardPage, role });
const emptyQueue = { 'GET /api/review-queue': () => Response.json({ items: [] }) };
const serve = (dashboard: Dashboard, queue = emptyQueue) => fakeServer({ 'GET /api/dashboard': () => Response.json(dashboard), ...queue });
const rowNames = () => within(screen.getByRole('list', { name: DASHBOARD_TEXTS.upcomingTitle })).getAllByRole('listitem').map((row) => row.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dashboard of each role', () => {
  it('shows a spinner until the figures arrive', async () => {
    const server = fakeServer(emptyQueue);
    await renderDashboard(ROLES.admin);
    expect(screen.getByRole('status')).toHaveTextContent(DASHBOARD_TEXTS.loading);
    await server.answer(Response.json(staff));
    expect(await screen.findByText(DASHBOARD_TEXTS.organisersCard)).toBeVisible();
    // The dashboard's spinner is gone (the review queue below loads on its own).
    expect(screen.queryByText(DASHBOARD_TEXTS.loading)).toBeNull();
  });

  it('gives admins and owner/admins the three totals with their trends, and the next events linking to their details', async () => {
    serve(staff);
    await renderDashboard(ROLES.owner);
    const card = (label: string) => screen.getByText(label).closest('div')!.parentElement!;
    expect(await screen.findByText(DASHBOARD_TEXTS.organisersCard)).toBeVisible();
    expect(card(DASHBOARD_TEXTS.organisersCard)).toHaveTextContent(`12${DASHBOARD_TEXTS.trendUp} 20%`);
    expect(card(DASHBOARD_TEXTS.ownerAdminsCard)).toHaveTextContent(`3${DASHBOARD_TEXTS.trendDown} 25%`);
    expect(card(DASHBOARD_TEXTS.eventsCard)).toHaveTextContent(`1,234${DASHBOARD_TEXTS.trendUp} ${DASHBOARD_TEXTS.trendNew}`);
    expect(card(DASHBOARD_TEXTS.eventsCard)).not.toHaveTextContent('%');
    expect(screen.getByRole('heading', { name: DASHBOARD_TEXTS.upcomingTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tech Expo' })).toHaveAttribute('href', '/event-details/11');
    expect(rowNames()[0]).toContain('20 Sept 2025');
  });

  it('says "no change" of a total the same as 30 days ago, 0 then and now included: no arrow, no 0%', async () => {
    serve({ ...staff, cards: { organisers: { total: 0, trendPercent: 0 }, ownerAdmins: { total: 4, trendPercent: 0 }, events: { total: 2, trendPercent: 100 } } });
    await renderDashboard(ROLES.admin);
    const card = (label: string) => screen.getByText(label).closest('div')!.parentElement!;
    expect(await screen.findByText(DASHBOARD_TEXTS.organisersCard)).toBeVisible();
    for (const label of [DASHBOARD_TEXTS.organisersCard, DASHBOARD_TEXTS.ownerAdminsCard]) {
      expect(card(label)).toHaveTextContent(DASHBOARD_TEXTS.trendFlat);
      expect(card(label)).not.toHaveTextContent('%');
      expect(card(label)).not.toHaveTextContent(DASHBOARD_TEXTS.trendUp);
    }
    for (const badge of screen.getAllByText(DASHBOARD_TEXTS.trendFlat)) expect(badge.querySelector('svg')).toBeNull();
    expect(card(DASHBOARD_TEXTS.eventsCard)).toHaveTextContent(`2${DASHBOARD_TEXTS.trendUp} 100%`);
  });

  it('lists the artwork awaiting review across the reviewer’s events: the count and the oldest five, each opening its review', async () => {
    const items = Array.from({ length: 7 }, (_, index) => queueItemFixture(50 + index, `Company ${index + 1}`, `2026-11-2${index}T10:00:00.000Z`));
    // The oldest waits at the first of two stages of its event's flow, past its last day.
    items[0] = { ...items[0]!, stage: { name: 'Content', place: 1, count: 2, awaiting: ['Orla Byrne'], dueOn: '2026-11-22', overdue: true } };
    const server = serve(staff, { 'GET /api/review-queue': () => Response.json({ items }) });
    await renderDashboard(ROLES.admin);
    const queue = await screen.findByRole('list', { name: REVIEW_TEXTS.queueTitle });
    expect(screen.getByText(translate('en', REVIEW_TEXTS.queueCount, { count: 7 }))).toBeVisible();
    expect(within(queue).getAllByRole('listitem').map((row) => row.textContent?.split(' · ')[0])).toEqual(['Company 1', 'Company 2', 'Company 3', 'Company 4', 'Company 5']);
    expect(within(queue).getByRole('link', { name: translate('en', REVIEW_TEXTS.openReviewOf, { company: 'Company 1', requirement: 'Back wall' }) })).toHaveAttribute('href', '/review/50');
    const [oldest, next] = within(queue).getAllByRole('listitem');
    for (const line of [translate('en', MATRIX_TEXTS.stageLine, { stage: 'Content', place: 1, count: 2 }), translate('en', APPROVAL_FLOW_TEXTS.awaiting, { names: 'Orla Byrne' }), translate('en', MATRIX_TEXTS.stageOverdue, { day: formatDayIn('2026-11-22', items[0]!.event.timeZone) })]) expect(oldest).toHaveTextContent(line);
    // One without a flow says nothing of stages.
    expect(next).not.toHaveTextContent(translate('en', MATRIX_TEXTS.stageLine, { stage: 'Content', place: 1, count: 2 }));
    // The rest are a link away: the whole queue.
    expect(screen.getByRole('link', { name: translate('en', REVIEW_TEXTS.queueMore, { count: 2 }) })).toHaveAttribute('href', '/review');
    // Across every event the reviewer may change: no event named.
    expect(server.requests.find((request) => request.path === '/api/review-queue')?.search.has('eventId')).toBe(false);
  });

  it('gives an organiser their events and exhibitors, and the Events List', async () => {
    serve({ kind: 'organiser', cards: { events: { total: 2, trendPercent: 100 }, exhibitors: { total: 9, trendPercent: 50 } }, events, artwork: noArtwork });
    await renderDashboard(ROLES.organizer);
    expect(await screen.findByText(DASHBOARD_TEXTS.organiserEventsHint)).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXTS.organiserExhibitorsHint)).toBeVisible();
    expect(screen.queryByText(DASHBOARD_TEXTS.organisersCard)).toBeNull();
    expect(screen.getByRole('heading', { name: DASHBOARD_TEXTS.eventsListTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: 'AI Workshop' })).toHaveAttribute('href', '/event-details/13');
  });

  it('gives a company its events with its booth and status there, not linked', async () => {
    serve({ kind: 'company', events: [{ ...events[0]!, booth: 'Hall 2 / B04', status: 'Inactive' }], progress: [] });
    await renderDashboard(ROLES.exhibitor);
    const list = await screen.findByRole('list', { name: DASHBOARD_TEXTS.companyEventsTitle });
    expect(list).toHaveTextContent('Tech Expo');
    expect(list).toHaveTextContent('Hall 2 / B04');
    expect(within(list).getByText('Inactive')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tech Expo' })).toBeNull();
  });

  it('gives a user the upcoming events, not linked (event details are not theirs to open)', async () => {
    serve({ kind: 'user', upcoming: events });
    await renderDashboard(ROLES.user);
    expect(await screen.findByText('Startup Summit')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Startup Summit' })).toBeNull();
    expect(screen.queryByText(DASHBOARD_TEXTS.eventsCard)).toBeNull();
  });

  it('tells a self-registered user what the account can do and how to be added to an event', async () => {
    serve({ kind: 'user', upcoming: [] });
    await renderDashboard(ROLES.user);
    expect(await screen.findByRole('heading', { level: 2, name: NEW_ACCOUNT_TEXTS.title })).toBeVisible();
    expect(screen.getByText(NEW_ACCOUNT_TEXTS.canDo)).toBeVisible();
    expect(within(screen.getByRole('region', { name: NEW_ACCOUNT_TEXTS.exhibitTitle })).getByText(NEW_ACCOUNT_TEXTS.exhibit)).toBeVisible();
    expect(within(screen.getByRole('region', { name: NEW_ACCOUNT_TEXTS.organiseTitle })).getByText(NEW_ACCOUNT_TEXTS.organise)).toBeVisible();
    expect(screen.getByRole('link', { name: NEW_ACCOUNT_TEXTS.calendarLink })).toHaveAttribute('href', PAGES.events.path);
    // The events coming up are still there, below.
    expect(screen.getByText(DASHBOARD_TEXTS.noUpcoming)).toBeVisible();
  });

  it('says so when nothing is coming up', async () => {
    serve({ ...staff, upcoming: [] });
    await renderDashboard(ROLES.admin);
    expect(await screen.findByText(DASHBOARD_TEXTS.noUpcoming)).toBeVisible();
  });

  it('says when the dashboard cannot be loaded, and tries again', async () => {
    const server = fakeServer();
    await renderDashboard(ROLES.admin);
    await server.answer(Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: LIST_TEXTS.retry }));
    await server.answer(Response.json(staff));
    expect(await screen.findByText(DASHBOARD_TEXTS.organisersCard)).toBeVisible();
  });
});

describe('reordering the next events', () => {
  it('moves a row with the arrow keys, says so, and this browser keeps the order', async () => {
    serve(staff);
    await renderDashboard(ROLES.admin);
    const handle = await screen.findByRole('button', { name: translate('en', DASHBOARD_TEXTS.reorderHandle, { name: 'Tech Expo' }) });
    expect(handle).toHaveAccessibleDescription(DASHBOARD_TEXTS.reorderHint);
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rowNames().map((row) => row?.slice(0, 9))).toEqual(['Startup S', 'Tech Expo', 'AI Worksh']);
    expect(handle).toHaveFocus();
    expect(screen.getByText(translate('en', DASHBOARD_TEXTS.moved, { name: 'Tech Expo', position: 2, total: 3 }))).toBeInTheDocument();
    // The first row cannot go further up.
    screen.getByRole('button', { name: translate('en', DASHBOARD_TEXTS.reorderHandle, { name: 'Startup Summit' }) }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(rowNames()[0]).toContain('Startup Summit');

    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    serve(staff);
    await renderDashboard(ROLES.admin);
    await screen.findByText('Tech Expo');
    expect(rowNames().map((row) => row?.slice(0, 9))).toEqual(['Startup S', 'Tech Expo', 'AI Worksh']);
  });

  it('moves a row dragged by its handle to where it is dropped', async () => {
    serve(staff);
    await renderDashboard(ROLES.admin);
    await screen.findByText('Tech Expo');
    // jsdom lays nothing out: each row is given its place, 40px tall, one under the other.
    const rows = within(screen.getByRole('list', { name: DASHBOARD_TEXTS.upcomingTitle })).getAllByRole('listitem');
    rows.forEach((row, index) => {
      row.getBoundingClientRect = () => ({ top: index * 40, bottom: index * 40 + 40, height: 40 }) as DOMRect;
      Object.defineProperty(row, 'offsetHeight', { value: 40 });
    });
    const handle = screen.getByRole('button', { name: translate('en', DASHBOARD_TEXTS.reorderHandle, { name: 'AI Workshop' }) });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 10 });
    await waitFor(() => expect(rows[0]).toHaveAttribute('data-drop', 'before'));
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 10 });
    expect(rowNames()[0]).toContain('AI Workshop');
    expect(JSON.parse(localStorage.getItem('dashboard-order:1:staff')!)).toEqual([13, 11, 12]);
  });
});
