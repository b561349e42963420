import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annotationPlacePath, DECISION_NOTES_TEXTS, NOTES_PANEL_TEXTS, placeOf, PRINT_POSITION_TEXTS, ROLES, type Annotation, type ChecklistItem, type Place } from '../../api/contract';
import { PROOF_CANVAS_TEXTS } from '../shared/proofing/canvas/proof-canvas-texts';
import { fakeServer } from '../../test/fake-server';
import { annotationFixture, annotationPageFixture, COMPANY } from '../../test/fixtures/annotations';
import { checklistFixture, requirementFixture, versionFixture } from '../../test/fixtures/artwork';
import { renderPage } from '../../test/render-page';
import { DashboardPage } from './DashboardPage';
import { translate } from '../../api/contract/i18n/translate';
import { t } from '../../i18n';

// The back wall: 3000 × 2500 mm with 5 mm bleed, so the artwork is 3010 × 2510 mm.
const wall = requirementFixture();
const v1 = versionFixture({ id: 44, version: 1, submittedAt: '2026-12-01T10:00:00.000Z' });
const v2 = versionFixture({ id: 45, version: 2, submittedAt: '2026-12-03T10:00:00.000Z' });
const logo = annotationFixture({ id: 2, number: 1, versionId: 44, comment: 'Move the logo 5 mm left.', place: { x: 0.1, y: 0.2 } });
const photo = annotationFixture({ id: 3, number: 2, versionId: 44, comment: 'The photo is too dark.', place: { x: 0.5, y: 0.5, w: 0.2, h: 0.1 } });
const changesAsked: ChecklistItem = { requirement: wall, status: 'Changes requested', latest: v1, submitted: v1, extendedTo: null, late: false };

function companyServer(item: ChecklistItem | (() => ChecklistItem), notes: Record<number, Annotation[]>) {
  const byVersion = Object.fromEntries(Object.entries(notes).map(([id, items]) => [`GET /api/artwork/version/${id}/annotations`, () => Response.json(annotationPageFixture(Number(id), items))]));
  return fakeServer({
    'GET /api/dashboard': () => Response.json({ kind: 'company', events: [], progress: [] }),
    'GET /api/artwork/checklist': () => Response.json(checklistFixture([typeof item === 'function' ? item() : item])),
    'GET /api/requirement/7/reviews': () => Response.json({ reviews: [] }),
    'GET /api/artwork/version/44': () => Response.json(v1),
    ...byVersion,
  });
}
const notesList = (count: number) => screen.findByRole('list', { name: translate('en', NOTES_PANEL_TEXTS.listLabel, { count }) });
const noteButton = (note: Annotation, number: number) => screen.getByRole('button', { name: translate('en', NOTES_PANEL_TEXTS.noteName, { number, comment: note.body[0]!.value }) });

afterEach(() => vi.unstubAllGlobals());

