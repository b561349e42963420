import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APPROVAL_FLOW_TEXTS as T, ARTWORK_TEXTS, type NamedStanding, REVIEW_TEXTS } from '../../api/contract';
import { FLOW_PEOPLE, reviewFixture, standingFixture, twoStageFixture } from '../../test/fixtures/review';
import { StageView } from './StageView';
import { translate } from '../../api/contract/i18n/translate';

const { ada, bo, cy, di } = FLOW_PEOPLE;
/** 24 Nov 2026, noon in London: Content (due 25 Nov) has a day left, Print check (due 27 Nov) three. */
const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const withChanges = reviewFixture({ id: 5, versionId: 41, version: 2, decision: 'approved', withChanges: true, comment: 'Move the logo 10 mm up.', reasons: [], reviewerId: ada.id, reviewer: ada.name, createdAt: '2026-11-24T09:30:00.000Z', stage: 0, stageName: 'Content', settles: false });
const sentBack = reviewFixture({ id: 6, versionId: 41, version: 2, reviewerId: cy.id, reviewer: cy.name, createdAt: '2026-11-25T14:00:00.000Z', stage: 1, stageName: 'Print check' });

const meta = {
  title: 'Review/StageView',
  component: StageView,
  args: { flow: twoStageFixture('content'), reviews: [], now: NOW },
} satisfies Meta<typeof StageView>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).getByRole('list', { name: T.stagesTitle });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};

/** The first stage open: whom it waits for, and the time left on the event's clock. */
export const FirstStageOpen: Story = {
  play: async ({ canvasElement }) => {
    const [content, print] = items(canvasElement);
    await expect(content).toHaveAttribute('aria-current', 'step');
    await expect(content).toHaveTextContent(translate('en', T.awaiting, { names: [ada.name, bo.name].join(', ') }));
    await expect(content).toHaveTextContent(`${translate('en', T.dueOn, { day: '25 Nov 2026 (Europe/London)' })} · ${translate('en', ARTWORK_TEXTS.daysLeft, { days: 1 })}`);
    await expect(print).toHaveTextContent(T.stageStates.waiting);
  },
};

/** The first stage approved with changes, the second open: who decided, with their comment and time, and who is awaited now. */
export const SecondStageOpen: Story = {
  args: { flow: twoStageFixture('print'), reviews: [withChanges] },
  play: async ({ canvasElement }) => {
    const [content, print] = items(canvasElement);
    await expect(content).toHaveTextContent(translate('en', REVIEW_TEXTS.decisionBy, { decision: T.withChanges, who: ada.name, when: '24 Nov 2026, 09:30 (Europe/London)' }));
    await expect(content).toHaveTextContent(withChanges.comment!);
    await expect(print).toHaveTextContent(translate('en', T.awaiting, { names: [cy.name, di.name].join(', ') }));
    await expect(print).toHaveTextContent(translate('en', ARTWORK_TEXTS.daysLeft, { days: 3 }));
  },
};

/** Sent back at the second stage, with who asked for the changes and why. */
export const ChangesRequested: Story = {
  args: { flow: twoStageFixture('sentBack'), reviews: [sentBack, withChanges] },
  play: async ({ canvasElement }) => {
    const [, print] = items(canvasElement);
    await expect(print).toHaveTextContent(T.stageStates.changes_requested);
    await expect(print).toHaveTextContent(sentBack.comment!);
  },
};

/** The open stage past its last day: overdue, in words. */
export const Overdue: Story = {
  args: { flow: twoStageFixture('print'), reviews: [withChanges], now: Date.parse('2026-11-29T12:00:00.000Z') },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)[1]).toHaveTextContent(translate('en', ARTWORK_TEXTS.overdueBy, { days: 2 }));
  },
};

const skipped: NamedStanding = (() => {
  const flow = twoStageFixture('print');
  return { ...flow, stages: [{ ...flow.stages[0]!, state: 'skipped', decided: [], openedAt: null, dueOn: null }, flow.stages[1]!] };
})();

/** The first stage skipped: it approved this same file before. */
export const Skipped: Story = {
  args: { flow: skipped },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)[0]).toHaveTextContent(T.stageStates.skipped);
  },
};

/** An event without a flow of its own: nothing more than the decision panel says. */
export const NoFlow: Story = {
  args: { flow: standingFixture() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: T.stagesTitle })).toBeNull();
  },
};
