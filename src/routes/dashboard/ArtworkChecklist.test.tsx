import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, LIST_TEXTS, REVIEW_TEXTS, ROLES, type ChecklistItem, type Dashboard } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { DashboardPage } from './DashboardPage';
import { reviewFixture } from '../../test/fixtures/review';
import { checklistFixture, errorsReport, requirementFixture, versionFixture, warningsReport } from '../../test/fixtures/artwork';
import { translate } from '../../api/contract/i18n/translate';
import { onFixedDate } from '../../test/fixed-date';

const dashboard: Dashboard = { kind: 'company', events: [], progress: [] };
const wall = requirementFixture();
const logo = requirementFixture({ id: 8, name: 'Logo', required: false, formats: ['svg', 'png'], minDpi: null, colourMode: null, deadline: '2026-12-07T12:00:00.000Z' });
const banner = requirementFixture({ id: 9, name: 'Banner', template: { name: 'banner-template.pdf', bytes: 2048, url: '/api/requirement/9/template' } });

const missing: ChecklistItem = { requirement: wall, status: 'Missing', latest: null, submitted: null, extendedTo: null, late: false };
const overdue: ChecklistItem = { requirement: logo, status: 'Optional', latest: versionFixture({ id: 42, requirementId: 8, preflight: errorsReport, originalName: 'logo.png' }), submitted: null, extendedTo: null, late: false };
const withWarnings: ChecklistItem = { requirement: banner, status: 'Missing', latest: versionFixture({ id: 43, requirementId: 9, preflight: warningsReport, originalName: 'banner.jpg' }), submitted: null, extendedTo: null, late: false };

const serve = (items: ChecklistItem[], routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /api/dashboard': () => Response.json(dashboard),
    'GET /api/artwork/checklist': () => Response.json(checklistFixture(items)),
    ...routes,
  });
