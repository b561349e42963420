import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPROVAL_FLOW_EDITOR_TEXTS as T,
  APPROVAL_FLOW_MESSAGES as M,
  APPROVAL_FLOW_TEXTS,
  GUEST_TEXTS,
  ROLES,
  type GuestGrant,
} from '../../api/contract';
import { toast } from '../../design-system';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { flowFixture, noFlowRoutes } from '../../test/fixtures/approval-flows';
import { requirementFixture } from '../../test/fixtures/artwork';
import { eventFixture } from '../../test/fixtures/events';
import { de, showLanguage } from '../../test/languages';
import { renderEventSection } from '../../test/render-page';
import { ApprovalFlowSection } from './ApprovalFlowSection';

const FLOW = '/api/event/5/approval-flow';
const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });
const printer: GuestGrant = { id: 1, eventId: 5, userId: 31, email: 'print@shop.example', stageName: 'Printer', invitedAt: '2026-11-20T10:00:00.000Z', revokedAt: null, state: 'active' };
const safety: GuestGrant = { ...printer, id: 2, userId: 32, email: 'safety@venue.example', stageName: 'Safety', revokedAt: '2026-11-21T10:00:00.000Z', state: 'revoked' };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** The section alone on a page, shown in German: the event's flow, a requirement with its own, two guests. */
async function renderSection(flows: unknown) {
  showLanguage('de');
  const server = fakeServer({
    ...noFlowRoutes(5),
    [`GET ${FLOW}`]: () => Response.json(flows),
    'GET /api/event/5/guests': () => Response.json({ guests: [printer, safety] }),
    'GET /api/event/5/requirements': () => Response.json({ requirements: [requirementFixture({ id: 21, name: 'Hanging banner' }), requirementFixture({ id: 22, name: 'Counter front' })] }),
  });
  await renderEventSection(event, ApprovalFlowSection, { role: ROLES.organizer });
  return { server, user: userEvent.setup() };
}

const stage = (place: number) => within(screen.getByRole('group', { name: de(T.stageLegend, { place }) }));

/** The approval flow for staff who read German (decision 20): the stored stages, the guests, the editor with its messages, a requirement's own flow. */
describe('the approval flow in German', () => {
  it('the stored flow, its stages’ rules and days, its guests and the requirements with their own flow', async () => {
    const own = flowFixture({ requirementId: 21, stages: flowFixture().stages.slice(0, 2) });
    await renderSection({ event: flowFixture(), requirements: [own] });
    const stages = await screen.findByRole('list', { name: de(T.stagesLabel) });
    expect(de(T.stagesLabel)).not.toBe(T.stagesLabel);
    expect(stages).toHaveTextContent(de(APPROVAL_FLOW_TEXTS.rules.any));
    expect(stages).toHaveTextContent(de(T.decides, { name: 'Sam Okafor' }));
    expect(stages).toHaveTextContent(de(T.daysValue, { days: 3 }));
    expect(de(T.daysValue, { days: 3 })).not.toBe(de(T.daysValue, { days: 1 }));
    expect(stages).toHaveTextContent(`print@shop.example (${de(GUEST_TEXTS.guestTag)})`);
    const guests = await screen.findByRole('table', { name: de(GUEST_TEXTS.listTitle) });
    expect(within(guests).getByRole('columnheader', { name: de(GUEST_TEXTS.columns.access) })).toBeVisible();
    expect(within(guests).getAllByRole('row')[2]).toHaveTextContent(de(GUEST_TEXTS.states.revoked));
    expect(within(guests).getByRole('button', { name: de(GUEST_TEXTS.revokeOf, { email: printer.email, stage: 'Printer' }) })).toBeVisible();
    expect(await screen.findByRole('button', { name: de(T.editOverrideOf, { requirement: 'Hanging banner' }) })).toBeVisible();
    expect(screen.getByRole('button', { name: de(T.remove) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Revoking a guest asks first, in German.
    await userEvent.click(within(guests).getByRole('button', { name: de(GUEST_TEXTS.revokeOf, { email: printer.email, stage: 'Printer' }) }));
    const confirm = await screen.findByRole('alertdialog', { name: de(GUEST_TEXTS.revokeTitle) });
    expect(confirm).toHaveTextContent(de(GUEST_TEXTS.revokeBody, { email: printer.email, stage: 'Printer' }));
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: de(GUEST_TEXTS.cancel) }));

    // Removing the flow asks first, in German.
    await userEvent.click(screen.getByRole('button', { name: de(T.remove) }));
    expect(await screen.findByRole('alertdialog', { name: de(T.removeTitle) })).toHaveTextContent(de(T.removeMessage));
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the editor: its stages’ fields, guests and moves, and the contract’s messages, in German', async () => {
    const { server, user } = await renderSection({ event: null, requirements: [] });
    expect(await screen.findByText(de(T.noFlow))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.click(screen.getByRole('button', { name: de(T.setUp) }));
    expect(stage(1).getByRole('spinbutton', { name: de(T.days) })).toHaveAccessibleDescription(de(T.daysHint, { timeZone: 'Europe/Berlin' }));
    expect(stage(1).getByRole('button', { name: de(T.moveUp, { name: de(T.unnamedStage, { place: 1 }) }) })).toBeDisabled();
    await user.selectOptions(stage(1).getByRole('combobox', { name: de(T.rule) }), 'named');
    expect(stage(1).getByRole('combobox', { name: de(T.decider) })).toBeVisible();
    await user.type(stage(1).getByRole('textbox', { name: de(GUEST_TEXTS.guestEmailLabel) }), 'print@shop.example');
    await user.click(stage(1).getByRole('button', { name: de(GUEST_TEXTS.addGuest) }));
    expect(stage(1).getByRole('button', { name: de(GUEST_TEXTS.removeGuest, { email: 'print@shop.example' }) })).toBeVisible();
    await user.click(screen.getByRole('button', { name: de(T.addStage) }));
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Sent unnamed: the contract's messages are German, under their fields.
    await user.click(screen.getByRole('button', { name: de(T.save) }));
    expect(stage(1).getByRole('textbox', { name: de(T.stageName) })).toHaveAccessibleDescription(de(M.stageNameRequired));
    expect(stage(2).getByText(de(M.reviewersRequired))).toBeVisible();
    expect(server.pending()).toEqual([]);
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('a requirement’s own flow, chosen and set up in its dialog, in German', async () => {
    const { user } = await renderSection({ event: flowFixture(), requirements: [] });
    await user.click(await screen.findByRole('button', { name: de(T.chooseOverride) }));
    await user.selectOptions(await screen.findByRole('combobox', { name: de(T.overrideRequirement) }), 'Counter front');
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.click(screen.getByRole('button', { name: de(T.addOverride) }));
    const dialog = await screen.findByRole('dialog', { name: de(T.ownFlowTitle, { requirement: 'Counter front' }) });
    expect(await within(dialog).findByText(de(T.noOwnFlow))).toBeVisible();
    expect(within(dialog).getByText(de(T.ownFlowHint))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: de(T.setUp) }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: de(T.save) })).toBeVisible());
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
