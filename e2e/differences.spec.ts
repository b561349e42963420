import { expect, test } from '@playwright/test';
import { ANNOTATION_CONTEXT, MEDIA_FRAGMENTS } from '../src/api/contract/annotations';
import { DIFFERENCE_TEXTS, NOTES_PANEL_TEXTS, PAGE_TITLES, REVIEW_TEXTS } from '../src/api/contract/texts';
import { ROLES } from '../src/api/contract/roles';
import { createAccount } from './support/accounts';
import { COUNTER_FRONT, counterArtwork, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer, createEvent, uniqueTitle } from './support/events';
import { pageHeading, saveScreen } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';

/** 210 × 110 mm printed with 5 mm bleed: the artwork is 220 × 120 mm, at 10 px a millimetre. */
const requirement = { ...COUNTER_FRONT, name: 'Changed counter', widthMm: 210, heightMm: 110, bleedMm: 5 };

/** Issue 29: the reviewer sees at once what changed in v2 and which of their notes were acted on. */
test.describe('Differences between versions', () => {
  test('v2 moves the logo a note asked to move: one changed region, that note "changed here", the other "unchanged here"', async ({ browser, request }, testInfo) => {
    test.slow();
    const admin = await createUser({ role: ROLES.admin, firstname: 'Dora', lastname: 'Diff' });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const organiser = await createAccount(request, adminToken, 'organiser');
    const event = await createEvent(request, adminToken, { name: uniqueTitle('Diff Fair'), category: 'Primary', allDay: true, start: '2027-06-10', end: '2027-06-12', timeZone: 'Europe/Berlin', organiserIds: [organiser.id] });
    const company = await createAccount(request, adminToken, 'company');
    const { companyName, productCategory, boothSize, contactPerson, email } = company.body;
    expect((await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: 'D4' }, headers: bearer(adminToken) })).ok()).toBe(true);
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: requirement, headers: bearer(adminToken) });
    expect(created.status()).toBe(201);
    const requirementId = ((await created.json()) as { id: number }).id;
    const companyToken = await apiSignIn(request, company.body.email, company.body.password);
    const organiserToken = await apiSignIn(request, organiser.body.email, organiser.body.password);

    const v1 = await uploadVersion(request, companyToken, requirementId, 'counter.png', await counterArtwork(40));
    await submitVersion(request, companyToken, v1.id);
    // Two requested changes, each with a pin: the logo (at its middle), and the band along the top.
    const pin = async (x: number, y: number, text: string) => {
      const selector = { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: `xywh=percent:${x},${y},0,0` };
      const body = { '@context': ANNOTATION_CONTEXT, type: 'Annotation', body: { type: 'TextualBody', value: text, format: 'text/plain' }, target: { selector } };
      expect((await request.post(`/api/artwork/version/${v1.id}/annotation`, { data: body, headers: bearer(organiserToken) })).status()).toBe(201);
    };
    await pin((55 / 220) * 100, (55 / 120) * 100, 'Move the logo 10 mm to the right.');
    await pin((180 / 220) * 100, (7 / 120) * 100, 'Make the band darker.');

    // The company fixes one of them in v2.
    const v2 = await uploadVersion(request, companyToken, requirementId, 'counter-v2.png', await counterArtwork(50));
    await submitVersion(request, companyToken, v2.id);
    await expect
      .poll(async () => ((await (await request.get(`/api/artwork/version/${v2.id}/difference`, { headers: bearer(adminToken) })).json()) as { status: string }).status, { timeout: 60_000 })
      .toBe('ready');

    const context = await signedInContext(browser, request, organiser.body, { viewport: { width: 1280, height: 1000 } });
    const reviewer = await context.newPage();
    await reviewer.goto(`/review/${v2.id}`);
    await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
    const differences = reviewer.getByRole('region', { name: english(DIFFERENCE_TEXTS.against, { version: 2, base: 1 }) });

    await test.step('the changed regions are listed, one for the moved logo', async () => {
      await expect(differences.getByRole('list', { name: english(DIFFERENCE_TEXTS.regionsLabel, { count: 1 }) })).toBeVisible();
      await expect(differences.getByRole('button', { name: new RegExp(`^${english(DIFFERENCE_TEXTS.region, { number: 1 })} ·`) })).toBeVisible();
    });

    await test.step('the carried notes know whether v2 changed at their place', async () => {
      const second = reviewer.getByRole('region', { name: english(REVIEW_TEXTS.versionTitle, { version: 2, name: 'counter-v2.png' }) });
      const list = second.getByRole('list', { name: english(NOTES_PANEL_TEXTS.listLabel, { count: 2 }) });
      await expect(list.getByRole('listitem').filter({ hasText: 'Move the logo' })).toContainText(DIFFERENCE_TEXTS.changedHere);
      await expect(list.getByRole('listitem').filter({ hasText: 'Make the band darker' })).toContainText(DIFFERENCE_TEXTS.unchangedHere);
    });

    await test.step('the Differences toggle draws the mask and the region on the artwork; the region’s button brings it into view', async () => {
      const second = reviewer.getByRole('region', { name: english(REVIEW_TEXTS.versionTitle, { version: 2, name: 'counter-v2.png' }) });
      await expect(second.locator('[data-differences]')).toHaveCount(0);
      await reviewer.getByRole('checkbox', { name: DIFFERENCE_TEXTS.toggle }).check();
      await expect(second.locator('[data-differences="shown"]')).toBeVisible();
      await expect(second.locator('[data-region="1"]')).toBeVisible();
      await differences.getByRole('button', { name: new RegExp(`^${english(DIFFERENCE_TEXTS.region, { number: 1 })} ·`) }).click();
      await expect(second.locator('[data-region="1"]')).toBeInViewport();
      expect(await axeProblems(reviewer)).toEqual([]);
      await second.scrollIntoViewIfNeeded();
      await saveScreen(reviewer, 'differences-compare', testInfo);
    });
    await context.close();
  });
});
