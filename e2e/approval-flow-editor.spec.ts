import { expect, type Locator, type Page, test } from '@playwright/test';
import type { EventApprovalFlows } from '../src/api/contract/approval-flow';
import { ROLES } from '../src/api/contract/roles';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, APPROVAL_FLOW_MESSAGES, APPROVAL_FLOW_TEXTS } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { axeProblems } from './support/axe';
import { bearer, createEvent, uniqueTitle } from './support/events';
import { signInThroughForm } from './support/ui';
import { apiSignIn, createUser } from './support/users';
import { english } from './support/english';

const stage = (page: Page, place: number): Locator => page.getByRole('group', { name: english(T.stageLegend, { place }), exact: true });
const reviewer = (scope: Locator, name: string): Locator => scope.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });

/** Full-page screenshots under test-results/screens/ (gitignored), for a person to look at. */
const screen = (page: Page, name: string, root: string) => page.screenshot({ path: `${root}/test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });

/** An organiser sets up Content → Safety → Printer on the event's page in one go, and a bad stage is refused. */
test.describe('Approval flow editor', () => {
  test('Content (any one) → Safety (a named approver) → Printer (everyone), kept after a reload; a nameless stage is refused', async ({ page, request }, testInfo) => {
    test.slow();
    const root = testInfo.config.configFile ? testInfo.config.configFile.replace(/[/\\][^/\\]+$/, '') : testInfo.config.rootDir;
    const admin = await createUser({ role: ROLES.admin, firstname: 'Ada', lastname: `Flow${Date.now() % 100000}` });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const orla = await createAccount(request, adminToken, 'organiser', { firstname: 'Orla' });
    const sami = await createAccount(request, adminToken, 'organiser', { firstname: 'Sami' });
    const olive = await createAccount(request, adminToken, 'ownerAdmin');
    const name = (account: { body: { firstname: string; lastname: string } }) => `${account.body.firstname} ${account.body.lastname}`;
    const adminName = `${admin.firstname} ${admin.lastname}`;
    const event = await createEvent(request, adminToken, { name: uniqueTitle('Flow Fair'), category: 'Primary', allDay: true, start: '2027-05-10', end: '2027-05-12', timeZone: 'Europe/Berlin', organiserIds: [orla.id, sami.id] });
    const storedFlow = async () => ((await (await request.get(`/api/event/${event.id}/approval-flow`, { headers: bearer(adminToken) })).json()) as EventApprovalFlows).event;

    await page.goto('/signin');
    await signInThroughForm(page, orla.body.email, orla.body.password);
    await page.goto(`/event-details/${event.id}`);

    await test.step('the event starts without a flow, and says who decides', async () => {
      await expect(page.getByText(T.noFlow)).toBeVisible();
      await page.getByRole('button', { name: T.setUp }).click();
    });

    await test.step('three stages, each named, with its reviewers, rule and days', async () => {
      const content = stage(page, 1);
      await content.getByRole('textbox', { name: T.stageName }).fill('Content');
      await content.getByRole('combobox', { name: T.rule }).selectOption({ label: APPROVAL_FLOW_TEXTS.rules.any });
      await reviewer(content, name(orla)).check();
      await reviewer(content, name(sami)).check();
      await content.getByRole('checkbox', { name: T.skipUnchanged }).check();

      await page.getByRole('button', { name: T.addStage }).click();
      const safety = stage(page, 2);
      await safety.getByRole('textbox', { name: T.stageName }).fill('Safety');
      await reviewer(safety, name(sami)).check();
      await reviewer(safety, name(olive)).check();
      await safety.getByRole('combobox', { name: T.rule }).selectOption({ label: APPROVAL_FLOW_TEXTS.rules.named });
      await safety.getByRole('combobox', { name: T.decider }).selectOption({ label: name(olive) });
      await safety.getByRole('spinbutton', { name: T.days }).fill('5');
      await expect(safety.getByText(english(T.daysHint, { timeZone: 'Europe/Berlin' }))).toBeVisible();

      await page.getByRole('button', { name: T.addStage }).click();
      const printer = stage(page, 3);
      await printer.getByRole('textbox', { name: T.stageName }).fill('Printer');
      await printer.getByRole('combobox', { name: T.rule }).selectOption({ label: APPROVAL_FLOW_TEXTS.rules.all });
      await reviewer(printer, adminName).check();
      await reviewer(printer, name(olive)).check();
      await printer.getByRole('spinbutton', { name: T.days }).fill('2');

      await page.setViewportSize({ width: 1280, height: 800 });
      await screen(page, 'approval-flow-editor-1280', root);
      await page.setViewportSize({ width: 375, height: 800 });
      await screen(page, 'approval-flow-editor-375', root);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeProblems(page)).toEqual([]);

      await page.getByRole('button', { name: T.save }).click();
      await expect(page.getByRole('status').filter({ hasText: T.saved })).toBeVisible();
    });

    await test.step('a reload shows the flow as kept', async () => {
      await page.reload();
      const stages = page.getByRole('list', { name: T.stagesLabel });
      await expect(stages.getByRole('listitem')).toHaveCount(3);
      await expect(stages.getByRole('listitem').nth(0)).toContainText('Content');
      await expect(stages.getByRole('listitem').nth(0)).toContainText(APPROVAL_FLOW_TEXTS.rules.any);
      await expect(stages.getByRole('listitem').nth(1)).toContainText(english(T.decides, { name: name(olive) }));
      await expect(stages.getByRole('listitem').nth(2)).toContainText(APPROVAL_FLOW_TEXTS.rules.all);
      await screen(page, 'approval-flow-saved-1280', root);
      await page.setViewportSize({ width: 375, height: 800 });
      await screen(page, 'approval-flow-saved-375', root);
      await page.setViewportSize({ width: 1280, height: 800 });
      const flow = await storedFlow();
      const decider = (one: NonNullable<typeof flow>['stages'][number]) => one.reviewers.find((person) => person.userId === one.deciderId)?.name ?? null;
      expect(flow?.stages.map((one) => [one.name, one.rule, decider(one), one.days, one.skipUnchanged, one.reviewers.map((person) => person.name)])).toEqual([
        ['Content', 'any', null, 3, true, [name(orla), name(sami)]],
        ['Safety', 'named', name(olive), 5, false, [name(sami), name(olive)]],
        ['Printer', 'all', null, 2, false, [adminName, name(olive)]],
      ]);
    });

    await test.step('a stage without a name gets its message beside the field, and nothing is saved', async () => {
      const before = await storedFlow();
      await page.getByRole('button', { name: T.edit }).click();
      const nameField = stage(page, 2).getByRole('textbox', { name: T.stageName });
      await nameField.fill('');
      await page.getByRole('button', { name: T.save }).click();
      await expect(nameField).toHaveAccessibleDescription(APPROVAL_FLOW_MESSAGES.stageNameRequired);
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      await screen(page, 'approval-flow-refused-1280', root);
      expect(await storedFlow()).toEqual(before);
    });
  });
});
