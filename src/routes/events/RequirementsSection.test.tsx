import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, INK_LIMIT_MAX, INK_LIMIT_MIN, PAGES_EXPECTED_MAX, REQUIREMENT_PRESETS, ROLES, type Requirement } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { matrixPage } from '../../test/fixtures/matrix';
import { renderPage } from '../../test/render-page';
import { EventDetailsPage } from './EventDetailsPage';
import { eventFixture, exhibitorFixture, exhibitorsPage } from '../../test/fixtures/events';
import { logoRequirement, requirementFixture } from '../../test/fixtures/artwork';
import { noFlowRoutes } from '../../test/fixtures/approval-flows';
import { translate } from '../../api/contract/i18n/translate';

const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });
const wall = requirementFixture({ versionCount: 3 });
const logo = logoRequirement;
const northwind = exhibitorFixture();
const lumen = exhibitorFixture({ companyId: 32, companyName: 'Lumen & Co', email: 'sara@lumen.example' });

const serve = (requirements: Requirement[], routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /api/event/5': () => Response.json(event),
    'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([northwind, lumen])),
    'GET /api/event/5/requirements': () => Response.json({ requirements }),
    'GET /api/review-queue': () => Response.json({ items: [] }),
    'GET /api/event/5/matrix': () => Response.json(matrixPage([])),
    ...noFlowRoutes(5),
    ...routes,
  });
