import { expect, test, type Page } from '@playwright/test';
import { ARTWORK_TEXTS, NOTES_PANEL_TEXTS, PAGE_TITLES, REVIEW_TEXTS } from '../src/api/contract/texts';
import { PROOF_CANVAS_TEXTS } from '../src/routes/shared/proofing/canvas/proof-canvas-texts';
import { printPositionOf, printPositionText } from '../src/api/contract/print-position';
import { ROLES } from '../src/api/contract/roles';
import { createAccount } from './support/accounts';
import { COUNTER_FRONT, solidImage, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer, createEvent, uniqueTitle } from './support/events';
import { pageHeading, saveScreen } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';
import { versionValue } from '../src/api/contract/texts/artwork';

/** 210 × 110 mm printed with 5 mm bleed: the artwork is 220 × 120 mm, at 10 px a millimetre. */
const requirement = { ...COUNTER_FRONT, name: 'Proofed counter', widthMm: 210, heightMm: 110, bleedMm: 5 };
const size = { widthMm: 210, heightMm: 110, bleedMm: 5 };

/** The notes panel's list, named with how many it holds. */
const notes = (page: Page, count: number) => page.getByRole('list', { name: english(NOTES_PANEL_TEXTS.listLabel, { count }) });

/** The company's checklist, its version's notes (`count` of them) on the deep-zoom canvas, and "Add a pin" chosen. */
async function startPin(home: Page, count: number) {
  await home.goto('/');
  const section = home.getByRole('region', { name: english(NOTES_PANEL_TEXTS.versionHeading, { version: 1, count }) });
  const canvas = home.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: english(ARTWORK_TEXTS.latestFile, { version: versionValue(1), name: 'counter.png' }) }) });
  await expect(canvas).toHaveClass(/openseadragon-canvas/);
  await section.getByRole('toolbar', { name: PROOF_CANVAS_TEXTS.toolsLabel }).getByRole('button', { name: PROOF_CANVAS_TEXTS.addPin }).click();
  return { home, canvas };
}

