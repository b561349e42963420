import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_AREA_NAMES,
  AUDIT_PAGE_SIZE,
  AUDIT_SUBJECT_KINDS,
  AUDIT_TEXTS,
  EMAIL_TEMPLATE_DEFAULTS,
  REVIEW_TEXTS,
  LIST_TEXTS,
  PAGE_TITLES,
  ROLES,
  type AuditEntry,
  type AuditPage,
  type Role,
} from '../../api/contract';
import { ada, auditEntry } from '../../test/fixtures/audit';
import { fakeServer, type Recorded } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { AuditLogPage } from './AuditLogPage';
import { translate } from '../../api/contract/i18n/translate';

const otto = { id: 4, name: 'Otto Organiser', email: 'otto@example.com' };

const entry = auditEntry;

const entries: AuditEntry[] = [
  entry(9, { action: 'artwork.upload', actor: otto, actorId: otto.id, subjectType: 'artwork', subjectId: 41, subjectName: 'Acme · Back wall v2', subjectLink: { page: 'review', id: 41 } }),
  entry(8, { action: 'artwork.remind', actor: null, actorId: null, subjectType: 'company', subjectId: 31, subjectName: 'Acme', subjectLink: { page: 'companyView', id: 31 } }),
  entry(7, { action: 'owner-admin.update', actor: null, actorId: 77, subjectType: 'user', subjectId: 5, subjectName: 'Olive Admin', subjectLink: { page: 'ownerAdminView', id: 2 } }),
  entry(6, { action: 'event.delete', subjectName: null, subjectLink: null }),
  entry(5, { action: 'email-template.reset', subjectType: 'email-template', subjectId: null, subjectName: null, subjectLink: null, detail: EMAIL_TEMPLATE_DEFAULTS['artwork-decision'].name }),
  entry(10, { action: 'artwork.review', subjectType: 'artwork', subjectId: 41, subjectName: 'Acme · Back wall v2', subjectLink: { page: 'review', id: 41 }, detail: REVIEW_TEXTS.decisions.approved }),
  entry(4, { action: 'something.new' }),
  entry(3),
];

const pageOf = (rows: AuditEntry[], totalItems = rows.length, currentPage = 1): AuditPage => ({
  entries: rows,
  totalItems,
  totalPages: Math.max(1, Math.ceil(totalItems / AUDIT_PAGE_SIZE)),
  currentPage,
});

/** The people answer at once; each page of the log waits for the test, or answers at once with `log`. */
const serve = (log?: (request: Recorded) => AuditPage) =>
  fakeServer({
    'GET /api/audit-log/actors': () => Response.json({ actors: [ada, otto] }),
    ...(log ? { 'GET /api/audit-log': (request: Recorded) => Response.json(log(request)) } : {}),
  });
