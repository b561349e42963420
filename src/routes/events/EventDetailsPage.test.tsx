import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FIELDS, ACCOUNT_MESSAGES, EVENT_MESSAGES, EVENT_TEXTS, IMPORT_TEXTS, INVITED_STATUS, LIST_TEXTS, MESSAGES, NEW_COMPANY_FIELDS, REVIEW_TEXTS, ROLES, SAMPLE_CSV_PATH } from '../../api/contract';
import { toast } from '../../design-system';
import { LOCALE_NAMES } from '../../api/contract/i18n/locales';
import { fakeServer, type Recorded } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { queueItemFixture } from '../../test/fixtures/review';
import { organiserFixture, pageOf } from '../../test/fixtures/users';
import { EventDetailsPage } from './EventDetailsPage';
import { matrixPage } from '../../test/fixtures/matrix';
import { eventFixture, exhibitorFixture, exhibitorsPage } from '../../test/fixtures/events';
import { noFlowRoutes } from '../../test/fixtures/approval-flows';
import { translate } from '../../api/contract/i18n/translate';

const event = eventFixture({
  id: 5,
  buildStart: '2025-09-28',
  buildEnd: '2025-09-30',
  openStart: '2025-10-01',
  openEnd: '2025-10-03',
  venue: 'Expo Hall 3',
  location: 'Berlin',
  organisers: [{ id: 2, name: 'Olivia Organiser' }],
});
const northwind = exhibitorFixture();
const lumen = exhibitorFixture({ companyId: 32, companyName: 'Lumen & Co', email: 'sara@lumen.example', booth: null, status: 'Inactive' });

type Routes = Parameters<typeof fakeServer>[0];
const serve = (routes: Routes = {}) =>
  fakeServer({
    'GET /api/event/5': () => Response.json(event),
    'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([northwind, lumen])),
    'GET /api/event/5/requirements': () => Response.json({ requirements: [] }),
    'GET /api/review-queue': () => Response.json({ items: [] }),
    'GET /api/event/5/matrix': () => Response.json(matrixPage([])),
    ...noFlowRoutes(5),
    ...routes,
  });
