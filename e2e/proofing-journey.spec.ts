import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { annotationPlacePath } from '../src/api/contract/print-position';
import type { Annotation, AnnotationPage } from '../src/api/contract/annotations';
import { ARTWORK_TEXTS, DECISION_NOTES_TEXTS, NOTES_PANEL_TEXTS, PAGE_TITLES, REVIEW_TEXTS } from '../src/api/contract/texts';
import { partsOf } from '../server/test/mail-parts';
import { checklistItem, COUNTER_FRONT, solidImage } from './support/artwork';
import { placePins } from './support/pins';
import { reviewCast } from './support/review-cast';
import { bearer } from './support/events';
import { e2eEnv } from './support/env';
import { waitForMail } from './support/mailbox';
import { axeProblems } from './support/axe';
import { pageHeading, saveScreen } from './support/ui';
import { signedInContext } from './support/users';
import { english } from './support/english';
import { versionValue } from '../src/api/contract/texts/artwork';

const run = promisify(execFile);
const requirement = COUNTER_FRONT;
/** The reviewer's two notes on v1: a pin on the logo, and one on the phone number. */
const NOTES = [
  { x: 0.2, y: 0.3, text: 'Move the logo 5 mm left.' },
  { x: 0.7, y: 0.6, text: 'The phone number is too small to read from the aisle.' },
];
const REPLY = 'Moved it in v2, and the number is larger.';
const COMMENT = 'See the two notes on the artwork.';

const annotationsOf = async (request: APIRequestContext, token: string, versionId: number) => {
  const response = await request.get(`/api/artwork/version/${versionId}/annotations`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as AnnotationPage).items;
};
const idOf = (annotation: Annotation) => Number(annotation.id.split('/').at(-1));

const noteButton = (page: Page | Locator, number: number) => page.getByRole('button', { name: english(NOTES_PANEL_TEXTS.noteName, { number, comment: NOTES[number - 1]!.text }), exact: true });

/**
 * Issue 16, the proofing journey: a reviewer pins two notes on v1 and asks for changes; the
 * company's email lists both, numbered, with crops; the company replies in one thread and sends v2;
 * the reviewer sees both as "from v1", resolves them and approves; the proof report holds both threads.
 */
