import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, APPROVAL_FLOW_MESSAGES as M, APPROVAL_FLOW_TEXTS, ROLES, STAGE_DAYS_MAX } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { flowFixture, noFlowRoutes, reviewersFixture } from '../../test/fixtures/approval-flows';
import { requirementFixture } from '../../test/fixtures/artwork';
import { eventFixture } from '../../test/fixtures/events';
import { renderEventSection } from '../../test/render-page';
import { ApprovalFlowSection } from './ApprovalFlowSection';
import { translate } from '../../api/contract/i18n/translate';

const FLOW = '/api/event/5/approval-flow';
const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** The section alone on a page, with the flow's read answered as given and every write waiting for the test. */
async function renderSection(flows: unknown = { event: null, requirements: [] }, routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({ ...noFlowRoutes(5), [`GET ${FLOW}`]: () => Response.json(flows), ...routes });
  await renderEventSection(event, ApprovalFlowSection, { role: ROLES.organizer });
  return { server, user: userEvent.setup() };
}

const stage = (place: number) => screen.getByRole('group', { name: translate('en', T.stageLegend, { place: place }) });
const inStage = (place: number) => within(stage(place));
const reviewerBox = (place: number, name: string) => inStage(place).getByRole('checkbox', { name: new RegExp(`^${name} `) });
const [orla, sam, olga, ada] = reviewersFixture.map((reviewer) => reviewer.name) as [string, string, string, string];

