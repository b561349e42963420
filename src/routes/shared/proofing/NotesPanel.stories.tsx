import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DECISION_NOTES_TEXTS, NOTES_PANEL_TEXTS, PROOF_REPORT_TEXTS, ROLES } from '../../../api/contract';
import { A1_POSTER, annotationFixture } from '../../../test/fixtures/annotations';
import { NotesPanel, type NotesPanelProps } from './NotesPanel';
import { numberedNotes } from './notes';
import { t } from '../../../i18n';
import { translate } from '../../../api/contract/i18n/translate';

const annotations = [
  annotationFixture({ id: 1, versionId: 6, comment: 'Move the logo 5 mm left.', place: { x: 0.1, y: 0.08 }, replies: ['Done in the next version.'], carriedFromVersion: 1 }),
  annotationFixture({ id: 4, number: 2, comment: 'This photo is too dark for print.', place: { x: 0.2, y: 0.4, w: 0.5, h: 0.3 } }),
  annotationFixture({ id: 5, number: 3, comment: 'Typo: "Exhibtion".', place: { x: 0.7, y: 0.9 }, resolved: true }),
];

/** The panel with its selection kept, as a page keeps it. */
function Selectable(props: NotesPanelProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <NotesPanel
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Proofing/NotesPanel',
  component: NotesPanel,
  args: {
    notes: numberedNotes(annotations),
    role: ROLES.organizer,
    timeZone: 'Europe/Berlin',
    printSize: A1_POSTER,
    selectedId: null,
    onSelect: fn(),
    onReply: fn(() => Promise.resolve()),
    onResolve: fn(() => Promise.resolve()),
    onReopen: fn(() => Promise.resolve()),
  },
  render: (args) => <Selectable {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof NotesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const noteButton = (canvasElement: HTMLElement, number: number) => within(canvasElement).getByRole('button', { name: translate('en', NOTES_PANEL_TEXTS.noteName, { number, comment: annotations[number - 1]!.body[0]!.value }) });

export const ReviewerSelectsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: translate('en', NOTES_PANEL_TEXTS.listLabel, { count: 3 }) })).toBeVisible();
    await expect(canvas.getByText(t(DECISION_NOTES_TEXTS.fromVersion, { version: 1 }))).toBeVisible();
    noteButton(canvasElement, 1).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(noteButton(canvasElement, 2)).toHaveFocus();
    await expect(noteButton(canvasElement, 2)).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith(annotations[1]!.id);
    await userEvent.keyboard('{End}');
    await expect(noteButton(canvasElement, 3)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: NOTES_PANEL_TEXTS.reopen })).toBeVisible();
  },
};

export const ReviewerRepliesAndResolves: Story = {
  args: { selectedId: annotations[0]!.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: translate('en', NOTES_PANEL_TEXTS.replyLabel, { number: 1 }) });
    await userEvent.type(field, 'Thanks, that works.');
    await userEvent.click(canvas.getByRole('button', { name: NOTES_PANEL_TEXTS.sendReply }));
    await waitFor(() => expect(args.onReply).toHaveBeenCalledWith(annotations[0], 'Thanks, that works.'));
    await waitFor(() => expect(field).toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: NOTES_PANEL_TEXTS.resolve }));
    await waitFor(() => expect(args.onResolve).toHaveBeenCalledWith(annotations[0]));
  },
};

/** A role outside the permissions table's annotateArtwork and resolveAnnotations reads the threads only. */
export const ReadOnly: Story = {
  args: { role: ROLES.user, selectedId: annotations[0]!.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Done in the next version.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: NOTES_PANEL_TEXTS.resolve })).toBeNull();
  },
};

export const WithoutPrintedSize: Story = {
  args: { printSize: null, notes: numberedNotes([annotationFixture({ id: 9, comment: 'Page 2 needs the sponsor logo.', place: { page: 2, x: 0.5, y: 0.5 }, paged: true })]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PROOF_REPORT_TEXTS.onPage(2))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NOTES_PANEL_TEXTS.empty)).toBeVisible();
  },
};
