import { expect, test, type Locator, type Page } from '@playwright/test';
import { createHash, randomFillSync } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { uploadFingerprint } from '../src/api/artwork-upload';
import type { Checklist } from '../src/api/contract/artwork';
import type { RequirementBodyInput } from '../src/api/contract/artwork';
import { english, englishFinding } from './support/english';
import { ROLES } from '../src/api/contract/roles';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, PAGE_TITLES, FINDING_WORDS } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { bearer, createEvent, uniqueTitle } from './support/events';
import { e2eEnv } from './support/env';
import { axeProblems } from './support/axe';
import { pageHeading } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';

const MB = 1024 * 1024;
const requirementOf = (fields: Partial<RequirementBodyInput>): RequirementBodyInput => ({
  name: 'Artwork',
  required: true,
  formats: ['png', 'jpg'],
  widthMm: 500,
  heightMm: 500,
  bleedMm: 0,
  minDpi: 150,
  colourMode: null,
  maxBytes: 50 * MB,
  deadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString(),
  appliesTo: 'all',
  ...fields,
});

const image = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 70, g: 95, b: 255 } } })[format]().toBuffer();

const item = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Picks a file through the requirement's drop zone, as a person clicking it would. */
async function upload(row: Locator, name: string, mimeType: string, buffer: Buffer) {
  const chooser = row.page().waitForEvent('filechooser');
  await row.getByRole('button', { name: new RegExp(`^${english(ARTWORK_TEXTS.dropLabel, { name: '.*' })}$`) }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** Issue 8: a company uploads, reads the file checks in plain words, acknowledges a warning and submits. */
test.describe('Artwork upload', () => {
  test('a PNG that passes is submitted; a JPG at too low a resolution is blocked; a warning is acknowledged before submitting', async ({ browser, request }) => {
    test.slow();
    const admin = await createUser({ role: ROLES.admin, firstname: 'Ada', lastname: 'Art' });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const event = await createEvent(request, adminToken, {
      name: uniqueTitle('Print Fair'),
      category: 'Primary',
      allDay: true,
      start: '2027-03-10',
      end: '2027-03-13',
      timeZone: 'Europe/Berlin',
      venue: 'Hall 4',
      location: 'Berlin',
    });
    const company = await createAccount(request, adminToken, 'company');
    const linked = await request.post(`/api/event/${event.id}/exhibitor`, {
      data: { companyName: company.body.companyName, productCategory: company.body.productCategory, boothSize: company.body.boothSize, contactPerson: company.body.contactPerson, email: company.body.email, booth: 'C07' },
      headers: bearer(adminToken),
    });
    expect(linked.ok()).toBe(true);
    for (const body of [
      requirementOf({ name: 'Counter front', colourMode: 'RGB' }),
      requirementOf({ name: 'Back wall', formats: ['jpg'], widthMm: 3000, heightMm: 2500, bleedMm: 5, minDpi: 100 }),
      requirementOf({ name: 'Banner', formats: ['jpg'], widthMm: 400, heightMm: 200, minDpi: 100, colourMode: 'CMYK' }),
    ]) {
      const created = await request.post(`/api/event/${event.id}/requirement`, { data: body, headers: bearer(adminToken) });
      expect(created.status()).toBe(201);
    }

    const context = await signedInContext(browser, request, company.body);
    const page = await context.newPage();
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(page.getByRole('heading', { name: english(ARTWORK_TEXTS.checklistFor, { event: event.name }) })).toBeVisible();

    await test.step('each requirement says what it asks and by when, and that nothing is there yet', async () => {
      for (const name of ['Counter front', 'Back wall', 'Banner']) await expect(item(page, name).getByText('Missing', { exact: true })).toBeVisible();
      await expect(item(page, 'Back wall')).toContainText('3000 × 2500 mm + 5 mm bleed');
      // Due ten days from now to the minute: its day is ten calendar days ahead on the event's clock.
      await expect(item(page, 'Back wall')).toContainText(english(ARTWORK_TEXTS.daysLeft, { days: 10 }));
    });

    await test.step('a file the requirement does not take is refused before any byte is sent', async () => {
      await upload(item(page, 'Back wall'), 'notes.png', 'image/png', await image(20, 20, 'png'));
      await expect(item(page, 'Back wall').getByRole('alert')).toHaveText(englishFinding(FINDING_WORDS.formatNotAccepted('PNG', ['JPG'])));
    });

    await test.step('a PNG that passes every check is submitted', async () => {
      const row = item(page, 'Counter front');
      await upload(row, 'counter-front.png', 'image/png', await image(3000, 3000, 'png'));
      const report = row.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle });
      await expect(report).toContainText(ARTWORK_TEXTS.preflightPassed, { timeout: 30_000 });
      await expect(row.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: 'counter-front.png' }) })).toBeVisible();
      await row.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true }).click();
      await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    });

    await test.step('a JPG at too low a resolution is told so in plain words and cannot be submitted', async () => {
      const row = item(page, 'Back wall');
      await upload(row, 'back-wall.jpg', 'image/jpeg', await image(800, 667, 'jpeg'));
      const report = row.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle });
      await expect(report.getByText(ARTWORK_TEXTS.severityNames.error, { exact: true })).toBeVisible({ timeout: 30_000 });
      // 800 × 667 pixels over 3010 × 2510 mm with bleed: 6 dpi.
      await expect(report).toContainText(englishFinding(FINDING_WORDS.lowDpi(6, 3010, 'wide', { dpi: 100, distanceM: null, widthPx: 11850, heightPx: 9882 })));
      await expect(row.getByRole('alert')).toHaveText(ARTWORK_MESSAGES.submitBlocked);
      await expect(row.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true })).toHaveCount(0);
      await expect(row.getByText('Missing', { exact: true })).toBeVisible();
    });

    await test.step('a warning is acknowledged, then the file is submitted', async () => {
      const row = item(page, 'Banner');
      await upload(row, 'banner.jpg', 'image/jpeg', await image(1600, 800, 'jpeg'));
      const report = row.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle });
      await expect(report.getByText(ARTWORK_TEXTS.severityNames.warning, { exact: true })).toBeVisible({ timeout: 30_000 });
      const submit = row.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true });
      await expect(submit).toBeDisabled();
      await row.getByRole('checkbox', { name: ARTWORK_TEXTS.acknowledgeWarnings }).check();
      await submit.click();
      await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    });

    await test.step('axe finds nothing serious on the checklist with its reports, nor on the requirements and their modal', async () => {
      expect(await axeProblems(page)).toEqual([]);
      const staff = await signedInContext(browser, request, admin);
      const details = await staff.newPage();
      await details.goto(`/event-details/${event.id}`);
      await expect(details.getByRole('table', { name: ARTWORK_TEXTS.requirementsTitle }).getByRole('row')).toHaveCount(4);
      expect(await axeProblems(details)).toEqual([]);
      await details.getByRole('button', { name: ARTWORK_TEXTS.addRequirement }).click();
      await details.getByRole('dialog').getByRole('button', { name: ARTWORK_TEXTS.save }).click();
      await expect(details.getByRole('dialog').getByText(ARTWORK_MESSAGES.nameRequired)).toBeVisible();
      expect(await axeProblems(details)).toEqual([]);
      await staff.close();
    });

    await context.close();
  });

  test('an upload this browser began before (a closed tab, a dropped network) goes on from where the server stopped', async ({ browser, request }) => {
    test.slow();
    const admin = await createUser({ role: ROLES.admin, firstname: 'Rhea', lastname: 'Sume' });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const event = await createEvent(request, adminToken, { name: uniqueTitle('Resume Fair'), category: 'Success', allDay: true, start: '2027-04-01', end: '2027-04-02', timeZone: 'UTC' });
    const company = await createAccount(request, adminToken, 'company');
    const { companyName, productCategory, boothSize, contactPerson, email } = company.body;
    expect((await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email }, headers: bearer(adminToken) })).ok()).toBe(true);
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: requirementOf({ name: 'Poster', formats: ['png'], minDpi: null }), headers: bearer(adminToken) });
    const requirementId = ((await created.json()) as { id: number }).id;

    // A real file on disk, so the browser's File has the same name, size and date as before.
    const noise = Buffer.alloc(900 * 900 * 3);
    randomFillSync(noise);
    const path = join(await mkdtemp(join(tmpdir(), 'artwork-')), 'poster.png');
    await writeFile(path, await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer());
    const bytes = await readFile(path);
    const half = Math.floor(bytes.length / 2);

    // The first half went up earlier, from this browser, which remembers the upload.
    const companyToken = await apiSignIn(request, company.body.email, company.body.password);
    const userId = (JSON.parse(Buffer.from(companyToken.split('.')[1]!, 'base64url').toString()) as { id: number }).id;
    const tus = { 'Tus-Resumable': '1.0.0', ...bearer(companyToken) };
    const begun = await request.post('/api/uploads', {
      headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': `requirementId ${Buffer.from(String(requirementId)).toString('base64')},filename ${Buffer.from('poster.png').toString('base64')}` },
    });
    expect(begun.status()).toBe(201);
    const uploadUrl = new URL(begun.headers().location!, e2eEnv().baseUrl).href;
    const firstHalf = await request.patch(uploadUrl, { headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, data: bytes.subarray(0, half) });
    expect(firstHalf.status()).toBe(204);
    const file = { name: 'poster.png', type: 'image/png', size: bytes.length, lastModified: Math.floor((await stat(path)).mtimeMs) } as File;
    const remembered = {
      key: `tus::${uploadFingerprint(file, requirementId, userId)}::1`,
      value: JSON.stringify({ size: bytes.length, metadata: { requirementId: String(requirementId), filename: 'poster.png' }, creationTime: new Date().toString(), uploadUrl }),
    };

    const context = await signedInContext(browser, request, company.body);
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), remembered);
    const page = await context.newPage();
    const sent: { method: string; offset: string | null }[] = [];
    page.on('request', (sending) => {
      if (sending.url().includes('/api/uploads')) sent.push({ method: sending.method(), offset: sending.headers()['upload-offset'] ?? null });
    });
    await page.goto('/');
    const row = item(page, 'Poster');
    const chooser = page.waitForEvent('filechooser');
    await row.getByRole('button', { name: english(ARTWORK_TEXTS.dropLabel, { name: 'Poster' }) }).click();
    await (await chooser).setFiles(path);
    await expect(row.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle })).toBeVisible({ timeout: 30_000 });

    // No new upload: the server was asked where it stood, and only the second half was sent.
    expect(sent.map(({ method }) => method)).toEqual(['HEAD', 'PATCH']);
    expect(sent[1]!.offset).toBe(String(half));
    const checklist = (await (await request.get('/api/artwork/checklist', { headers: bearer(companyToken) })).json()) as Checklist;
    const latest = checklist.events.flatMap((entry) => entry.items).find((entry) => entry.requirement.id === requirementId)!.latest!;
    expect(latest.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(latest.bytes).toBe(bytes.length);
    // Finished, the upload is forgotten: the same file again is a new version.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')))).toEqual([]);
    await context.close();
  });
});