/** Issue 16: the deep-zoom canvas in Chromium: notes placed by keyboard, by click and by drag, print guides, positions in mm. */
test.describe('Proofing canvas', () => {
  test('a reviewer pins a note by keys and one by click, draws a box, and reads places in mm with the guides on', async ({ browser, request }, testInfo) => {
    test.slow();
    const admin = await createUser({ role: ROLES.admin, firstname: 'Rita', lastname: 'Canvas' });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const organiser = await createAccount(request, adminToken, 'organiser');
    const event = await createEvent(request, adminToken, { name: uniqueTitle('Canvas Fair'), category: 'Primary', allDay: true, start: '2027-06-10', end: '2027-06-12', timeZone: 'Europe/Berlin', organiserIds: [organiser.id] });
    const company = await createAccount(request, adminToken, 'company');
    const { companyName, productCategory, boothSize, contactPerson, email } = company.body;
    expect((await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: 'C3' }, headers: bearer(adminToken) })).ok()).toBe(true);
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: requirement, headers: bearer(adminToken) });
    expect(created.status()).toBe(201);
    const requirementId = ((await created.json()) as { id: number }).id;
    const companyToken = await apiSignIn(request, company.body.email, company.body.password);
    const version = await uploadVersion(request, companyToken, requirementId, 'counter.png', await solidImage(2200, 1200, { r: 40, g: 120, b: 220 }));
    await submitVersion(request, companyToken, version.id);
    // The tiles are made by the server's jobs once the version is stored: wait until they are ready.
    await expect.poll(async () => ((await (await request.get(`/api/artwork/version/${version.id}/tiles`, { headers: bearer(adminToken) })).json()) as { status: string }).status, { timeout: 30_000 }).toBe('ready');

    const context = await signedInContext(browser, request, organiser.body, { viewport: { width: 1280, height: 1000 } });
    const reviewer = await context.newPage();
    await reviewer.goto(`/review/${version.id}`);
    await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
    const title = english(REVIEW_TEXTS.versionTitle, { version: 1, name: 'counter.png' });
    const artwork = reviewer.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: title }) });
    await expect(artwork).toHaveClass(/openseadragon-canvas/);
    const tools = reviewer.getByRole('toolbar', { name: PROOF_CANVAS_TEXTS.toolsLabel });

    await test.step('the zoom reaches the artwork’s own pixels', async () => {
      const zoom = reviewer.getByRole('toolbar', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: title }) });
      await zoom.getByRole('button', { name: REVIEW_TEXTS.actualSize }).click();
      await expect(zoom.getByRole('status')).toHaveText(english(REVIEW_TEXTS.zoomLevel, { percent: 100 }));
      await zoom.getByRole('button', { name: REVIEW_TEXTS.fitToScreen }).click();
      await expect(zoom.getByRole('status')).not.toHaveText(english(REVIEW_TEXTS.zoomLevel, { percent: 100 }));
    });

    await test.step('a pin placed by keyboard lands where the crosshair was, in mm from the trim', async () => {
      await tools.getByRole('button', { name: PROOF_CANVAS_TEXTS.addPin }).click();
      const crosshair = reviewer.getByRole('application', { name: PROOF_CANVAS_TEXTS.crosshair });
      await expect(crosshair).toBeFocused();
      // From the middle, 10 % left (Shift) and 10 % up: 22 mm and 12 mm on a 220 × 120 mm artwork.
      await reviewer.keyboard.press('Shift+ArrowLeft');
      await reviewer.keyboard.press('Shift+ArrowUp');
      await reviewer.keyboard.press('Enter');
      const where = printPositionText(printPositionOf({ page: 1, x: 0.4, y: 0.4, w: 0, h: 0 }, size, false), english);
      await expect(reviewer.getByText(where, { exact: true })).toBeVisible();
      await reviewer.getByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel, exact: true }).fill('Move the logo 5 mm to the left.');
      await reviewer.getByRole('button', { name: PROOF_CANVAS_TEXTS.save }).click();
      await expect(reviewer.getByText(PROOF_CANVAS_TEXTS.saved)).toBeVisible();
      await expect(notes(reviewer, 1)).toContainText(where);
    });

    await test.step('a pin placed by a click, and a box drawn by a drag', async () => {
      // Where the artwork is once the tool is chosen (choosing it may scroll the page).
      await tools.getByRole('button', { name: PROOF_CANVAS_TEXTS.addPin }).click();
      let box = (await artwork.boundingBox())!;
      await reviewer.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.5);
      await reviewer.getByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel, exact: true }).fill('Too close to the edge.');
      await reviewer.getByRole('button', { name: PROOF_CANVAS_TEXTS.save }).click();
      await expect(reviewer.getByRole('listitem').filter({ hasText: 'Too close to the edge.' })).toBeVisible();

      await tools.getByRole('button', { name: PROOF_CANVAS_TEXTS.addBox }).click();
      box = (await artwork.boundingBox())!;
      await reviewer.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.6);
      await reviewer.mouse.down();
      await reviewer.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.7, { steps: 6 });
      await reviewer.mouse.up();
      await reviewer.getByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel, exact: true }).fill('The address is blurred.');
      await reviewer.getByRole('button', { name: PROOF_CANVAS_TEXTS.save }).click();
      await expect(notes(reviewer, 3)).toBeVisible();
      const boxNote = reviewer.getByRole('listitem').filter({ hasText: 'The address is blurred.' });
      // A box gives its size too.
      await expect(boxNote).toContainText(/× \d+(\.\d)? mm/);
    });

    await test.step('guides and the pointer’s place in mm; axe finds nothing serious', async () => {
      for (const guide of Object.values(PROOF_CANVAS_TEXTS.guides)) await reviewer.getByRole('button', { name: guide, exact: true }).click();
      for (const guide of ['trim', 'bleed', 'safe']) await expect(reviewer.locator(`[data-guide="${guide}"]`)).toBeVisible();
      const box = (await artwork.boundingBox())!;
      await reviewer.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(reviewer.getByText(new RegExp(`^${PROOF_CANVAS_TEXTS.pointer}: `))).toBeVisible();
      await saveScreen(reviewer, 'proof-canvas', testInfo);
      expect(await axeProblems(reviewer)).toEqual([]);
    });
    await context.close();

    await test.step('the company places a pin by keys on its own version, from its checklist', async () => {
      const companyContext = await signedInContext(browser, request, company.body, { viewport: { width: 1280, height: 1000 } });
      const { home, canvas } = await startPin(await companyContext.newPage(), 3);
      await expect(home.getByRole('application', { name: PROOF_CANVAS_TEXTS.crosshair })).toBeFocused();
      // From the middle, 10 % right and 10 % down.
      await home.keyboard.press('Shift+ArrowRight');
      await home.keyboard.press('Shift+ArrowDown');
      await home.keyboard.press('Enter');
      const where = printPositionText(printPositionOf({ page: 1, x: 0.6, y: 0.6, w: 0, h: 0 }, size, false), english);
      await home.getByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel, exact: true }).fill('The logo in v2 is the new one.');
      await home.getByRole('button', { name: PROOF_CANVAS_TEXTS.save }).click();
      await expect(home.getByText(PROOF_CANVAS_TEXTS.saved)).toBeVisible();
      await expect(notes(home, 4)).toContainText(where);
      expect(await axeProblems(home)).toEqual([]);
      await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await saveScreen(home, 'proof-canvas-company-1280-light', testInfo);
      await companyContext.close();
    });

    await test.step('on a phone in the dark, the company places a pin by touch', async () => {
      const phone = await signedInContext(browser, request, company.body, { viewport: { width: 375, height: 740 }, colorScheme: 'dark', hasTouch: true });
      const { home, canvas } = await startPin(await phone.newPage(), 4);
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      await home.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.7);
      await home.getByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel, exact: true }).fill('The phone number is on v2 too.');
      await home.getByRole('button', { name: PROOF_CANVAS_TEXTS.save }).click();
      await expect(notes(home, 5)).toBeVisible();
      expect(await home.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeProblems(home)).toEqual([]);
      await canvas.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await saveScreen(home, 'proof-canvas-company-375-dark', testInfo);
      await phone.close();
    });
  });
});
