import { expect, test } from '@playwright/test';
import { countdownOf } from '../src/api/contract/countdown';
import { PUBLIC_PATHS } from '../src/api/contract/pages';
import { ARTWORK_TEXTS, versionValue } from '../src/api/contract/texts/artwork';
import { FINDING_WORDS } from '../src/api/contract/texts/finding-words';
import { INVITE_MAIL_TEXTS, REMINDER_MAIL_TEXTS, SIGN_IN_MAIL_TEXTS } from '../src/api/contract/texts/mail';
import { SIGN_IN_TEXTS } from '../src/api/contract/texts/sign-in';
import { readMail } from '../server/test/smtp';
import { checklistItem, COUNTER_FRONT, solidImage } from './support/artwork';
import { adminWithEvent, bearer } from './support/events';
import { english, englishFinding } from './support/english';
import { findingIn, inLanguage } from './support/languages';
import { signInLinkFrom, waitForMail } from './support/mailbox';
import { uniqueEmail } from './support/env';

const fr = (message: string, values?: Record<string, unknown>) => inLanguage('fr', message, values);

/**
 * The exhibitor the product is for, end to end: added in French by an organiser, never setting a
 * password, it hears of a deadline in French, and two clicks on the reminder's link have it
 * uploading in French, its file checked in French.
 */
test.describe('An exhibitor in its own language', () => {
  test('a French exhibitor who never set a password gets a French reminder and is uploading in French two clicks later', async ({ page, request }) => {
    test.slow();
    const { adminToken, event } = await adminWithEvent(request, 'Salon', 'Europe/Paris');
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: { ...COUNTER_FRONT, deadline }, headers: bearer(adminToken) });
    expect(created.status()).toBe(201);

    // Added with a new account in French: the invitation is French and carries its sign-in link.
    const email = uniqueEmail('exposant');
    const companyName = 'Atelier Lumière';
    const exhibitor = { companyName, productCategory: 'Signalétique', boothSize: '3x3 m', contactPerson: 'Camille Martin', email, booth: 'F12', language: 'fr' };
    const added = await request.post(`/api/event/${event.id}/exhibitor`, { data: exhibitor, headers: bearer(adminToken) });
    expect(added.status()).toBe(201);
    const invitation = readMail(await waitForMail(email, { timeoutMs: 60_000 }));
    expect(invitation.subject).toBe(fr(INVITE_MAIL_TEXTS.subject));
    expect(invitation.text).toContain(fr(INVITE_MAIL_TEXTS.intro, { companyName, eventName: event.name }));
    expect(invitation.text).toContain(`${fr(SIGN_IN_MAIL_TEXTS.signInNow)}: `);

    // The reminder: French, its count in French, its link personal.
    const reminded = await request.post(`/api/event/${event.id}/remind`, { data: { filter: 'all' }, headers: bearer(adminToken) });
    expect(reminded.ok()).toBe(true);
    const stored = await waitForMail(email, { count: 2, timeoutMs: 60_000 });
    const reminder = readMail(stored);
    expect(reminder.subject).toBe(fr(REMINDER_MAIL_TEXTS.subject, { eventName: event.name, daysLeft: countdownOf(deadline, 'Europe/Paris').days }));
    expect(reminder.text).toContain(`${fr(REMINDER_MAIL_TEXTS.action)}: `);
    expect(reminder.text).not.toContain(REMINDER_MAIL_TEXTS.action);
    const link = signInLinkFrom(stored);
    expect(new URL(link).pathname).toBe(PUBLIC_PATHS.signInLink);

    // Click 1: the link. Click 2: its French button. The item is open, in French, ready for the file.
    await page.goto(link);
    await page.getByRole('button', { name: fr(SIGN_IN_TEXTS.linkButton) }).click();
    const item = checklistItem(page, COUNTER_FRONT.name);
    const dropZone = item.getByRole('button', { name: fr(ARTWORK_TEXTS.dropLabel, { name: COUNTER_FRONT.name }) });
    await expect(dropZone).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(item.getByRole('button', { name: english(ARTWORK_TEXTS.dropLabel, { name: COUNTER_FRONT.name }) })).toHaveCount(0);

    const chooser = page.waitForEvent('filechooser');
    await dropZone.click();
    await (await chooser).setFiles({ name: 'comptoir.png', mimeType: 'image/png', buffer: await solidImage(1200, 600, { r: 200, g: 60, b: 40 }) });
    await expect(item.getByRole('button', { name: fr(ARTWORK_TEXTS.latestFile, { version: versionValue(null), name: 'comptoir.png' }), exact: true })).toBeVisible({ timeout: 30_000 });
    const check = item.getByRole('region', { name: fr(ARTWORK_TEXTS.preflightTitle) });
    await expect(check).toBeVisible({ timeout: 30_000 });
    // Its findings with figures in French too: the colour in the glossary's words ("RVB"), not the English the server stored.
    const colour = FINDING_WORDS.colour({ mode: 'RGB', palette: false, bits: 8, profile: undefined });
    await expect(check).toContainText(findingIn('fr', colour));
    await expect(check).not.toContainText(englishFinding(colour));
    await page.screenshot({ path: test.info().outputPath('french-exhibitor-uploaded.png'), fullPage: true });
  });
});
