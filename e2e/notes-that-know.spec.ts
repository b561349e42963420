import { expect, test } from '@playwright/test';
import { DIFFERENCE_TEXTS, NOTES_PANEL_TEXTS, PAGE_TITLES, REVIEW_TEXTS } from '../src/api/contract/texts';
import { partsOf } from '../server/test/mail-parts';
import { COUNTER_FRONT, counterArtwork, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer } from './support/events';
import { mailsTo, waitForMail } from './support/mailbox';
import { placePins } from './support/pins';
import { exhibitingCast } from './support/review-cast';
import { pageHeading, saveScreen } from './support/ui';
import { signedInContext } from './support/users';
import { english } from './support/english';

/** 210 × 110 mm printed with 5 mm bleed: the artwork is 220 × 120 mm, at 10 px a millimetre. */
const requirement = { ...COUNTER_FRONT, name: 'Counter that knows', widthMm: 210, heightMm: 110, bleedMm: 5 };

/** In v1 the logo's middle is at 30 %, 50 % of the file; v2 moves it 10 mm right. */
const V1_LOGO_X = 51;
const V2_LOGO_X = 61;
const LOGO_Y = 45;

/** The reviewer's two requested changes: a pin on the logo, and one on the plain ground that v2 leaves as it was. */
const NOTES = [
  { x: 0.3, y: 0.5, text: 'Move the logo 10 mm to the right.' },
  { x: 0.8, y: 0.2, text: 'Add the stand number here.' },
];

/**
 * Notes that know: the reviewer asks for two changes with pins, the company makes one in v2; on v2
 * the reviewer sees one changed region, the one note "changed here" and the other "unchanged here",
 * resolves the changed one after a look, approves, and the company's email says which change was
 * made where.
 */