const renderDetails = (at = '/event-details/5') => renderPage({ path: '/event-details/$id', at, component: EventDetailsPage, role: ROLES.organizer });
/** A field by its accessible name: a required one's visible mark is not part of it. */
const textbox = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name });
const count = (requests: Recorded[], path: string) => requests.filter((request) => request.method === 'GET' && request.path === path).length;

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('event details', () => {
  it('shows the event from the server: Event Name, Build Dates, Open Dates, Venue, Location', async () => {
    serve();
    await renderDetails();
    const details = (await screen.findByText(EVENT_TEXTS.nameLabel)).closest('dl')!;
    const value = (label: string) => within(details).getByText(label).nextElementSibling;
    expect(value(EVENT_TEXTS.nameLabel)).toHaveTextContent(event.name);
    expect(value(EVENT_TEXTS.buildDatesLabel)).toHaveTextContent('28 Sept 2025 – 30 Sept 2025');
    expect(value(EVENT_TEXTS.openDatesLabel)).toHaveTextContent('01 Oct 2025 – 03 Oct 2025');
    expect(value(EVENT_TEXTS.venueLabel)).toHaveTextContent('Expo Hall 3');
    expect(value(EVENT_TEXTS.locationLabel)).toHaveTextContent('Berlin');
    expect(value(EVENT_TEXTS.organisersLabel)).toHaveTextContent('Olivia Organiser');
  });

  it('edits every field from Edit: the server’s field messages show at their fields, and a save shows the new record', { timeout: 30_000 }, async () => {
    const changed = { ...event, venue: 'Hall 9', description: 'Doors at nine' };
    let gets = 0;
    const server = serve({
      'GET /api/event/5': () => Response.json(gets++ === 0 ? event : changed),
      'GET /api/event-organisers': () => Response.json(pageOf('eventOrganisers', [organiserFixture(2)], 1)),
    });
    await renderPage({ path: '/event-details/$id', at: '/event-details/5', component: EventDetailsPage, role: ROLES.admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: translate('en', EVENT_TEXTS.editEventLabel, { name: event.name }) }));
    const form = await screen.findByRole('dialog', { name: EVENT_TEXTS.modalEditTitle });
    for (const label of [EVENT_TEXTS.timeZoneLabel, EVENT_TEXTS.venueLabel, EVENT_TEXTS.locationLabel, EVENT_TEXTS.buildStartLabel, EVENT_TEXTS.buildEndLabel, EVENT_TEXTS.openStartLabel, EVENT_TEXTS.openEndLabel, EVENT_TEXTS.descriptionLabel]) {
      expect(within(form).getByLabelText(label)).toBeVisible();
    }
    expect(within(form).getByLabelText(EVENT_TEXTS.venueLabel)).toHaveValue('Expo Hall 3');
    expect(within(form).getByLabelText(EVENT_TEXTS.buildStartLabel)).toHaveValue('2025-09-28');
    expect(within(form).getByRole('button', { name: translate('en', EVENT_TEXTS.removeOrganiser, { name: 'Olivia Organiser' }) })).toBeVisible();

    // The contract refuses an unknown zone before anything is sent.
    const zone = within(form).getByLabelText(EVENT_TEXTS.timeZoneLabel);
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(within(form).getByRole('button', { name: EVENT_TEXTS.updateSubmit }));
    expect(zone).toHaveAccessibleDescription(expect.stringContaining(EVENT_MESSAGES.timeZoneInvalid));
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(zone);
    await user.type(zone, 'Europe/Berlin');
    const venue = within(form).getByLabelText(EVENT_TEXTS.venueLabel);
    await user.clear(venue);
    await user.type(venue, 'Hall 9');
    await user.type(within(form).getByLabelText(EVENT_TEXTS.descriptionLabel), 'Doors at nine');
    await user.click(within(form).getByRole('button', { name: EVENT_TEXTS.updateSubmit }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'PUT', path: '/api/event/5', body: { venue: 'Hall 9', description: 'Doors at nine', timeZone: 'Europe/Berlin', organiserIds: [2] } });

    // The server names a field: its message shows there.
    await server.answer(Response.json({ message: EVENT_MESSAGES.organiserUnknown, errors: { organiserIds: EVENT_MESSAGES.organiserUnknown } }, { status: 400 }));
    expect(await within(form).findByText(EVENT_MESSAGES.organiserUnknown)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: EVENT_TEXTS.updateSubmit }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json(changed));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const details = screen.getByText(EVENT_TEXTS.nameLabel).closest('dl')!;
    await waitFor(() => expect(within(details).getByText(EVENT_TEXTS.venueLabel).nextElementSibling).toHaveTextContent('Hall 9'));
    expect(within(details).getByText(EVENT_TEXTS.descriptionLabel).nextElementSibling).toHaveTextContent('Doors at nine');
  });

  it('says "Not set" for what the event does not have', async () => {
    serve({ 'GET /api/event/5': () => Response.json({ ...event, venue: null, buildStart: null, buildEnd: null }) });
    await renderDetails();
    const details = (await screen.findByText(EVENT_TEXTS.nameLabel)).closest('dl')!;
    expect(within(details).getByText(EVENT_TEXTS.venueLabel).nextElementSibling).toHaveTextContent(EVENT_TEXTS.notSet);
    expect(within(details).getByText(EVENT_TEXTS.buildDatesLabel).nextElementSibling).toHaveTextContent(EVENT_TEXTS.notSet);
  });

  it.each([
    [404, EVENT_MESSAGES.eventNotFound],
    [403, EVENT_MESSAGES.notYours],
  ])('answers a %i with a clear message in the page and a way back', async (status, message) => {
    serve({ 'GET /api/event/5': () => Response.json({ message }, { status }) });
    const { history } = await renderDetails();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EVENT_TEXTS.unavailableTitle);
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: LIST_TEXTS.retry })).toBeNull();
    await userEvent.click(within(alert).getByRole('link', { name: EVENT_TEXTS.backToCalendar }));
    await waitFor(() => expect(history.location.pathname).toBe('/events'));
  });

  it('asks nothing of the server for an id that is not one', async () => {
    const server = serve();
    await renderDetails('/event-details/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.eventNotFound);
    expect(server.requests).toHaveLength(0);
  });

  it('offers to try again when the server could not answer', async () => {
    let calls = 0;
    serve({ 'GET /api/event/5': () => (++calls === 1 ? Response.json({ message: 'Something went wrong on our side.' }, { status: 500 }) : Response.json(event)) });
    await renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: LIST_TEXTS.retry }));
    expect(await screen.findByText(EVENT_TEXTS.nameLabel)).toBeVisible();
  });
});