test.describe('Proofing journey', () => {
  test('two notes on v1 → email with crops → reply and v2 → resolved from v1 and approved → proof report', async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const { organiser, company, requirementId, companyToken, v1 } = await reviewCast(request, { admin: { firstname: 'Pia', lastname: 'Proof' }, eventLabel: 'Proof Fair', booth: 'P07', requirement });
    const { email } = company.body;

    const staff = await signedInContext(browser, request, organiser.body);
    const reviewer = await staff.newPage();
    const companyContext = await signedInContext(browser, request, company.body);
    const home = await companyContext.newPage();
    let linkToSecond = '';

    await test.step('the reviewer pins two notes on v1 and asks for changes', async () => {
      await reviewer.goto(`/review/${v1.id}`);
      await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
      await placePins(reviewer, NOTES);
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.requestChanges }).click();
      await reviewer.getByRole('textbox', { name: REVIEW_TEXTS.commentLabel }).fill(COMMENT);
      await reviewer.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.branding }).check();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.sendRequest }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.changesRequested, { exact: true })).toBeVisible();
    });

    await test.step('the company’s email lists both notes, numbered, each with a crop of the artwork round it and a link to it', async () => {
      const { text, html, images } = partsOf(await waitForMail(email));
      const placed = await annotationsOf(request, companyToken, v1.id);
      expect(text).toContain(english(DECISION_NOTES_TEXTS.heading, { count: 2 }));
      for (const [index, note] of NOTES.entries()) {
        const id = idOf(placed[index]!);
        const link = `${e2eEnv().baseUrl}${annotationPlacePath(v1.id, id)}`;
        expect(text).toContain(`${index + 1}. ${note.text}\n`);
        expect(text).toContain(link);
        expect(html).toContain(`<img src="cid:annotation-${id}@artwork"`);
        // The crop is a real JPEG of the red artwork.
        const crop = images.get(`annotation-${id}@artwork`)!;
        expect(crop.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        if (index === 1) linkToSecond = link;
      }
      expect(images.size).toBe(2);
    });

    await test.step('the company follows the second note’s link: its page opens at that note, where it replies', async () => {
      await home.goto(linkToSecond);
      await expect(noteButton(home, 2)).toBeFocused();
      await expect(noteButton(home, 2)).toHaveAttribute('aria-pressed', 'true');
      await expect(noteButton(home, 1)).toHaveAttribute('aria-pressed', 'false');
      const field = home.getByRole('textbox', { name: english(NOTES_PANEL_TEXTS.replyLabel, { number: 2 }) });
      await field.fill(REPLY);
      await home.getByRole('button', { name: NOTES_PANEL_TEXTS.sendReply }).click();
      await expect(home.getByText(REPLY, { exact: true })).toBeVisible();
      await expect(field).toHaveValue('');
      // The keys alone move between the notes and select them.
      await noteButton(home, 2).focus();
      await home.keyboard.press('ArrowUp');
      await expect(noteButton(home, 1)).toBeFocused();
      await expect(noteButton(home, 1)).toHaveAttribute('aria-pressed', 'true');
      await home.keyboard.press('End');
      await expect(noteButton(home, 2)).toHaveAttribute('aria-pressed', 'true');
      expect(await axeProblems(home)).toEqual([]);
      await noteButton(home, 2).scrollIntoViewIfNeeded();
      await saveScreen(home, 'proofing-company-notes-1280-light', testInfo);
    });

    await test.step('on a phone in the dark, the link opens at the same note, readable and axe clean', async () => {
      const phone = await signedInContext(browser, request, company.body, { viewport: { width: 375, height: 740 }, colorScheme: 'dark', hasTouch: true });
      const page = await phone.newPage();
      await page.goto(linkToSecond);
      await expect(noteButton(page, 2)).toBeFocused();
      await expect(page.getByText(REPLY, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeProblems(page)).toEqual([]);
      await saveScreen(page, 'proofing-company-notes-375-dark', testInfo);
      await phone.close();
    });

    await test.step('the company uploads v2 through its checklist and submits it', async () => {
      const row = checklistItem(home, requirement.name);
      const chooser = home.waitForEvent('filechooser');
      await row.getByRole('button', { name: english(ARTWORK_TEXTS.dropLabel, { name: requirement.name }) }).click();
      await (await chooser).setFiles({ name: 'counter-v2.png', mimeType: 'image/png', buffer: await solidImage(1200, 600, { r: 40, g: 90, b: 220 }) });
      await expect(row.getByText(ARTWORK_TEXTS.uploadDone)).toBeVisible({ timeout: 30_000 });
      await row.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true }).click();
      await expect(row.getByRole('button', { name: english(ARTWORK_TEXTS.latestFile, { version: versionValue(2), name: 'counter-v2.png' }), exact: true })).toBeVisible();
      // v2's notes start from what is still open on v1.
      await expect(home.getByRole('region', { name: english(NOTES_PANEL_TEXTS.versionHeading, { version: 2, count: 2 }) }).getByText(english(DECISION_NOTES_TEXTS.fromVersion, { version: 1 }), { exact: true })).toHaveCount(2);
    });

    let v2Id = 0;
    await test.step('the reviewer sees both notes on v2 as “from v1”, resolves them and approves', async () => {
      const { versions } = (await (await request.get(`/api/requirement/${requirementId}/versions`, { headers: bearer(companyToken) })).json()) as { versions: { id: number; version: number | null }[] };
      v2Id = versions.find((version) => version.version === 2)!.id;
      await reviewer.goto(`/review/${v2Id}`);
      await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
      // The notes panel beside the artwork (compare, further down, lists each side's notes too).
      const notes = reviewer.getByRole('list', { name: english(NOTES_PANEL_TEXTS.listLabel, { count: 2 }) }).first();
      await expect(notes.getByText(english(DECISION_NOTES_TEXTS.fromVersion, { version: 1 }), { exact: true })).toHaveCount(2);
      for (const number of [1, 2]) {
        await noteButton(notes, number).click();
        await notes.getByRole('button', { name: NOTES_PANEL_TEXTS.resolve, exact: true }).click();
        await expect(notes.getByRole('listitem').filter({ has: noteButton(reviewer, number) }).getByText(NOTES_PANEL_TEXTS.resolvedBadge, { exact: true })).toBeVisible();
      }
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true }).click();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.confirmApprove }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.approved, { exact: true })).toBeVisible();
    });

    await test.step('the company downloads v2’s proof report: its text holds both threads', async () => {
      await home.reload();
      const item = checklistItem(home, requirement.name);
      const downloading = home.waitForEvent('download');
      await item.getByRole('button', { name: NOTES_PANEL_TEXTS.downloadReport }).click();
      const file = (await (await downloading).path())!;
      const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
      for (const note of NOTES) expect(text).toContain(note.text);
      expect(text).toContain(REPLY);
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    });

    await staff.close();
    await companyContext.close();
  });
});
