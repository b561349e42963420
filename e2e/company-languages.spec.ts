import { expect, test } from '@playwright/test';
import type { Checklist } from '../src/api/contract/artwork';
import { ARTWORK_TEXTS } from '../src/api/contract/texts/artwork';
import { createAccount } from './support/accounts';
import { checklistItem, COUNTER_FRONT, solidImage, uploadVersion } from './support/artwork';
import { adminWithEvent, bearer } from './support/events';
import { findingIn, inLanguage, noSidewaysScroll } from './support/languages';
import { apiSignIn, signedInContext } from './support/users';

test.describe('The company’s item page in its language', () => {
  test('German at 1280 px and Arabic at 375 px, dark, right to left: translated, nothing wider than the window', async ({ browser, request }) => {
    test.slow();
    const { adminToken, event } = await adminWithEvent(request, 'Messe', 'Europe/Berlin');
    const company = await createAccount(request, adminToken, 'company', { language: 'de' });
    const { companyName, productCategory, boothSize, contactPerson, email, password } = company.body;
    const linked = await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: 'B04' }, headers: bearer(adminToken) });
    expect(linked.ok()).toBe(true);
    // A bleed and a resolution asked, so the file check has something to say and the facts name the print terms.
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: { ...COUNTER_FRONT, bleedMm: 3, minDpi: 150 }, headers: bearer(adminToken) });
    expect(created.status()).toBe(201);
    const requirementId = ((await created.json()) as { id: number }).id;
    const companyToken = await apiSignIn(request, email, password);
    await uploadVersion(request, companyToken, requirementId, 'counter.png', await solidImage(1200, 600, { r: 40, g: 120, b: 220 }));

    const german = await signedInContext(browser, request, { email, password }, { viewport: { width: 1280, height: 900 } });
    const page = await german.newPage();
    await page.goto('/');
    const item = checklistItem(page, COUNTER_FRONT.name);
    await expect(item.getByRole('region', { name: inLanguage('de', ARTWORK_TEXTS.preflightTitle) })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(item).toContainText('Beschnitt');
    // Each finding with figures (the resolution, the proportions, the colour) in German, not as the server stored it in English.
    const checklist = (await (await request.get('/api/artwork/checklist', { headers: bearer(companyToken) })).json()) as Checklist;
    const findings = checklist.events.flatMap((listed) => listed.items).flatMap((listed) => listed.latest?.preflight?.findings ?? []);
    const figured = findings.filter((finding) => finding.words);
    expect(figured.length).toBeGreaterThan(2);
    for (const finding of figured) {
      await expect(item).toContainText(findingIn('de', finding.words!));
      await expect(item).not.toContainText(finding.message);
    }
    // Its pictures are named in German for a screen reader, none "Preview of".
    await expect(item.getByRole('img', { name: inLanguage('de', ARTWORK_TEXTS.thumbnailAlt, { name: 'counter.png' }) })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('item-de-1280.png'), fullPage: true });
    await german.close();

    const arabic = await signedInContext(browser, request, { email, password }, { viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    const phone = await arabic.newPage();
    await phone.goto('/?lang=ar');
    const arabicItem = checklistItem(phone, COUNTER_FRONT.name);
    await expect(arabicItem.getByRole('region', { name: inLanguage('ar', ARTWORK_TEXTS.preflightTitle) })).toBeVisible({ timeout: 30_000 });
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(phone.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.screenshot({ path: test.info().outputPath('item-ar-375-dark.png'), fullPage: true });
    await arabic.close();
  });
});