describe('the event’s artwork awaiting review', () => {
  it('lists this event’s queue oldest first, each row opening its review', async () => {
    const items = [queueItemFixture(61, 'Northwind Traders', '2026-11-20T10:00:00.000Z'), queueItemFixture(62, 'Lumen & Co', '2026-11-21T10:00:00.000Z')];
    const server = serve({ 'GET /api/review-queue': () => Response.json({ items }) });
    const { history } = await renderDetails();
    const queue = await screen.findByRole('list', { name: REVIEW_TEXTS.queueTitle });
    expect(server.requests.find((request) => request.path === '/api/review-queue')?.search.get('eventId')).toBe('5');
    const rows = within(queue).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.split(' · ')[0])).toEqual(['Northwind Traders', 'Lumen & Co']);
    expect(rows[0]).toHaveTextContent(translate('en', REVIEW_TEXTS.versionTitle, { version: 1, name: 'back-wall.png' }));
    await userEvent.click(within(queue).getByRole('link', { name: translate('en', REVIEW_TEXTS.openReviewOf, { company: 'Lumen & Co', requirement: 'Back wall' }) }));
    await waitFor(() => expect(history.location.pathname).toBe('/review/62'));
  });

  it('says when nothing waits, and when the queue cannot be read', async () => {
    serve();
    await renderDetails();
    expect(await screen.findByText(REVIEW_TEXTS.queueEmpty)).toBeVisible();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    serve({ 'GET /api/review-queue': () => Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 }) });
    await renderDetails();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeVisible();
  });
});

