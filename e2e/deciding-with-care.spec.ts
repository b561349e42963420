import { expect, test, type APIRequestContext } from '@playwright/test';
import { ANNOTATION_CONTEXT, MEDIA_FRAGMENTS, type Annotation } from '../src/api/contract/annotations';
import { REVIEW_MESSAGES, REVIEW_TEXTS } from '../src/api/contract/texts';
import { COUNTER_FRONT } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer } from './support/events';
import { reviewCast } from './support/review-cast';
import { saveScreen } from './support/ui';
import { apiSignIn, signedInContext } from './support/users';
import { english } from './support/english';

const NOTES = ['Move the logo 5 mm left.', 'Fix the typo in the headline.', 'The photo is too dark for print.'];
const REASON = 'The venue moved the booth: the wall is 20 cm wider.';

async function placeNote(request: APIRequestContext, token: string, versionId: number, x: number, text: string): Promise<Annotation> {
  const response = await request.post(`/api/artwork/version/${versionId}/annotation`, {
    headers: bearer(token),
    data: { '@context': ANNOTATION_CONTEXT, type: 'Annotation', motivation: 'commenting', body: { type: 'TextualBody', value: text, format: 'text/plain' }, target: { selector: { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: `xywh=percent:${x},40,0,0` } } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Annotation;
}

/** Approving with notes still open asks first and lists them; lifting an approval asks why. */
test.describe('Deciding with care', () => {
  test('approve with open notes asks and lists them; reopen asks for a reason', async ({ browser, request }, testInfo) => {
    test.slow();
    const { organiser, v1 } = await reviewCast(request, { admin: { firstname: 'Dora', lastname: 'Decide' }, eventLabel: 'Care Fair', booth: 'C3', requirement: COUNTER_FRONT });
    const organiserToken = await apiSignIn(request, organiser.body.email, organiser.body.password);
    const placed = [];
    for (const [index, text] of NOTES.entries()) placed.push(await placeNote(request, organiserToken, v1.id, 20 + index * 25, text));
    const resolved = await request.post(`/api/artwork/version/${v1.id}/annotation/${placed[1]!.id.split('/').at(-1)}/resolve`, { headers: bearer(organiserToken) });
    expect(resolved.ok()).toBe(true);

    const staff = await signedInContext(browser, request, organiser.body);
    const reviewer = await staff.newPage();
    await reviewer.goto(`/review/${v1.id}`);
    await expect(reviewer.getByText(NOTES[2]!).first()).toBeVisible();

    await test.step('approving lists the notes still open under their numbers, and Cancel decides nothing', async () => {
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true }).click();
      const dialog = reviewer.getByRole('dialog', { name: REVIEW_TEXTS.openNotesTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(english(REVIEW_TEXTS.openNotesMessage, { count: 2 }));
      await expect(dialog.getByRole('listitem')).toHaveText([english(REVIEW_TEXTS.openNoteItem, { number: 1, comment: NOTES[0]! }), english(REVIEW_TEXTS.openNoteItem, { number: 3, comment: NOTES[2]! })]);
      await saveScreen(reviewer, 'decide-open-notes', testInfo);
      expect(await axeProblems(reviewer)).toEqual([]);
      await dialog.getByRole('button', { name: REVIEW_TEXTS.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(reviewer.getByText(REVIEW_TEXTS.awaitingDecision)).toBeVisible();
    });

    await test.step('approving with the open notes, once confirmed', async () => {
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true }).click();
      await reviewer.getByRole('dialog', { name: REVIEW_TEXTS.openNotesTitle }).getByRole('button', { name: REVIEW_TEXTS.approveWithOpenNotes }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.approved, { exact: true })).toBeVisible();
    });

    await test.step('reopening asks for a reason, and lifts the approval with it', async () => {
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.reopen, exact: true }).click();
      const dialog = reviewer.getByRole('dialog', { name: REVIEW_TEXTS.reopenTitle });
      await dialog.getByRole('button', { name: REVIEW_TEXTS.confirmReopen }).click();
      await expect(dialog.getByText(REVIEW_MESSAGES.reopenReasonRequired)).toBeVisible();
      await dialog.getByRole('textbox', { name: REVIEW_TEXTS.reopenReasonLabel }).fill(REASON);
      await saveScreen(reviewer, 'decide-reopen-reason', testInfo);
      expect(await axeProblems(reviewer)).toEqual([]);
      await dialog.getByRole('button', { name: REVIEW_TEXTS.confirmReopen }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.reopened, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(reviewer.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true })).toBeVisible();
    });
  });
});
