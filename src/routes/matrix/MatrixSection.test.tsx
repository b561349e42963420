import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_FLOW_TEXTS, ARTWORK_TEXTS, formatDayIn, LIST_TEXTS, MATRIX_TEXTS, REMINDER_MESSAGES, REMINDER_TEXTS, REVIEW_TEXTS, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer, type Recorded } from '../../test/fake-server';
import { renderEventSection } from '../../test/render-page';
import { eventFixture } from '../../test/fixtures/events';
import { MatrixSection } from './MatrixSection';
import { matrixPage, PAGES } from '../../test/fixtures/matrix';
import { translate } from '../../api/contract/i18n/translate';

const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });
const MATRIX = '/api/event/5/matrix';

/** The section alone on the event's page, where its address lives. */
const renderMatrix = (at?: string) => renderEventSection(event, MatrixSection, { role: ROLES.organizer, at });

/** The matrix's server: a page for the query asked (the first two of three for "all"), at once. */
const serve = (routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    [`GET ${MATRIX}`]: (request) => Response.json(request.search.get('filter') === 'missing' ? PAGES.missing : request.search.get('page') === '2' ? PAGES.second : PAGES.first),
    ...routes,
  });

const matrixRequests = (requests: Recorded[]) => requests.filter((request) => request.path === MATRIX);
const lastQuery = (requests: Recorded[]) => Object.fromEntries(matrixRequests(requests).at(-1)!.search);
const addressOf = (history: { location: { search: string } }) => Object.fromEntries(new URLSearchParams(history.location.search));
const table = () => screen.findByRole('table', { name: MATRIX_TEXTS.title });
const rowOf = async (company: string) => (await screen.findByRole('rowheader', { name: new RegExp(company) })).closest('tr')!;