describe('Approval flow section', () => {
  it('says plainly who decides without a flow, then sets up three stages and sends exactly them', async () => {
    const { server, user } = await renderSection();
    expect(await screen.findByText(T.noFlow)).toBeVisible();
    expect(screen.queryByRole('button', { name: T.remove })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.setUp }));

    await user.type(inStage(1).getByRole('textbox', { name: T.stageName }), 'Content');
    await user.click(reviewerBox(1, orla));
    await user.click(reviewerBox(1, sam));
    await user.click(inStage(1).getByRole('checkbox', { name: T.skipUnchanged }));
    // The days are counted in the event's time zone, and the field says so.
    expect(inStage(1).getByRole('spinbutton', { name: T.days })).toHaveAccessibleDescription(translate('en', T.daysHint, { timeZone: 'Europe/Berlin' }));

    await user.click(screen.getByRole('button', { name: T.addStage }));
    await user.type(inStage(2).getByRole('textbox', { name: T.stageName }), 'Safety');
    await user.click(reviewerBox(2, sam));
    await user.click(reviewerBox(2, olga));
    await user.selectOptions(inStage(2).getByRole('combobox', { name: T.rule }), 'named');
    // The named approver is picked from the stage's reviewers only.
    const decider = inStage(2).getByRole('combobox', { name: T.decider });
    expect(within(decider).getAllByRole('option').map((option) => option.textContent)).toEqual([T.deciderPlaceholder, sam, olga]);
    await user.selectOptions(decider, String(reviewersFixture[2]!.userId));
    await user.clear(inStage(2).getByRole('spinbutton', { name: T.days }));
    await user.type(inStage(2).getByRole('spinbutton', { name: T.days }), '5');

    await user.click(screen.getByRole('button', { name: T.addStage }));
    await user.type(inStage(3).getByRole('textbox', { name: T.stageName }), 'Printer');
    await user.selectOptions(inStage(3).getByRole('combobox', { name: T.rule }), 'all');
    await user.click(reviewerBox(3, ada));

    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'PUT', path: FLOW }));
    const staff = (...ids: number[]) => ids.map((userId) => ({ kind: 'staff', userId }));
    expect(server.pending().at(-1)!.body).toEqual({
      stages: [
        { name: 'Content', rule: 'any', reviewers: staff(11, 12), deciderId: null, days: 3, skipUnchanged: true },
        { name: 'Safety', rule: 'named', reviewers: staff(12, 13), deciderId: 13, days: 5, skipUnchanged: false },
        { name: 'Printer', rule: 'all', reviewers: staff(14), deciderId: null, days: 3, skipUnchanged: false },
      ],
    });
    await server.answer(Response.json(flowFixture()));
    expect(await screen.findByText(T.saved)).toBeVisible();
    const stages = screen.getByRole('list', { name: T.stagesLabel });
    expect(within(stages).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(APPROVAL_FLOW_TEXTS.rules.any),
      expect.stringContaining(translate('en', T.decides, { name: sam })),
      expect.stringContaining(APPROVAL_FLOW_TEXTS.rules.all),
    ]);
    expect(screen.getByRole('button', { name: T.remove })).toBeEnabled();
  });

  it('drops the named approver when the rule changes or the approver stops reviewing', async () => {
    const { server, user } = await renderSection({ event: flowFixture(), requirements: [] });
    await user.click(await screen.findByRole('button', { name: T.edit }));
    expect(inStage(2).getByRole('combobox', { name: T.decider })).toHaveValue('12');
    await user.click(reviewerBox(2, sam));
    expect(inStage(2).getByRole('combobox', { name: T.decider })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: T.save }));
    // The contract's check answers before anything is sent.
    expect(inStage(2).getByRole('combobox', { name: T.decider })).toHaveAccessibleDescription(expect.stringContaining(M.deciderRequired));
    expect(server.pending()).toEqual([]);
    await user.selectOptions(inStage(2).getByRole('combobox', { name: T.rule }), 'any');
    expect(inStage(2).queryByRole('combobox', { name: T.decider })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect((server.pending()[0]!.body as { stages: { deciderId: number | null }[] }).stages[1]!.deciderId).toBeNull();
  });

  it('shows each of the server’s refusals beside its field, and takes one away once its field changes', async () => {
    const { server, user } = await renderSection({ event: flowFixture(), requirements: [] });
    await user.click(await screen.findByRole('button', { name: T.edit }));
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    const errors = {
      'stages.0.name': M.stageNameTooLong(60),
      'stages.1.deciderId': M.deciderNotReviewer,
      'stages.2.reviewers.0.kind': M.reviewerInvalid,
      'stages.2.days': M.daysInvalid(STAGE_DAYS_MAX),
    };
    await server.answer(Response.json({ message: M.stageNameTooLong(60), errors }, { status: 400 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.stageNameTooLong(60));
    expect(inStage(1).getByRole('textbox', { name: T.stageName })).toHaveAccessibleDescription(M.stageNameTooLong(60));
    expect(inStage(2).getByRole('combobox', { name: T.decider })).toHaveAccessibleDescription(expect.stringContaining(M.deciderNotReviewer));
    expect(inStage(3).getByRole('group', { name: T.reviewers })).toHaveAccessibleDescription(M.reviewerInvalid);
    expect(inStage(3).getByRole('spinbutton', { name: T.days })).toHaveAccessibleDescription(expect.stringContaining(M.daysInvalid(STAGE_DAYS_MAX)));
    await user.type(inStage(1).getByRole('textbox', { name: T.stageName }), 's');
    expect(inStage(1).getByRole('textbox', { name: T.stageName })).not.toHaveAttribute('aria-invalid');
    expect(inStage(3).getByRole('spinbutton', { name: T.days })).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves stages up and down, removes them, and refuses a flow with none or with a repeated name', async () => {
    const { server, user } = await renderSection({ event: flowFixture(), requirements: [] });
    await user.click(await screen.findByRole('button', { name: T.edit }));
    const names = () => screen.queryAllByRole('textbox', { name: T.stageName }).map((field) => (field as HTMLInputElement).value);
    expect(screen.getByRole('button', { name: translate('en', T.moveUp, { name: 'Content' }) })).toBeDisabled();
    expect(screen.getByRole('button', { name: translate('en', T.moveDown, { name: 'Printer' }) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: translate('en', T.moveDown, { name: 'Content' }) }));
    expect(names()).toEqual(['Safety', 'Content', 'Printer']);
    await user.click(screen.getByRole('button', { name: translate('en', T.moveUp, { name: 'Printer' }) }));
    expect(names()).toEqual(['Safety', 'Printer', 'Content']);
    await user.clear(inStage(3).getByRole('textbox', { name: T.stageName }));
    await user.type(inStage(3).getByRole('textbox', { name: T.stageName }), 'safety');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.stageNamesRepeat);
    for (const name of ['Safety', 'Printer', 'safety']) await user.click(screen.getByRole('button', { name: translate('en', T.removeStage, { name }) }));
    expect(names()).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.stagesRequired);
    expect(server.pending()).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Content', 'Safety', 'Printer'].map((name) => expect.stringContaining(name)));
  });

  it('removes the whole flow after asking, back to the default one stage; a failed removal keeps it and says why', async () => {
    const { server, user } = await renderSection({ event: flowFixture(), requirements: [] });
    await user.click(await screen.findByRole('button', { name: T.remove }));
    const dialog = await screen.findByRole('alertdialog', { name: T.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: T.removeConfirm }));
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'DELETE', path: FLOW }));
    await server.answer(Response.json({ message: 'The database is away.' }, { status: 503 }));
    expect(await screen.findByText('The database is away.')).toBeVisible();
    expect(screen.getByRole('list', { name: T.stagesLabel })).toBeVisible();

    await user.click(screen.getByRole('button', { name: T.remove }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.removeConfirm }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(new Response(null, { status: 204 }));
    expect(await screen.findByText(T.removed)).toBeVisible();
    expect(screen.getByText(T.noFlow)).toBeVisible();
    expect(screen.getByRole('button', { name: T.setUp })).toBeEnabled();
  });

  it('shows a reviewer the flow names who may no longer review the event, so that they can be taken off', async () => {
    const stored = flowFixture();
    const pat = { kind: 'staff' as const, userId: 15, name: 'Pat Former' };
    const { server, user } = await renderSection({ event: { ...stored, stages: [{ ...stored.stages[0]!, reviewers: [...stored.stages[0]!.reviewers, pat] }, ...stored.stages.slice(1)] }, requirements: [] });
    await user.click(await screen.findByRole('button', { name: T.edit }));
    const former = inStage(1).getByRole('checkbox', { name: translate('en', T.formerReviewer, { name: 'Pat Former' }) });
    expect(former).toBeChecked();
    await user.click(former);
    expect(inStage(1).queryByRole('checkbox', { name: translate('en', T.formerReviewer, { name: 'Pat Former' }) })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    expect((server.pending()[0]!.body as { stages: { reviewers: { userId: number }[] }[] }).stages[0]!.reviewers.map((reviewer) => reviewer.userId)).toEqual([11, 12]);
  });

  it('names the requirements that follow a flow of their own, reading their names only then', async () => {
    const own = flowFixture({ requirementId: 21, stages: flowFixture().stages.slice(0, 2) });
    const { server } = await renderSection({ event: null, requirements: [own] }, {
      'GET /api/event/5/requirements': () => Response.json({ requirements: [requirementFixture({ id: 21, name: 'Hanging banner' })] }),
    });
    expect(await screen.findByRole('heading', { name: T.overridesTitle })).toBeVisible();
    expect(screen.getByText('Hanging banner').closest('li')).toHaveTextContent(`Hanging banner: ${T.overrideLine(['Content', 'Safety'])}`);
    expect(server.requests.filter((request) => request.path === '/api/event/5/requirements')).toHaveLength(1);
  });

  it('edits a requirement’s own flow in a dialog, saves it to the requirement, and reads the event’s list again', async () => {
    const own = flowFixture({ requirementId: 21, stages: flowFixture().stages.slice(0, 2) });
    const { server, user } = await renderSection({ event: null, requirements: [own] }, {
      'GET /api/event/5/requirements': () => Response.json({ requirements: [requirementFixture({ id: 21, name: 'Hanging banner' })] }),
    });
    await user.click(await screen.findByRole('button', { name: translate('en', T.editOverrideOf, { requirement: 'Hanging banner' }) }));
    const dialog = await screen.findByRole('dialog', { name: translate('en', T.ownFlowTitle, { requirement: 'Hanging banner' }) });
    // The requirement's own stages, not the event's (it has none).
    expect(await within(dialog).findByRole('list', { name: T.stagesLabel })).toHaveTextContent('Safety');
    await user.click(within(dialog).getByRole('button', { name: T.edit }));
    const name = within(within(dialog).getByRole('group', { name: translate('en', T.stageLegend, { place: 2 }) })).getByRole('textbox', { name: T.stageName });
    await user.clear(name);
    await user.type(name, 'Venue safety');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'PUT', path: '/api/requirement/21/approval-flow' }));
    expect((server.pending().at(-1)!.body as { stages: { name: string }[] }).stages.map((one) => one.name)).toEqual(['Content', 'Venue safety']);
    await server.answerLatest(Response.json({ ...own, stages: [own.stages[0]!, { ...own.stages[1]!, name: 'Venue safety' }] }));
    expect(await within(dialog).findByText(T.saved)).toBeVisible();
    const reads = server.requests.filter((request) => request.path === FLOW).length;
    await user.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saved beside it: the event's list of requirements with a flow of their own is read again.
    await waitFor(() => expect(server.requests.filter((request) => request.path === FLOW).length).toBe(reads + 1));
  });

  it('gives a requirement that follows the event’s flow one of its own, chosen from the event’s requirements', async () => {
    const { server, user } = await renderSection({ event: flowFixture(), requirements: [] }, {
      'GET /api/event/5/requirements': () => Response.json({ requirements: [requirementFixture({ id: 22, name: 'Counter front' })] }),
    });
    // The requirements are read only when asked for.
    await user.click(await screen.findByRole('button', { name: T.chooseOverride }));
    await user.selectOptions(await screen.findByRole('combobox', { name: T.overrideRequirement }), 'Counter front');
    await user.click(screen.getByRole('button', { name: T.addOverride }));
    const dialog = await screen.findByRole('dialog', { name: translate('en', T.ownFlowTitle, { requirement: 'Counter front' }) });
    expect(await within(dialog).findByText(T.noOwnFlow)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: T.setUp }));
    const first = within(within(dialog).getByRole('group', { name: translate('en', T.stageLegend, { place: 1 }) }));
    await user.type(first.getByRole('textbox', { name: T.stageName }), 'Printer');
    await user.click(first.getByRole('checkbox', { name: new RegExp(`^${ada} `) }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'PUT', path: '/api/requirement/22/approval-flow' }));
    expect(server.pending().at(-1)!.body).toMatchObject({ stages: [{ name: 'Printer', reviewers: [{ kind: 'staff', userId: 14 }] }] });
  });

  it('says when the flow cannot be read, and reads it again on request', async () => {
    let fail = true;
    const { user } = await renderSection(undefined, { [`GET ${FLOW}`]: () => (fail ? Response.json({ message: 'The database is away.' }, { status: 503 }) : Response.json({ event: null, requirements: [] })) });
    expect(await screen.findByText('The database is away.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText(T.noFlow)).toBeVisible();
  });
});