describe('the company’s notes on its artwork', () => {
  it('lists the reviewers’ notes on its newest version, numbered, each placed in millimetres from the trim', async () => {
    companyServer(changesAsked, { 44: [logo, photo] });
    await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
    const section = await screen.findByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 1, count: 2 }) });
    const list = await notesList(2);
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getAllByRole('button')[0]).toHaveAccessibleName(translate('en', NOTES_PANEL_TEXTS.noteName, { number: 1, comment: logo.body[0]!.value }));
    expect(within(items[1]!).getAllByRole('button')[0]).toHaveAccessibleName(translate('en', NOTES_PANEL_TEXTS.noteName, { number: 2, comment: photo.body[0]!.value }));
    // 0.1 × 3010 − 5 = 296 mm from the left trim, 0.2 × 2510 − 5 = 497 mm from the top.
    expect(section).toHaveTextContent(`${t(PRINT_POSITION_TEXTS.fromLeft, { mm: 296, side: 'inside' })}, ${t(PRINT_POSITION_TEXTS.fromTop, { mm: 497, side: 'inside' })}`);
    // The box: 0.5 × 3010 − 5 = 1500, 0.5 × 2510 − 5 = 1250, and 602 × 251 mm.
    expect(section).toHaveTextContent(`${t(PRINT_POSITION_TEXTS.fromLeft, { mm: 1500, side: 'inside' })}, ${t(PRINT_POSITION_TEXTS.fromTop, { mm: 1250, side: 'inside' })}, ${t(PRINT_POSITION_TEXTS.size, { width: 602, height: 251 })}`);
    expect(screen.queryByText(t(DECISION_NOTES_TEXTS.fromVersion, { version: 1 }))).toBeNull();
  });

  it('opens at the note an email links to, selected and focused, and the company replies in its thread', async () => {
    const server = companyServer(changesAsked, { 44: [logo, photo] });
    await renderPage({ path: '/', at: annotationPlacePath(44, 3), component: DashboardPage, role: ROLES.exhibitor });
    await notesList(2);
    await waitFor(() => expect(noteButton(photo, 2)).toHaveFocus());
    expect(noteButton(photo, 2)).toHaveAttribute('aria-pressed', 'true');
    expect(noteButton(logo, 1)).toHaveAttribute('aria-pressed', 'false');

    // The company is in the permissions table's annotateArtwork and resolveAnnotations: it may reply and resolve.
    expect(screen.getByRole('button', { name: NOTES_PANEL_TEXTS.resolve })).toBeEnabled();
    const replied = { ...photo, body: [...photo.body, { id: `${photo.id}/reply/1`, type: 'TextualBody' as const, purpose: 'replying' as const, value: 'Brightened in v2.', format: 'text/plain' as const, creator: COMPANY, created: '2026-12-02T09:00:00.000Z' }] };
    await userEvent.type(screen.getByRole('textbox', { name: translate('en', NOTES_PANEL_TEXTS.replyLabel, { number: 2 }) }), 'Brightened in v2.');
    await userEvent.click(screen.getByRole('button', { name: NOTES_PANEL_TEXTS.sendReply }));
    await waitFor(() => expect(server.pending().map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/artwork/version/44/annotation/3/reply']));
    expect(server.pending()[0]!.body).toEqual({ type: 'TextualBody', format: 'text/plain', value: 'Brightened in v2.' });
    await server.answer(Response.json(replied, { status: 201 }));
    // The thread is read again from the server.
    await waitFor(() => expect(server.requests.filter((request) => request.path === '/api/artwork/version/44/annotations')).toHaveLength(2));
  });

  it('on a later version, shows the notes still open from the earlier one as “from v1”', async () => {
    const carried = { ...logo, carriedFrom: { versionId: 44, version: 1 } };
    companyServer({ ...changesAsked, status: 'Submitted', latest: v2, submitted: v2 }, { 44: [logo, photo], 45: [carried] });
    await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
    const section = await screen.findByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 2, count: 1 }) });
    expect(within(section).getByText(t(DECISION_NOTES_TEXTS.fromVersion, { version: 1 }))).toBeVisible();
  });

  it('a link to an earlier version shows that version’s notes', async () => {
    companyServer({ ...changesAsked, status: 'Submitted', latest: v2, submitted: v2 }, { 44: [logo, photo], 45: [] });
    await renderPage({ path: '/', at: annotationPlacePath(44, 2), component: DashboardPage, role: ROLES.exhibitor });
    await screen.findByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 1, count: 2 }) });
    await waitFor(() => expect(noteButton(logo, 1)).toHaveFocus());
  });

  it('follows the company’s newer submission after a link to an earlier version: the newer one’s notes are shown', async () => {
    let item = changesAsked;
    const carried = { ...photo, carriedFrom: { versionId: 44, version: 1 } };
    companyServer(() => item, { 44: [logo, photo], 45: [carried] });
    await renderPage({ path: '/', at: annotationPlacePath(44, 3), component: DashboardPage, role: ROLES.exhibitor });
    await screen.findByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 1, count: 2 }) });
    item = { ...changesAsked, status: 'Submitted', latest: v2, submitted: v2 };
    window.dispatchEvent(new Event('focus'));
    const section = await screen.findByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 2, count: 1 }) });
    expect(within(section).getByText(t(DECISION_NOTES_TEXTS.fromVersion, { version: 1 }))).toBeVisible();
  });

  it('places a pin by keyboard on its newest version, the first note on it, and shows it numbered in the list', async () => {
    const notes: Annotation[] = [];
    const server = companyServer(changesAsked, { 44: notes });
    const user = userEvent.setup();
    await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
    // With no note yet, the section is there for the company's first.
    const section = await screen.findByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 1, count: 0 }) });
    await user.click(within(within(section).getByRole('toolbar', { name: PROOF_CANVAS_TEXTS.toolsLabel })).getByRole('button', { name: PROOF_CANVAS_TEXTS.addPin }));
    expect(screen.getByRole('application', { name: PROOF_CANVAS_TEXTS.crosshair })).toHaveFocus();
    // From the middle: two steps right and one down, each a hundredth of the artwork.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Enter}');
    await user.type(screen.getByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel }), 'The logo is the old one; v2 brings the new.');
    await user.click(screen.getByRole('button', { name: PROOF_CANVAS_TEXTS.save }));

    const posted = () => server.pending().filter((request) => request.method === 'POST');
    await waitFor(() => expect(posted()).toHaveLength(1));
    const request = posted()[0]!;
    expect(request).toMatchObject({ path: '/api/artwork/version/44/annotation', body: { body: { value: 'The logo is the old one; v2 brings the new.' } } });
    const place = placeOf((request.body as { target: { selector: unknown } }).target.selector) as Place;
    expect(place.page).toBe(1);
    for (const [key, value] of Object.entries({ x: 0.52, y: 0.51, w: 0, h: 0 })) expect(place[key as keyof Place]).toBeCloseTo(value, 6);

    const saved = annotationFixture({ id: 5, number: 1, versionId: 44, comment: 'The logo is the old one; v2 brings the new.', place });
    notes.push(saved);
    await server.answer(Response.json(saved, { status: 201 }));
    expect(await screen.findByText(PROOF_CANVAS_TEXTS.saved)).toHaveRole('status');
    // The list is read again and the new note selected in it.
    await notesList(1);
    await waitFor(() => expect(noteButton(saved, 1)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('places nothing on an earlier version a link leads to, and shows no section while it has no notes', async () => {
    const server = companyServer({ ...changesAsked, status: 'Submitted', latest: v2, submitted: v2 }, { 44: [], 45: [] });
    await renderPage({ path: '/', at: annotationPlacePath(44, 2), component: DashboardPage, role: ROLES.exhibitor });
    await screen.findByRole('heading', { name: wall.name, level: 3 });
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/artwork/version/44/annotations')).toBe(true));
    expect(screen.queryByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 1, count: 0 }) })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: PROOF_CANVAS_TEXTS.toolsLabel })).toBeNull();
    expect(screen.queryByText(NOTES_PANEL_TEXTS.empty)).toBeNull();
  });

  it('places nothing on an earlier version with notes: they are read and replied to only', async () => {
    companyServer({ ...changesAsked, status: 'Submitted', latest: v2, submitted: v2 }, { 44: [logo, photo], 45: [] });
    await renderPage({ path: '/', at: annotationPlacePath(44, 2), component: DashboardPage, role: ROLES.exhibitor });
    await screen.findByRole('region', { name: translate('en', NOTES_PANEL_TEXTS.versionHeading, { version: 1, count: 2 }) });
    expect(screen.queryByRole('toolbar', { name: PROOF_CANVAS_TEXTS.toolsLabel })).toBeNull();
  });
});