let downloads: string[];
beforeEach(() => {
  downloads = [];
  vi.stubGlobal('URL', class extends URL {
    static override createObjectURL = () => 'blob:download';
    static override revokeObjectURL = () => undefined;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    // A saved blob is named; a followed link (the ZIP's) is its address.
    downloads.push(this.download || this.getAttribute('href')!);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
});

describe('the completeness matrix', () => {
  it('shows each exhibitor against each requirement: the status in words, its marks, and a link to the review', async () => {
    serve();
    const { history } = await renderMatrix();
    const grid = await table();
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      MATRIX_TEXTS.exhibitor,
      `Poster${translate('en', MATRIX_TEXTS.dueOn, { when: '01 Dec 2026, 17:00 (Europe/Berlin)' })}`,
      `Badge${translate('en', MATRIX_TEXTS.dueOn, { when: '05 Dec 2026, 17:00 (Europe/Berlin)' })} · ${ARTWORK_TEXTS.optional}`,
    ]);
    const acme = await rowOf('Acme Co');
    expect(within(acme).getByRole('rowheader')).toHaveTextContent(`Acme Co${translate('en', MATRIX_TEXTS.boothOf, { booth: 'A1' })}hello@acme.example`);
    const [poster, badge] = within(acme).getAllByRole('cell');
    expect(poster).toHaveTextContent('Approved');
    // Approved and not extended: nothing to extend.
    expect(within(poster!).queryByRole('button')).toBeNull();
    expect(badge).toHaveTextContent('Missing');
    expect(badge).toHaveTextContent(translate('en', REMINDER_TEXTS.extendedTo, { when: '10 Dec 2026, 17:00 (Europe/Berlin)' }));
    const bolt = await rowOf('Bolt Co');
    expect(within(bolt).getAllByRole('cell')[0]).toHaveTextContent(`Submitted ${translate('en', MATRIX_TEXTS.versionMark, { version: 1 })}`);
    expect(within(bolt).getAllByRole('cell')[0]).toHaveTextContent(REMINDER_TEXTS.late);
    // Its stage in the event's flow: which, whom it waits for, and past its last day.
    expect(within(bolt).getAllByRole('cell')[0]).toHaveTextContent(translate('en', MATRIX_TEXTS.stageLine, { stage: 'Safety', place: 2, count: 3 }));
    expect(within(bolt).getAllByRole('cell')[0]).toHaveTextContent(translate('en', APPROVAL_FLOW_TEXTS.awaiting, { names: 'Sam Okafor' }));
    expect(within(bolt).getAllByRole('cell')[0]).toHaveTextContent(translate('en', MATRIX_TEXTS.stageOverdue, { day: formatDayIn('2026-11-24', 'Europe/Berlin') }));
    expect(within(bolt).getAllByRole('cell')[1]).toHaveTextContent(MATRIX_TEXTS.notApplicable);
    // The summary counts every exhibitor's cells, not only this page's.
    const summary = screen.getByRole('list', { name: MATRIX_TEXTS.summaryLabel });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Missing1', 'Submitted1', 'Changes requested1', 'Approved1', 'Overdue1']);

    await userEvent.click(within(bolt).getByRole('link', { name: new RegExp(translate('en', REVIEW_TEXTS.openReviewOf, { company: 'Bolt Co', requirement: 'Poster' })) }));
    await waitFor(() => expect(history.location.pathname).toBe('/review/42'));
  });

  it('reads its filter, search and page from the address, and puts them back there', async () => {
    const server = serve();
    const { history } = await renderMatrix('/event-details/5?filter=missing&search=co');
    await rowOf('Cobalt Ltd');
    expect(lastQuery(server.requests)).toEqual({ filter: 'missing', search: 'co', page: '1' });
    const filters = screen.getByRole('radiogroup', { name: MATRIX_TEXTS.filterLabel });
    expect(within(filters).getByRole('radio', { name: MATRIX_TEXTS.filters.missing })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: MATRIX_TEXTS.searchLabel })).toHaveValue('co');

    await userEvent.click(within(filters).getByRole('radio', { name: MATRIX_TEXTS.filters.all }));
    await waitFor(() => expect(addressOf(history)).toEqual({ search: 'co' }));
    await waitFor(() => expect(lastQuery(server.requests)).toEqual({ filter: 'all', search: 'co', page: '1' }));

    await userEvent.click(await screen.findByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: 2 }) }));
    await waitFor(() => expect(addressOf(history)).toEqual({ search: 'co', page: '2' }));
    await rowOf('Cobalt Ltd');
    expect(lastQuery(server.requests)).toEqual({ filter: 'all', search: 'co', page: '2' });

    const box = screen.getByRole('searchbox', { name: MATRIX_TEXTS.searchLabel });
    await userEvent.clear(box);
    await userEvent.type(box, 'acme');
    // Once the typing pauses: one request for the words, from the first page.
    await waitFor(() => expect(addressOf(history)).toEqual({ search: 'acme' }));
    await waitFor(() => expect(lastQuery(server.requests)).toEqual({ filter: 'all', search: 'acme', page: '1' }));
    expect(matrixRequests(server.requests).filter((request) => request.search.get('search') === 'acm')).toHaveLength(0);

    // The search replaced page 2 in the history (as the lists' searches do): back is page 1 of "co".
    history.back();
    await waitFor(() => expect(lastQuery(server.requests)).toEqual({ filter: 'all', search: 'co', page: '1' }));
    expect(screen.getByRole('searchbox', { name: MATRIX_TEXTS.searchLabel })).toHaveValue('co');
  });

  it('goes to the last page when the address asks past it', async () => {
    const server = serve({
      [`GET ${MATRIX}`]: (request) => Response.json(request.search.get('page') === '2' ? PAGES.second : matrixPage([], { page: 5, totalPages: 2, totalItems: 3 })),
    });
    const { history } = await renderMatrix('/event-details/5?page=5');
    await rowOf('Cobalt Ltd');
    expect(addressOf(history)).toEqual({ page: '2' });
    expect(matrixRequests(server.requests).map((request) => request.search.get('page'))).toEqual(['5', '2']);
  });

  it('says why it could not load, and tries again', async () => {
    let calls = 0;
    serve({ [`GET ${MATRIX}`]: () => (++calls === 1 ? Response.json({ message: 'The database is busy.' }, { status: 503 }) : Response.json(PAGES.first)) });
    await renderMatrix();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    await userEvent.click(screen.getByRole('button', { name: LIST_TEXTS.retry }));
    await rowOf('Acme Co');
  });

  it('tells an event without exhibitors, or without requirements, from a search that matches none', async () => {
    let answer = matrixPage([]);
    serve({ [`GET ${MATRIX}`]: () => Response.json(answer) });
    await renderMatrix();
    expect(await screen.findByText(MATRIX_TEXTS.noExhibitors)).toBeVisible();
    document.body.innerHTML = '';
    await renderMatrix('/event-details/5?search=zzz');
    expect(await screen.findByText(MATRIX_TEXTS.noMatches)).toBeVisible();
    document.body.innerHTML = '';
    answer = { ...matrixPage([]), requirements: [] };
    await renderMatrix();
    expect(await screen.findByText(MATRIX_TEXTS.noRequirements)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('downloads', () => {
  it('exports the CSV of what is shown: the same filter and search', async () => {
    const server = serve({
      [`GET ${MATRIX}.csv`]: () => new Response('Exhibitor\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="artwork-5-missing.csv"' } }),
    });
    await renderMatrix('/event-details/5?filter=missing&search=co&page=1');
    await rowOf('Acme Co');
    await userEvent.click(screen.getByRole('button', { name: MATRIX_TEXTS.exportCsv }));
    await waitFor(() => expect(downloads).toEqual(['artwork-5-missing.csv']));
    const csv = server.requests.find((request) => request.path === `${MATRIX}.csv`)!;
    expect(Object.fromEntries(csv.search)).toEqual({ filter: 'missing', search: 'co' });
  });

  it('follows a link to the approved ZIP, so the browser streams it to disk, or says why there is none', async () => {
    let fails = true;
    const link = '/api/event/5/approved.zip?ticket=abc';
    serve({
      'POST /api/event/5/approved.zip/link': () => (fails ? Response.json({ message: 'You can only manage artwork of your own events.' }, { status: 403 }) : Response.json({ url: link })),
    });
    await renderMatrix();
    await rowOf('Acme Co');
    const button = screen.getByRole('button', { name: MATRIX_TEXTS.downloadApproved });
    await userEvent.click(button);
    expect(await screen.findByText('You can only manage artwork of your own events.')).toBeVisible();
    expect(downloads).toEqual([]);
    fails = false;
    await userEvent.click(button);
    await waitFor(() => expect(downloads).toEqual([link]));
  });
});

describe('a company’s deadline', () => {
  it('is extended in a dialog on the event’s clock; the server’s refusal shows there; then the matrix reads again', async () => {
    const server = serve();
    await renderMatrix();
    await userEvent.click(within(await rowOf('Bolt Co')).getByRole('button', { name: translate('en', MATRIX_TEXTS.extendFor, { company: 'Bolt Co', requirement: 'Poster' }) }));
    const dialog = await screen.findByRole('dialog', { name: REMINDER_TEXTS.extend });
    expect(dialog).toHaveTextContent(translate('en', MATRIX_TEXTS.extensionSubject, { company: 'Bolt Co', requirement: 'Poster' }));
    // The requirement's own deadline, on the event's clock.
    expect(within(dialog).getByLabelText(new RegExp(ARTWORK_TEXTS.deadlineDateLabel))).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText(new RegExp(ARTWORK_TEXTS.deadlineTimeLabel))).toHaveValue('17:00');
    expect(within(dialog).queryByRole('button', { name: REMINDER_TEXTS.removeExtension })).toBeNull();

    const date = within(dialog).getByLabelText(new RegExp(ARTWORK_TEXTS.deadlineDateLabel));
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-08');
    await userEvent.click(within(dialog).getByRole('button', { name: MATRIX_TEXTS.saveExtension }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'PUT', path: '/api/requirement/11/extension/2', body: { deadline: '2026-12-08T16:00:00.000Z' } });
    await server.answer(Response.json({ message: REMINDER_MESSAGES.extensionNotLater }, { status: 400 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.extensionNotLater);

    const before = matrixRequests(server.requests).length;
    await userEvent.click(within(dialog).getByRole('button', { name: MATRIX_TEXTS.saveExtension }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json({ requirementId: 11, companyId: 2, deadline: '2026-12-08T16:00:00.000Z', grantedAt: '2026-11-20T10:00:00.000Z' }));
    expect(await screen.findByText(translate('en', MATRIX_TEXTS.extensionSaved, { company: 'Bolt Co', when: '08 Dec 2026, 17:00 (Europe/Berlin)' }))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(matrixRequests(server.requests).length).toBe(before + 1));
  });

  it('refuses a date that is not one before asking the server', async () => {
    const server = serve();
    await renderMatrix();
    await userEvent.click(within(await rowOf('Bolt Co')).getByRole('button', { name: translate('en', MATRIX_TEXTS.extendFor, { company: 'Bolt Co', requirement: 'Poster' }) }));
    const dialog = await screen.findByRole('dialog', { name: REMINDER_TEXTS.extend });
    await userEvent.clear(within(dialog).getByLabelText(new RegExp(ARTWORK_TEXTS.deadlineDateLabel)));
    await userEvent.click(within(dialog).getByRole('button', { name: MATRIX_TEXTS.saveExtension }));
    expect(await within(dialog).findByText(REMINDER_MESSAGES.extensionInvalid)).toBeVisible();
    expect(server.pending()).toHaveLength(0);
  });

  it('goes back to the requirement’s own deadline; a failure shows in the dialog', async () => {
    const server = serve();
    await renderMatrix();
    await userEvent.click(within(await rowOf('Acme Co')).getByRole('button', { name: translate('en', MATRIX_TEXTS.extendFor, { company: 'Acme Co', requirement: 'Badge' }) }));
    const dialog = await screen.findByRole('dialog', { name: REMINDER_TEXTS.extend });
    expect(dialog).toHaveTextContent(translate('en', MATRIX_TEXTS.currentExtension, { when: '10 Dec 2026, 17:00 (Europe/Berlin)' }));
    expect(within(dialog).getByLabelText(new RegExp(ARTWORK_TEXTS.deadlineDateLabel))).toHaveValue('2026-12-10');
    const remove = within(dialog).getByRole('button', { name: REMINDER_TEXTS.removeExtension });
    await userEvent.click(remove);
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'DELETE', path: '/api/requirement/12/extension/1' });
    await server.answer(Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: REMINDER_TEXTS.removeExtension }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(new Response(null, { status: 204 }));
    expect(await screen.findByText(translate('en', MATRIX_TEXTS.extensionRemoved, { company: 'Acme Co' }))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes without a change on Cancel', async () => {
    const server = serve();
    await renderMatrix();
    await userEvent.click(within(await rowOf('Acme Co')).getByRole('button', { name: translate('en', MATRIX_TEXTS.extendFor, { company: 'Acme Co', requirement: 'Badge' }) }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: LIST_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
