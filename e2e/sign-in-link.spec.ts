import { expect, test } from '@playwright/test';
import { ARTWORK_TEXTS } from '../src/api/contract/texts/artwork';
import { PUBLIC_PATHS } from '../src/api/contract/pages';
import { SIGN_IN_TEXTS } from '../src/api/contract/texts/sign-in';
import { createAccount } from './support/accounts';
import { checklistItem, COUNTER_FRONT, solidImage } from './support/artwork';
import { adminWithEvent, bearer } from './support/events';
import { mailsTo, signInLinkFrom, waitForMail } from './support/mailbox';
import { english } from './support/english';
import { versionValue } from '../src/api/contract/texts/artwork';

test.describe('Sign-in link', () => {
  test('a reminder’s link opens the item it is about, signed in, in two clicks: the link and Sign in', async ({ page, request }) => {
    test.slow();
    const { adminToken, event } = await adminWithEvent(request, 'Link Fair', 'Europe/Berlin');
    const company = await createAccount(request, adminToken, 'company');
    const { companyName, productCategory, boothSize, contactPerson, email } = company.body;
    const linked = await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: 'L1' }, headers: bearer(adminToken) });
    expect(linked.ok()).toBe(true);
    // A second requirement before it: the link must open the one the reminder is about, not the first.
    for (const name of ['Banner', COUNTER_FRONT.name]) {
      const deadline = new Date(Date.now() + (name === 'Banner' ? 40 : 20) * 86_400_000).toISOString();
      const created = await request.post(`/api/event/${event.id}/requirement`, { data: { ...COUNTER_FRONT, name, deadline }, headers: bearer(adminToken) });
      expect(created.status()).toBe(201);
    }

    const before = mailsTo(email).length;
    const reminded = await request.post(`/api/event/${event.id}/remind`, { data: { filter: 'all' }, headers: bearer(adminToken) });
    expect(reminded.ok()).toBe(true);
    const link = signInLinkFrom(await waitForMail(email, { count: before + 1, timeoutMs: 60_000 }));
    expect(new URL(link).pathname).toBe(PUBLIC_PATHS.signInLink);

    // A mail scanner fetches the link first: that uses nothing up.
    expect((await request.get(link)).ok()).toBe(true);

    // Click 1: the link. Click 2: Sign in. Then the item is open, its drop zone ready for the file.
    await page.goto(link);
    await page.getByRole('button', { name: SIGN_IN_TEXTS.linkButton }).click();
    const item = checklistItem(page, COUNTER_FRONT.name);
    const dropZone = item.getByRole('button', { name: english(ARTWORK_TEXTS.dropLabel, { name: COUNTER_FRONT.name }) });
    await expect(dropZone).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('requirement') !== null);
    await expect(dropZone).toBeInViewport();

    // And the file goes in from there.
    const chooser = page.waitForEvent('filechooser');
    await dropZone.click();
    await (await chooser).setFiles({ name: 'counter.png', mimeType: 'image/png', buffer: await solidImage(1200, 600, { r: 40, g: 120, b: 220 }) });
    await expect(item.getByRole('button', { name: english(ARTWORK_TEXTS.latestFile, { version: versionValue(null), name: 'counter.png' }), exact: true })).toBeVisible({ timeout: 30_000 });

    // Used once: opened again, it offers a fresh link instead of signing in.
    await page.goto(link);
    await expect(page.getByRole('button', { name: SIGN_IN_TEXTS.freshLink })).toBeVisible();
  });
});
