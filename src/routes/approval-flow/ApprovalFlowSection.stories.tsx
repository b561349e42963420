import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, APPROVAL_FLOW_MESSAGES as M, type ApprovalFlow, type FlowBodyInput } from '../../api/contract';
import { flowEditorMachine, type Loaded } from '../../machines/flow-editor.machine';
import { flowFixture, reviewersFixture } from '../../test/fixtures/approval-flows';
import { eventFixture } from '../../test/fixtures/events';
import { ApprovalFlowSection } from './ApprovalFlowSection';
import type { FlowTarget } from '../../api/approval-flows';
import { translate } from '../../api/contract/i18n/translate';


/** The editor's machine with the server's answers given here: what it reads, and how a save and a removal go. */
const editorWith = (loaded: () => Promise<Loaded>, saved: () => Promise<ApprovalFlow> = async () => flowFixture()) =>
  flowEditorMachine.provide({
    actors: {
      load: fromPromise<Loaded, FlowTarget>(loaded),
      save: fromPromise<ApprovalFlow, { target: FlowTarget; body: FlowBodyInput }>(() => saved()),
      remove: fromPromise<void, FlowTarget>(async () => undefined),
    },
  });

const event = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });
const withFlow = { flow: flowFixture(), reviewers: reviewersFixture, overrides: [{ requirementId: 21, name: 'Hanging banner', stages: ['Content', 'Printer'] }] };

const meta = {
  title: 'Event page/Approval flow',
  component: ApprovalFlowSection,
  args: { event, editor: editorWith(async () => withFlow) },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof ApprovalFlowSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No flow yet: the section says who decides, and offers to set one up. */
export const NoFlow: Story = {
  args: { editor: editorWith(async () => ({ flow: null, reviewers: reviewersFixture, overrides: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(T.noFlow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: T.setUp })).toBeEnabled();
  },
};

/** Three stages in order, and a requirement with its own. */
export const ThreeStages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: T.stagesLabel })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: T.overridesTitle })).toBeVisible();
  },
};

/** The flow open in the editor. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: T.edit }));
    await expect(canvas.getAllByRole('group', { name: /^Stage \d$/ })).toHaveLength(3);
  },
};

/** The server refuses the save: its message beside the field it concerns. */
export const Refused: Story = {
  args: {
    editor: editorWith(async () => withFlow, () => Promise.reject(new ApiError(400, M.reviewerNotStaff, { 'stages.1.reviewers': M.reviewerNotStaff }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: T.edit }));
    await userEvent.click(canvas.getByRole('button', { name: T.save }));
    const stage = within(canvas.getByRole('group', { name: translate('en', T.stageLegend, { place: 2 }) }));
    await expect(await stage.findByRole('group', { name: T.reviewers })).toHaveAccessibleDescription(M.reviewerNotStaff);
  },
};

/** A stage without a name or reviewers: the contract's messages, before anything is sent. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: T.edit }));
    await userEvent.click(canvas.getByRole('button', { name: T.addStage }));
    await userEvent.click(canvas.getByRole('button', { name: T.save }));
    const stage = within(canvas.getByRole('group', { name: translate('en', T.stageLegend, { place: 4 }) }));
    await expect(stage.getByRole('textbox', { name: T.stageName })).toHaveAccessibleDescription(M.stageNameRequired);
  },
};

/** The flow could not be read. */
export const LoadFailed: Story = {
  args: { editor: editorWith(() => Promise.reject(new ApiError(503, T.loadFailed))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: T.retry })).toBeEnabled();
  },
};