const renderLog = (at = '/audit-log', role: Role = ROLES.admin) => renderPage({ path: '/audit-log', at, component: AuditLogPage, role });
const logRequests = (server: ReturnType<typeof fakeServer>) => server.requests.filter((request) => request.path === '/api/audit-log').map((request) => Object.fromEntries(request.search));
const table = () => screen.getByRole('table', { name: PAGE_TITLES.auditLog });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;
const addressOf = (history: { location: { search: string } }) => Object.fromEntries(new URLSearchParams(history.location.search));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the audit log', () => {
  it('lists who did what and when, newest first, each action in words and each subject linked to its page', async () => {
    serve(() => pageOf(entries));
    await renderLog();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_TITLES.auditLog })).toBeVisible();
    expect(document.title).toContain(PAGE_TITLES.auditLog);
    const upload = await waitFor(() => rowOf(AUDIT_ACTION_NAMES['artwork.upload']));
    expect(upload).toHaveTextContent(otto.name);
    expect(upload).toHaveTextContent(otto.email);
    expect(within(upload).getByRole('link', { name: 'Acme · Back wall v2' })).toHaveAttribute('href', '/review/41');
    expect(within(table()).getAllByRole('row')[1]).toBe(upload);
    const edit = rowOf(AUDIT_ACTION_NAMES['event.update']);
    expect(edit).toHaveTextContent('20 Nov 2026');
    expect(within(edit).getByRole('link', { name: 'Tech Expo' })).toHaveAttribute('href', '/event-details/12');
    expect(screen.getByText(translate('en', AUDIT_TEXTS.total, { count: entries.length }))).toBeVisible();
  });

  it('tells scheduled work, a removed account, a removed subject and an unknown action apart', async () => {
    serve(() => pageOf(entries));
    await renderLog();
    const remind = await waitFor(() => rowOf(AUDIT_ACTION_NAMES['artwork.remind']));
    expect(remind).toHaveTextContent(AUDIT_TEXTS.system);
    expect(rowOf(AUDIT_ACTION_NAMES['owner-admin.update'])).toHaveTextContent(translate('en', AUDIT_TEXTS.removedAccount, { id: 77 }));
    const deleted = rowOf(AUDIT_ACTION_NAMES['event.delete']);
    expect(deleted).toHaveTextContent(translate('en', AUDIT_TEXTS.subjectGone, { kind: AUDIT_SUBJECT_KINDS.event!, id: 12 }));
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(rowOf(AUDIT_ACTION_NAMES['email-template.reset'])).toHaveTextContent(AUDIT_SUBJECT_KINDS['email-template']!);
    expect(rowOf('something.new')).toHaveTextContent('Tech Expo');
  });

  it('names the decision a review made and the email template that was changed', async () => {
    serve(() => pageOf(entries));
    await renderLog();
    const review = await waitFor(() => rowOf(AUDIT_ACTION_NAMES['artwork.review']));
    expect(review).toHaveTextContent(`${AUDIT_ACTION_NAMES['artwork.review']}${REVIEW_TEXTS.decisions.approved}`);
    expect(rowOf(AUDIT_ACTION_NAMES['email-template.reset'])).toHaveTextContent(`${AUDIT_ACTION_NAMES['email-template.reset']}${EMAIL_TEMPLATE_DEFAULTS['artwork-decision'].name}`);
  });

  it('links a subject only to the pages the reader may open', async () => {
    serve(() => pageOf(entries));
    await renderLog('/audit-log', ROLES.owner);
    const edited = await waitFor(() => rowOf(AUDIT_ACTION_NAMES['owner-admin.update']));
    // Owner/admins' pages are the admin's alone.
    expect(within(edited).queryByRole('link')).toBeNull();
    expect(edited).toHaveTextContent('Olive Admin');
    expect(within(rowOf(AUDIT_ACTION_NAMES['artwork.remind'])).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/exhibiting-companies/view/31');
  });

  it('filters by area or action, person and days; each filter goes into the address and back to the first page', async () => {
    const server = serve(() => pageOf(entries, 45, 2));
    const { history } = await renderLog('/audit-log?page=2');
    const user = userEvent.setup();
    await waitFor(() => expect(logRequests(server)).toEqual([{ page: '2', limit: String(AUDIT_PAGE_SIZE) }]));

    const action = screen.getByRole('combobox', { name: AUDIT_TEXTS.actionFilter });
    expect(within(action).getByRole('option', { name: translate('en', AUDIT_TEXTS.everyActionOf, { area: AUDIT_AREA_NAMES.artwork }) })).toHaveValue('artwork');
    await user.selectOptions(action, 'artwork');
    await waitFor(() => expect(addressOf(history)).toEqual({ action: 'artwork' }));
    await user.selectOptions(action, 'artwork.review');
    await user.selectOptions(await screen.findByRole('combobox', { name: AUDIT_TEXTS.personFilter }), String(otto.id));
    await user.type(screen.getByLabelText(AUDIT_TEXTS.fromFilter), '2026-11-02');
    await user.type(screen.getByLabelText(AUDIT_TEXTS.toFilter), '2026-11-03');
    await waitFor(() => expect(addressOf(history)).toEqual({ action: 'artwork.review', actorId: String(otto.id), from: '2026-11-02', to: '2026-11-03' }));
    await waitFor(() => expect(logRequests(server).at(-1)).toEqual({ page: '1', limit: String(AUDIT_PAGE_SIZE), action: 'artwork.review', actorId: String(otto.id), from: '2026-11-02', to: '2026-11-03' }));

    await user.click(screen.getByRole('button', { name: AUDIT_TEXTS.clearFilters }));
    await waitFor(() => expect(addressOf(history)).toEqual({}));
    await waitFor(() => expect(logRequests(server).at(-1)).toEqual({ page: '1', limit: String(AUDIT_PAGE_SIZE) }));
  });

  it('opens with the filters of the address, and follows it back and forward', async () => {
    const server = serve(() => pageOf(entries));
    const { history } = await renderLog(`/audit-log?action=event&actorId=${ada.id}&from=2026-11-01`);
    await waitFor(() => expect(logRequests(server)).toEqual([{ page: '1', limit: String(AUDIT_PAGE_SIZE), action: 'event', actorId: String(ada.id), from: '2026-11-01' }]));
    expect(screen.getByRole('combobox', { name: AUDIT_TEXTS.actionFilter })).toHaveValue('event');
    expect(await screen.findByRole('option', { name: `${ada.name} (${ada.email})`, selected: true })).toBeVisible();
    expect(screen.getByLabelText(AUDIT_TEXTS.fromFilter)).toHaveValue('2026-11-01');
    history.push('/audit-log?action=artwork');
    await waitFor(() => expect(logRequests(server).at(-1)).toEqual({ page: '1', limit: String(AUDIT_PAGE_SIZE), action: 'artwork' }));
    expect(screen.getByRole('combobox', { name: AUDIT_TEXTS.actionFilter })).toHaveValue('artwork');
  });

  it('pages through the log, the page in the address', async () => {
    const rows = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) => entry(100 - index));
    const server = serve((request) => pageOf(rows, 45, Number(request.search.get('page'))));
    const { history } = await renderLog();
    const pages = await screen.findByRole('navigation', { name: LIST_TEXTS.pagination });
    await userEvent.click(within(pages).getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: 3 }) }));
    await waitFor(() => expect(addressOf(history)).toEqual({ page: '3' }));
    await waitFor(() => expect(logRequests(server).at(-1)).toEqual({ page: '3', limit: String(AUDIT_PAGE_SIZE) }));
  });

  it('says when nothing has been recorded, and when nothing matches the filters (with a way out)', async () => {
    serve(() => pageOf([]));
    const first = await renderLog();
    expect(await screen.findByText(AUDIT_TEXTS.empty)).toBeVisible();
    first.history.push('/audit-log?action=artwork');
    expect(await screen.findByText(AUDIT_TEXTS.noMatches)).toBeVisible();
    await userEvent.click(within(table()).getByRole('button', { name: AUDIT_TEXTS.clearFilters }));
    await waitFor(() => expect(addressOf(first.history)).toEqual({}));
    expect(await screen.findByText(AUDIT_TEXTS.empty)).toBeVisible();
  });

  it('says when the log cannot be read, and tries again', async () => {
    const server = serve();
    await renderLog();
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: LIST_TEXTS.retry }));
    await server.answer(Response.json(pageOf(entries)));
    expect(await within(table()).findByText(AUDIT_ACTION_NAMES['artwork.upload'])).toBeVisible();
  });
});