const renderHome = () => renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
const itemNamed = async (name: string) => (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

onFixedDate('2026-12-09T12:00:00.000Z');
afterEach(() => {
  toast.clear();
});

describe('the exhibiting company’s artwork checklist', () => {
  it('lists each event’s requirements with what is asked, the deadline on the event’s clock, the status in words and the countdown', async () => {
    serve([missing, overdue]);
    await renderHome();
    expect(await screen.findByRole('heading', { name: translate('en', ARTWORK_TEXTS.checklistFor, { event: 'Tech Expo' }) })).toBeVisible();
    const first = await itemNamed('Back wall');
    // The pixels the check will ask for, before any upload: 3010 × 2510 mm with bleed at 100 dpi.
    expect(first).toHaveTextContent('PNG, JPG, PDF · 3000 × 2500 mm + 5 mm bleed · at least 100 dpi: 11850 × 9882 px · CMYK · up to 200 MB');
    expect(first).toHaveTextContent(`${ARTWORK_TEXTS.deadlineLabel}: 12 Dec 2026, 17:00 (Europe/Berlin)`);
    expect(first).toHaveTextContent(translate('en', ARTWORK_TEXTS.daysLeft, { days: 3 }));
    expect(within(first).getByText('Missing')).toBeVisible();
    // Optional and past its deadline: its own badge, never Overdue, no countdown.
    const second = await itemNamed('Logo');
    expect(within(second).getByText(ARTWORK_TEXTS.optional)).toBeVisible();
    expect(second).not.toHaveTextContent('Overdue');
    expect(within(second).getByRole('button', { name: translate('en', ARTWORK_TEXTS.dropLabel, { name: 'Logo' }) })).toHaveAccessibleDescription(translate('en', ARTWORK_TEXTS.dropHint, { formats: 'SVG, PNG', size: '200 MB' }));
  });

  it('shows the latest file’s check in words: errors block submitting', async () => {
    serve([overdue]);
    await renderHome();
    const item = await itemNamed('Logo');
    const report = within(item).getByRole('region', { name: ARTWORK_TEXTS.preflightTitle });
    expect(report).toHaveTextContent(`${ARTWORK_TEXTS.severityNames.error}38 dpi at 3000 mm wide; needs 100`);
    expect(within(item).getByRole('alert')).toHaveTextContent(ARTWORK_MESSAGES.submitBlocked);
    expect(within(item).queryByRole('button', { name: ARTWORK_TEXTS.submit })).toBeNull();
  });

  it('asks for warnings to be acknowledged, then submits and reads the checklist again', async () => {
    const server = serve([withWarnings]);
    await renderHome();
    const item = await itemNamed('Banner');
    expect(within(item).getByRole('region', { name: ARTWORK_TEXTS.preflightTitle })).toHaveTextContent(`${ARTWORK_TEXTS.severityNames.warning}CMYK expected; this file is RGB`);
    const submit = within(item).getByRole('button', { name: ARTWORK_TEXTS.submit });
    expect(submit).toBeDisabled();
    await userEvent.click(within(item).getByRole('checkbox', { name: ARTWORK_TEXTS.acknowledgeWarnings }));
    await userEvent.click(submit);
    await waitFor(() => expect(server.pending().map((request) => request.path)).toEqual(['/api/artwork/version/43/submit']));
    expect(server.pending()[0]!.body).toEqual({ acknowledgeWarnings: true });
    const checklistReads = server.requests.filter((request) => request.path === '/api/artwork/checklist').length;
    await server.answer(Response.json(versionFixture({ id: 43, preflight: warningsReport, submittedAt: '2026-12-09T12:00:00.000Z' })));
    expect(await screen.findByText(ARTWORK_TEXTS.submitted)).toBeVisible();
    await waitFor(() => expect(server.requests.filter((request) => request.path === '/api/artwork/checklist')).toHaveLength(checklistReads + 1));
  });

  it('shows the server’s refusal of a submit', async () => {
    const server = serve([withWarnings]);
    await renderHome();
    const item = await itemNamed('Banner');
    await userEvent.click(within(item).getByRole('checkbox', { name: ARTWORK_TEXTS.acknowledgeWarnings }));
    await userEvent.click(within(item).getByRole('button', { name: ARTWORK_TEXTS.submit }));
    await server.answer(Response.json({ message: ARTWORK_MESSAGES.alreadySubmitted }, { status: 409 }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(ARTWORK_MESSAGES.alreadySubmitted);
  });

  it('shows the reviewer’s decision with the comment and reasons to act on', async () => {
    const submitted = versionFixture({ id: 44, submittedAt: '2026-12-01T10:00:00.000Z' });
    const changes: ChecklistItem = { requirement: wall, status: 'Changes requested', latest: submitted, submitted, extendedTo: null, late: false };
    const server = serve([changes], { 'GET /api/requirement/7/reviews': () => Response.json({ reviews: [reviewFixture({ versionId: 44 })] }) });
    await renderHome();
    const item = await itemNamed('Back wall');
    expect(within(item).getAllByText('Changes requested').length).toBeGreaterThan(0);
    const decision = await within(item).findByRole('region', { name: REVIEW_TEXTS.decisionTitle });
    expect(decision).toHaveTextContent(reviewFixture().comment!);
    expect(decision).toHaveTextContent(`${REVIEW_TEXTS.reasonsLabel}: ${REVIEW_TEXTS.reasons.bleed}`);
    expect(server.requests.find((request) => request.path === '/api/requirement/7/reviews')?.search.get('companyId')).toBe(String(submitted.companyId));
  });

  it('offers the template for download with the session', async () => {
    const server = serve([withWarnings], { 'GET /api/requirement/9/template': () => new Response('pdf', { headers: { 'content-disposition': 'attachment; filename="banner-template.pdf"' } }) });
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    await renderHome();
    const item = await itemNamed('Banner');
    await userEvent.click(within(item).getByRole('button', { name: ARTWORK_TEXTS.templateDownload }));
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/requirement/9/template')).toBe(true));
  });

  it('says when no event needs artwork yet', async () => {
    serve([], { 'GET /api/artwork/checklist': () => Response.json({ events: [] }) });
    await renderHome();
    expect(await screen.findByText(ARTWORK_TEXTS.noArtworkEvents)).toBeVisible();
  });

  it('says when the checklist cannot be loaded, and tries again', async () => {
    let fail = true;
    serve([], { 'GET /api/artwork/checklist': () => (fail ? Response.json({ message: 'Something went wrong on our side.' }, { status: 500 }) : Response.json(checklistFixture([missing]))) });
    await renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: LIST_TEXTS.retry }));
    expect(await itemNamed('Back wall')).toBeVisible();
  });

  it('keeps the checklist shown when reading it again fails, says why, and reads it again once back online', async () => {
    let reads = 0;
    const server = serve([], {
      'GET /api/artwork/checklist': () => (++reads === 1 ? Response.json(checklistFixture([withWarnings])) : Response.json({ message: 'Something went wrong on our side.' }, { status: 500 })),
    });
    await renderHome();
    const item = await itemNamed('Banner');
    await userEvent.click(within(item).getByRole('checkbox', { name: ARTWORK_TEXTS.acknowledgeWarnings }));
    await userEvent.click(within(item).getByRole('button', { name: ARTWORK_TEXTS.submit }));
    await server.answer(Response.json(versionFixture({ id: 43, preflight: warningsReport, submittedAt: '2026-12-09T12:00:00.000Z' })));
    expect(await screen.findByText('Something went wrong on our side.')).toBeVisible();
    expect(await itemNamed('Banner')).toBeVisible();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(reads).toBe(3));
  });
});