describe('the exhibitors of an event', () => {
  it('lists the exhibitors with their real status, and links the sample CSV', async () => {
    serve();
    await renderDetails();
    const table = await screen.findByRole('table', { name: EVENT_TEXTS.exhibitorsActiveTitle });
    const rows = await within(table).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Northwind Displays');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Lumen & Co');
    expect(rows[2]).toHaveTextContent('Inactive');
    expect(screen.getByRole('link', { name: IMPORT_TEXTS.sampleLink })).toHaveAttribute('href', SAMPLE_CSV_PATH);
  });

  it('shows Invited for a company that has not set its password yet', async () => {
    serve({ 'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([exhibitorFixture({ invited: true }), lumen])) });
    await renderDetails();
    const table = await screen.findByRole('table', { name: EVENT_TEXTS.exhibitorsActiveTitle });
    const rows = await within(table).findAllByRole('row');
    expect(within(rows[1]!).getByText(INVITED_STATUS)).toBeVisible();
    expect(rows[2]).not.toHaveTextContent(INVITED_STATUS);
  });

  it('adds an exhibitor: an existing company from its email alone; a new one is then asked its details, each marked required', async () => {
    const server = serve();
    await renderDetails();
    const user = userEvent.setup();
    const details = [EVENT_TEXTS.companyNameLabel, EVENT_TEXTS.productCategoryLabel, EVENT_TEXTS.boothSizeLabel, EVENT_TEXTS.contactPersonLabel];
    await user.click(await screen.findByRole('button', { name: EVENT_TEXTS.addExhibitorButton }));
    let dialog = await screen.findByRole('dialog', { name: EVENT_TEXTS.addExhibitorSubmit });
    expect(dialog).toHaveAccessibleDescription(EVENT_TEXTS.addExhibitorSubtitle);
    expect(textbox(dialog, EVENT_TEXTS.emailLabel)).toBeRequired();
    for (const label of details) expect(within(dialog).queryByRole('textbox', { name: label })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit }));
    expect(within(dialog).getByText(MESSAGES.emailRequired)).toBeVisible();
    expect(server.pending()).toHaveLength(0);

    // An existing company: its email (and the booth) is all it takes.
    await user.type(textbox(dialog, EVENT_TEXTS.emailLabel), 'marco@blueharbour.example');
    await user.type(textbox(dialog, EVENT_TEXTS.boothLabel), 'Hall 2 / B04');
    await user.click(within(dialog).getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit }));
    expect(server.pending()[0]).toMatchObject({
      method: 'POST',
      path: '/api/event/5/exhibitor',
      body: { companyName: null, email: 'marco@blueharbour.example', booth: 'Hall 2 / B04', status: 'Active' },
    });
    // An existing company keeps the language its owner chose.
    expect(server.pending()[0]!.body).not.toHaveProperty('language');
    const listed = count(server.requests, '/api/event/5/exhibitors');
    await server.answer(Response.json({ action: 'link', exhibitor: exhibitorFixture({ companyId: 33 }) }, { status: 201 }));
    expect(await screen.findByText(EVENT_TEXTS.exhibitorLinked)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(count(server.requests, '/api/event/5/exhibitors')).toBe(listed + 1);

    // A new email: the server asks for the details, which appear, required, without errors yet.
    await user.click(screen.getByRole('button', { name: EVENT_TEXTS.addExhibitorButton }));
    dialog = await screen.findByRole('dialog', { name: EVENT_TEXTS.addExhibitorSubmit });
    await user.type(textbox(dialog, EVENT_TEXTS.emailLabel), 'new@blueharbour.example');
    await user.click(within(dialog).getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit }));
    await server.answer(Response.json({ message: EVENT_MESSAGES.newCompanyDetails, errors: NEW_COMPANY_FIELDS }, { status: 400 }));
    expect(await within(dialog).findByText(EVENT_TEXTS.newCompanyHint)).toBeVisible();
    for (const label of details) {
      expect(textbox(dialog, label)).toBeRequired();
      expect(textbox(dialog, label)).not.toHaveAttribute('aria-invalid');
    }
    expect(textbox(dialog, EVENT_TEXTS.companyNameLabel)).toHaveFocus();
    expect(within(dialog).queryByText(ACCOUNT_MESSAGES.companyNameRequired)).toBeNull();
    for (const [label, text] of [
      [EVENT_TEXTS.companyNameLabel, 'Blue Harbour Print'],
      [EVENT_TEXTS.productCategoryLabel, 'Printing'],
      [EVENT_TEXTS.boothSizeLabel, '3x3 m'],
      [EVENT_TEXTS.contactPersonLabel, 'Marco Rossi'],
    ] as const)
      await user.type(textbox(dialog, label), text);
    // Its language, English unless chosen: its invitation speaks it.
    const language = within(dialog).getByRole('combobox', { name: ACCOUNT_FIELDS.language });
    expect(language).toHaveValue('en');
    await user.selectOptions(language, LOCALE_NAMES.it);
    await user.click(within(dialog).getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]!.body).toMatchObject({ email: 'new@blueharbour.example', companyName: 'Blue Harbour Print', contactPerson: 'Marco Rossi', language: 'it' });
    await server.answer(Response.json({ action: 'create', exhibitor: exhibitorFixture({ companyId: 34, invited: true }) }, { status: 201 }));
    expect(await screen.findByText(EVENT_TEXTS.exhibitorCreated)).toBeVisible();
  });

  it('shows the server’s refusal and keeps the form open', async () => {
    const server = serve();
    await renderDetails();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: EVENT_TEXTS.addExhibitorButton }));
    const dialog = await screen.findByRole('dialog');
    await user.type(textbox(dialog, EVENT_TEXTS.emailLabel), 'ann.lee@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit }));
    await server.answer(Response.json({ message: EVENT_MESSAGES.alreadyExhibiting }, { status: 409 }));
    expect(await screen.findByText(EVENT_MESSAGES.alreadyExhibiting)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('removes an exhibitor after asking, and the company stays', async () => {
    const server = serve();
    await renderDetails();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: EVENT_TEXTS.exhibitorsActiveTitle });
    await within(table).findByText('Lumen & Co');
    await user.click(within(table).getByRole('button', { name: translate('en', EVENT_TEXTS.removeExhibitorLabel, { company: 'Lumen & Co' }) }));
    const confirm = await screen.findByRole('alertdialog', { name: EVENT_TEXTS.removeExhibitorTitle });
    expect(confirm).toHaveTextContent(translate('en', EVENT_TEXTS.confirmRemoveExhibitor, { company: 'Lumen & Co' }));
    await user.click(within(confirm).getByRole('button', { name: EVENT_TEXTS.removeExhibitor }));
    expect(server.pending()[0]).toMatchObject({ method: 'DELETE', path: '/api/event/5/exhibitor/32' });
    await server.answer(Response.json({ message: EVENT_TEXTS.exhibitorRemoved }));
    expect(await screen.findByText(EVENT_TEXTS.exhibitorRemoved)).toBeVisible();
  });
});