const renderDetails = () => renderPage({ path: '/event-details/$id', at: '/event-details/5', component: EventDetailsPage, role: ROLES.organizer });
const table = () => screen.findByRole('table', { name: ARTWORK_TEXTS.requirementsTitle });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
const requirementReads = (server: ReturnType<typeof fakeServer>) => server.requests.filter((request) => request.path === '/api/event/5/requirements').length;

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('an event’s artwork requirements', () => {
  it('lists each with what it asks, its deadline on the event’s clock with the zone named, whom it applies to and its template', async () => {
    serve([wall, logo]);
    await renderDetails();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Back wall');
    expect(rows[1]).toHaveTextContent(`${ARTWORK_TEXTS.requiredLabel} · PNG, JPG, PDF`);
    expect(rows[1]).toHaveTextContent('3000 × 2500 mm + 5 mm bleed');
    expect(rows[1]).toHaveTextContent('at least 100 dpi: 11850 × 9882 px · CMYK · up to 200 MB');
    expect(rows[1]).toHaveTextContent('12 Dec 2026, 17:00 (Europe/Berlin)');
    expect(rows[1]).toHaveTextContent(ARTWORK_TEXTS.appliesAll);
    expect(rows[1]).toHaveTextContent(ARTWORK_TEXTS.noTemplate);
    expect(rows[2]).toHaveTextContent(`${ARTWORK_TEXTS.optional} · SVG`);
    expect(rows[2]).toHaveTextContent(translate('en', ARTWORK_TEXTS.appliesToCount, { count: 2 }));
    expect(within(rows[2]!).getByRole('button', { name: 'logo-guide.pdf' })).toBeVisible();
  });

  it('says when there are none yet', async () => {
    serve([]);
    await renderDetails();
    expect(await within(await table()).findByText(ARTWORK_TEXTS.noRequirements)).toBeVisible();
  });

  it('adds one: the contract’s checks first, nothing sent; then the body with the deadline on the event’s clock', async () => {
    const server = serve([]);
    await renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: ARTWORK_TEXTS.addRequirement }));
    expect(dialog()).toHaveAccessibleName(ARTWORK_TEXTS.addRequirementTitle);
    await userEvent.click(within(dialog()).getByRole('button', { name: ARTWORK_TEXTS.save }));
    expect(field(ARTWORK_TEXTS.nameLabel)).toHaveAccessibleDescription(ARTWORK_MESSAGES.nameRequired);
    expect(field(ARTWORK_TEXTS.deadlineDateLabel)).toHaveAccessibleDescription(expect.stringContaining(ARTWORK_MESSAGES.deadlineRequired));
    expect(server.pending()).toHaveLength(0);

    await userEvent.type(field(ARTWORK_TEXTS.nameLabel), 'Back wall');
    expect(field(ARTWORK_TEXTS.nameLabel)).not.toHaveAccessibleDescription(ARTWORK_MESSAGES.nameRequired);
    await userEvent.type(field(ARTWORK_TEXTS.widthLabel), '3000');
    await userEvent.type(field(ARTWORK_TEXTS.heightLabel), '2500');
    await userEvent.clear(field(ARTWORK_TEXTS.bleedLabel));
    await userEvent.type(field(ARTWORK_TEXTS.bleedLabel), '5');
    await userEvent.type(field(ARTWORK_TEXTS.minDpiLabel), '100');
    await userEvent.selectOptions(field(ARTWORK_TEXTS.colourModeLabel), 'CMYK');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'SVG' }));
    await userEvent.type(field(ARTWORK_TEXTS.deadlineDateLabel), '2026-12-12');
    await userEvent.click(within(dialog()).getByRole('button', { name: ARTWORK_TEXTS.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'POST', path: '/api/event/5/requirement' });
    expect(server.pending()[0]!.body).toEqual({
      name: 'Back wall',
      description: null,
      required: true,
      formats: ['png', 'jpg', 'svg', 'pdf'],
      widthMm: 3000,
      heightMm: 2500,
      bleedMm: 5,
      minDpi: 100,
      colourMode: 'CMYK',
      inkLimit: null,
      spotColoursAllowed: false,
      pagesExpected: null,
      viewingDistanceM: null,
      maxBytes: 200 * 1024 * 1024,
      deadline: '2026-12-12T16:00:00.000Z',
      appliesTo: 'all',
      companyIds: [],
      // No checklist items were added: the requirement has none.
      checklist: [],
    });
    const reads = requirementReads(server);
    await server.answer(Response.json(wall, { status: 201 }));
    expect(await screen.findByText(ARTWORK_TEXTS.requirementCreated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requirementReads(server)).toBe(reads + 1);
    // Many fields typed key by key: on a busy machine that takes longer than the default 5 s.
  }, 30_000);

  it('fills the print rules from a preset, checks them by the contract, and sends them', async () => {
    const server = serve([wall]);
    await renderDetails();
    await userEvent.click(await within(await table()).findByRole('button', { name: translate('en', ARTWORK_TEXTS.editRequirement, { name: 'Back wall' }) }));
    await userEvent.selectOptions(field(ARTWORK_TEXTS.presetLabel), within(dialog()).getByRole('option', { name: ARTWORK_TEXTS.presetNames.largeFormat }));
    const large = REQUIREMENT_PRESETS.largeFormat;
    expect(field(ARTWORK_TEXTS.viewingDistanceLabel)).toHaveValue(String(large.viewingDistanceM));
    expect(field(ARTWORK_TEXTS.inkLimitLabel)).toHaveValue(String(large.inkLimit));
    expect(field(ARTWORK_TEXTS.minDpiLabel)).toHaveValue('');
    expect(within(dialog()).getByRole('checkbox', { name: 'TIFF' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'PNG' })).not.toBeChecked();

    // A figure the contract refuses is named under its field, and nothing is sent.
    await userEvent.clear(field(ARTWORK_TEXTS.inkLimitLabel));
    await userEvent.type(field(ARTWORK_TEXTS.inkLimitLabel), '450');
    await userEvent.type(field(ARTWORK_TEXTS.pagesExpectedLabel), '0');
    await userEvent.click(within(dialog()).getByRole('button', { name: ARTWORK_TEXTS.save }));
    expect(field(ARTWORK_TEXTS.inkLimitLabel)).toHaveAccessibleDescription(expect.stringContaining(ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX)));
    expect(field(ARTWORK_TEXTS.pagesExpectedLabel)).toHaveAccessibleDescription(expect.stringContaining(ARTWORK_MESSAGES.pagesExpectedInvalid(PAGES_EXPECTED_MAX)));
    expect(server.pending()).toHaveLength(0);

    await userEvent.clear(field(ARTWORK_TEXTS.inkLimitLabel));
    await userEvent.type(field(ARTWORK_TEXTS.inkLimitLabel), '290');
    await userEvent.clear(field(ARTWORK_TEXTS.pagesExpectedLabel));
    await userEvent.type(field(ARTWORK_TEXTS.pagesExpectedLabel), '2');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: ARTWORK_TEXTS.spotColoursLabel }));
    await userEvent.click(within(dialog()).getByRole('button', { name: ARTWORK_TEXTS.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]!.body).toMatchObject({
      formats: ['jpg', 'tiff', 'pdf'],
      bleedMm: large.bleedMm,
      minDpi: null,
      colourMode: large.colourMode,
      inkLimit: 290,
      spotColoursAllowed: true,
      pagesExpected: 2,
      viewingDistanceM: large.viewingDistanceM,
    });
  }, 30_000);

  it('starts the print rules from the requirement being edited', async () => {
    serve([{ ...wall, inkLimit: 320, spotColoursAllowed: true, pagesExpected: 4, viewingDistanceM: 2.5 }]);
    await renderDetails();
    await userEvent.click(await within(await table()).findByRole('button', { name: translate('en', ARTWORK_TEXTS.editRequirement, { name: 'Back wall' }) }));
    expect(field(ARTWORK_TEXTS.inkLimitLabel)).toHaveValue('320');
    expect(field(ARTWORK_TEXTS.pagesExpectedLabel)).toHaveValue('4');
    expect(field(ARTWORK_TEXTS.viewingDistanceLabel)).toHaveValue('2.5');
    expect(within(dialog()).getByRole('checkbox', { name: ARTWORK_TEXTS.spotColoursLabel })).toBeChecked();
  });

  it('shows the server’s field messages under their fields', async () => {
    const server = serve([wall]);
    await renderDetails();
    await userEvent.click(await within(await table()).findByRole('button', { name: translate('en', ARTWORK_TEXTS.editRequirement, { name: 'Back wall' }) }));
    await userEvent.click(within(dialog()).getByRole('button', { name: ARTWORK_TEXTS.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    const tooLarge = ARTWORK_MESSAGES.maxBytesTooLarge('200 MB');
    await server.answer(Response.json({ message: tooLarge, errors: { maxBytes: tooLarge } }, { status: 400 }));
    expect(field(ARTWORK_TEXTS.maxSizeLabel)).toHaveAccessibleDescription(tooLarge);
    expect(dialog()).toBeVisible();
  });

  it('edits one: the form starts from it, and chosen exhibitors are ticked from the event’s', async () => {
    const server = serve([logo]);
    await renderDetails();
    await userEvent.click(await within(await table()).findByRole('button', { name: translate('en', ARTWORK_TEXTS.editRequirement, { name: 'Logo' }) }));
    expect(dialog()).toHaveAccessibleName(ARTWORK_TEXTS.editRequirementTitle);
    expect(field(ARTWORK_TEXTS.nameLabel)).toHaveValue('Logo');
    expect(field(ARTWORK_TEXTS.deadlineDateLabel)).toHaveValue('2026-12-12');
    expect(field(ARTWORK_TEXTS.deadlineTimeLabel)).toHaveValue('17:00');
    expect(await within(dialog()).findByRole('checkbox', { name: 'Lumen & Co' })).toBeChecked();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Lumen & Co' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: ARTWORK_TEXTS.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'PUT', path: '/api/requirement/8' });
    expect(server.pending()[0]!.body).toMatchObject({ appliesTo: 'chosen', companyIds: [31], formats: ['svg'], minDpi: null, colourMode: null });
    await server.answer(Response.json({ ...logo, companyIds: [31] }));
    expect(await screen.findByText(ARTWORK_TEXTS.requirementUpdated)).toBeVisible();
  });

  it('deletes one after saying how many uploaded files go with it', async () => {
    const server = serve([wall]);
    await renderDetails();
    await userEvent.click(await within(await table()).findByRole('button', { name: translate('en', ARTWORK_TEXTS.deleteRequirement, { name: 'Back wall' }) }));
    const confirm = screen.getByRole('alertdialog', { name: ARTWORK_TEXTS.deleteRequirementTitle });
    expect(confirm).toHaveTextContent(translate('en', ARTWORK_TEXTS.confirmDeleteRequirement, { name: 'Back wall', versions: 3 }));
    await userEvent.click(within(confirm).getByRole('button', { name: ARTWORK_TEXTS.delete }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect(server.pending()[0]).toMatchObject({ method: 'DELETE', path: '/api/requirement/7' });
    await server.answer(Response.json({ message: ARTWORK_TEXTS.requirementDeleted, versionsRemoved: 3 }));
    expect(await screen.findByText(ARTWORK_TEXTS.requirementDeleted)).toBeVisible();
  });

  it('keeps the requirement when the delete is cancelled', async () => {
    const server = serve([wall]);
    await renderDetails();
    await userEvent.click(await within(await table()).findByRole('button', { name: translate('en', ARTWORK_TEXTS.deleteRequirement, { name: 'Back wall' }) }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: ARTWORK_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.pending()).toHaveLength(0);
  });

  it('sends the chosen template once the requirement is saved, and the list names it', async () => {
    const withTemplate = { ...wall, template: { name: 'wall-template.pdf', bytes: 9, url: '/api/requirement/7/template' } };
    const server = serve([wall]);
    await renderDetails();
    await userEvent.click(await within(await table()).findByRole('button', { name: translate('en', ARTWORK_TEXTS.editRequirement, { name: 'Back wall' }) }));
    await userEvent.upload(field(ARTWORK_TEXTS.templateUpload) as HTMLInputElement, new File(['%PDF-1.4'], 'wall-template.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: ARTWORK_TEXTS.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json(wall));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    const upload = server.pending()[0]!;
    expect(upload).toMatchObject({ method: 'PUT', path: '/api/requirement/7/template' });
    // One multipart part named "file" of the file's type (jsdom's File reaches fetch without its name and bytes; a browser's keeps them).
    expect(upload.body).toContain('Content-Disposition: form-data; name="file"');
    expect(upload.body).toContain('Content-Type: application/pdf');
    server.requests.length = 0;
    await server.answer(Response.json(withTemplate));
    expect(await screen.findByText(ARTWORK_TEXTS.requirementUpdated)).toBeVisible();
  });
});