test.describe('Notes that know', () => {
  test('two pinned changes, one made in v2: marked changed and unchanged, resolved after a look, and the email says where', async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const { organiser, company, requirementId, companyToken } = await exhibitingCast(request, { admin: { firstname: 'Nora', lastname: 'Knows' }, eventLabel: 'Knowing Fair', booth: 'K2', requirement });
    const companyHeaders = bearer(companyToken);
    const v1 = await uploadVersion(request, companyToken, requirementId, 'counter-v1.png', await counterArtwork(V1_LOGO_X, LOGO_Y));
    await submitVersion(request, companyToken, v1.id);
    // The canvas places notes once the tiles are made by the server's jobs.
    await expect.poll(async () => ((await (await request.get(`/api/artwork/version/${v1.id}/tiles`, { headers: companyHeaders })).json()) as { status: string }).status, { timeout: 60_000 }).toBe('ready');

    const staff = await signedInContext(browser, request, organiser.body, { viewport: { width: 1280, height: 1000 } });
    const reviewer = await staff.newPage();

    await test.step('the reviewer pins two changes on v1 and asks for them', async () => {
      await reviewer.goto(`/review/${v1.id}`);
      await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
      await placePins(reviewer, NOTES);
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.requestChanges }).click();
      await reviewer.getByRole('textbox', { name: REVIEW_TEXTS.commentLabel }).fill('Two changes, see the pins.');
      await reviewer.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.branding }).check();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.sendRequest }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.changesRequested, { exact: true })).toBeVisible();
    });

    await test.step('the company moves the logo in v2 and leaves the rest; the server finds the difference', async () => {
      const v2 = await uploadVersion(request, companyToken, requirementId, 'counter-v2.png', await counterArtwork(V2_LOGO_X, LOGO_Y));
      await submitVersion(request, companyToken, v2.id);
      await expect
        .poll(async () => ((await (await request.get(`/api/artwork/version/${v2.id}/difference`, { headers: companyHeaders })).json()) as { status: string }).status, { timeout: 90_000 })
        .toBe('ready');
      await reviewer.goto(`/review/${v2.id}`);
      await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
    });

    await test.step('on compare, one changed region; the logo note "changed here", the other "unchanged here"', async () => {
      const differences = reviewer.getByRole('region', { name: english(DIFFERENCE_TEXTS.against, { version: 2, base: 1 }) });
      await expect(differences.getByRole('list', { name: english(DIFFERENCE_TEXTS.regionsLabel, { count: 1 }) })).toBeVisible();
      await reviewer.getByRole('checkbox', { name: DIFFERENCE_TEXTS.toggle }).check();
      const second = reviewer.getByRole('region', { name: english(REVIEW_TEXTS.versionTitle, { version: 2, name: 'counter-v2.png' }) });
      await expect(second.locator('[data-region]')).toHaveCount(1);
      const list = second.getByRole('list', { name: english(NOTES_PANEL_TEXTS.listLabel, { count: 2 }) });
      await expect(list.getByRole('listitem').filter({ hasText: NOTES[0]!.text })).toContainText(DIFFERENCE_TEXTS.changedHere);
      await expect(list.getByRole('listitem').filter({ hasText: NOTES[1]!.text })).toContainText(DIFFERENCE_TEXTS.unchangedHere);
    });

    await test.step('the reviewer looks at the note changed here and resolves it', async () => {
      const start = reviewer.getByRole('button', { name: english(DIFFERENCE_TEXTS.stepsStart, { count: 1 }) });
      await expect(reviewer.getByText(english(DIFFERENCE_TEXTS.stepsIntro, { count: 1 }))).toBeVisible();
      await start.scrollIntoViewIfNeeded();
      await saveScreen(reviewer, 'notes-changed-here-start', testInfo);
      await start.click();
      const step = reviewer.getByRole('region', { name: DIFFERENCE_TEXTS.stepsLabel });
      await expect(step).toContainText(english(DIFFERENCE_TEXTS.stepOf, { at: 1, count: 1 }));
      await expect(step).toContainText(NOTES[0]!.text);
      // The note is selected on the version's list and its pin on the artwork.
      await expect(reviewer.getByRole('button', { name: english(NOTES_PANEL_TEXTS.noteName, { number: 1, comment: NOTES[0]!.text }), exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
      expect(await axeProblems(reviewer)).toEqual([]);
      await step.scrollIntoViewIfNeeded();
      await saveScreen(reviewer, 'notes-changed-here-step', testInfo);
      await step.getByRole('button', { name: NOTES_PANEL_TEXTS.resolve }).click();
      await expect(reviewer.getByText(english(DIFFERENCE_TEXTS.stepsDone, { resolved: 1, count: 1 }))).toBeVisible();
      // The list reads the note as resolved, and nothing changed here is left to look at.
      await expect(reviewer.getByRole('button', { name: english(DIFFERENCE_TEXTS.stepsStart, { count: 1 }) })).toHaveCount(0);
      await saveScreen(reviewer, 'notes-changed-here-done', testInfo);
    });

    await test.step('the reviewer approves; the company’s email says which change was made where', async () => {
      const before = mailsTo(company.body.email).length;
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true }).click();
      // The other note is still open: approving asks first.
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.approveWithOpenNotes }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.decisions.approved).first()).toBeVisible();
      await waitForMail(company.body.email, { count: before + 1, timeoutMs: 20_000 });
      await expect.poll(() => mailsTo(company.body.email).slice(before).some((mail) => mail.source.includes(REVIEW_TEXTS.decisions.approved)), { timeout: 20_000 }).toBe(true);
      const { text } = partsOf(mailsTo(company.body.email).slice(before).find((mail) => mail.source.includes(REVIEW_TEXTS.decisions.approved))!);
      expect(text).toContain(english(DIFFERENCE_TEXTS.carriedHeading, { base: 1, version: 2, count: 2 }));
      expect(text).toContain(`${english(DIFFERENCE_TEXTS.carriedNote, { number: 1, text: NOTES[0]!.text })}\n${english(DIFFERENCE_TEXTS.changedAt, { regions: english(DIFFERENCE_TEXTS.regionAt, { number: 1, page: 1 }) })}`);
      expect(text).toContain(`${english(DIFFERENCE_TEXTS.carriedNote, { number: 2, text: NOTES[1]!.text })}\n${DIFFERENCE_TEXTS.unchangedHere}`);
    });
    await staff.close();
  });
});
