import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FINDINGS_LAYER_TEXTS as T, FINDING_WORDS, placedFindings, selectorOf, type PlacedFinding, type PreflightFinding } from '../../../../api/contract';
import { FindingMarks, FindingsList } from './FindingsLayer';
import type { Projection } from './projection';
import * as canvasStyles from './canvas.css';
import * as styles from './findings-layer.css';
import { findingText, worded } from '../../../../api/contract/i18n/finding-text';
import { t } from '../../../../i18n';

/** A poster's faults as the file check reports them: two with a place on page 1, one on page 3, one without a place. */
const findings: PreflightFinding[] = [
  { code: 'font', severity: 'error', ...worded(FINDING_WORDS.fontNotEmbedded('Helvetica-Bold', [1])), page: 1 },
  { code: 'imageppi', severity: 'error', ...worded(FINDING_WORDS.imageLowPpi(1, 50, { dpi: 150, distanceM: null, widthPx: 591, heightPx: 443 })), page: 1, selector: selectorOf({ page: 1, x: 0.1, y: 0.2, w: 0.4, h: 0.3 }, true) },
  { code: 'ink', severity: 'error', ...worded(FINDING_WORDS.inkOver(400, 1, 300)), page: 1, selector: selectorOf({ page: 1, x: 0.7, y: 0.6, w: 0.1, h: 0.1 }, true) },
  { code: 'hairline', severity: 'warning', ...worded(FINDING_WORDS.hairline(0.05, 3)), page: 3, selector: selectorOf({ page: 3, x: 0.2, y: 0.5, w: 0.6, h: 0.01 }, true) },
];
const placed = placedFindings(findings);

/** A page of 400 × 300 px drawn at the top left of the stage, as the deep zoom's view projects it at fit. */
const WIDTH = 400;
const HEIGHT = 300;
const project: Projection = ({ x, y }) => ({ left: x * WIDTH, top: y * HEIGHT });

type DemoProps = { findings: readonly PlacedFinding[]; paged: boolean; onShow: (finding: PlacedFinding) => void };

/** The layer over a page and its list beside it, with the switch and the choice kept as the canvas keeps them. */
function FindingsLayerDemo({ findings: all, paged, onShow }: DemoProps) {
  const [shown, setShown] = useState(true);
  const [selected, setSelected] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const show = (finding: PlacedFinding) => {
    setShown(true);
    setSelected(finding.number);
    setPage(finding.place.page);
    onShow(finding);
  };
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <div role="img" aria-label={`Page ${page}`} data-page={page} style={{ position: 'relative', width: WIDTH, height: HEIGHT, background: '#e4e7ec', overflow: 'hidden' }}>
        {shown && <FindingMarks findings={all.filter((finding) => finding.place.page === page)} project={project} selected={selected} onSelect={show} />}
      </div>
      <div style={{ maxWidth: 420 }}>
        <FindingsList findings={all} shown={shown} onToggle={setShown} selected={selected} onShow={show} paged={paged} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Proofing/FindingsLayer',
  component: FindingsLayerDemo,
  args: { findings: placed, paged: true, onShow: fn() },
} satisfies Meta<typeof FindingsLayerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const marks = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-layer="findings"] [data-finding]')].map((mark) => mark.textContent);
const toggle = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: t(T.toggle, { count: placed.length }) });
const item = (canvasElement: HTMLElement, finding: PlacedFinding, paged = true) =>
  within(canvasElement).getByRole('button', { name: T.findingName(finding.number, finding.finding.message, paged ? finding.place.page : null) });

/** The findings with a place are numbered F1, F2, … page by page, top down; the one without a place has none. */
export const NumberedOnTheArtwork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(placed.map((finding) => finding.finding.code)).toEqual(['imageppi', 'ink', 'hairline']);
    await expect(marks(canvasElement)).toEqual([T.findingLabel(1), T.findingLabel(2)]);
    const list = canvas.getByRole('list', { name: t(T.listLabel, { count: 3 }) });
    await expect(within(list).getAllByRole('button').map((button) => button.dataset.finding)).toEqual([1, 2, 3].map(T.findingLabel));
    await expect(within(list).getByText(t(T.onPage, { page: 3 }))).toBeVisible();
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText(findingText(FINDING_WORDS.fontNotEmbedded('Helvetica-Bold', [1])))).toBeNull();
    // Drawn in the findings' own look (their colour token), never in the notes' pins or boxes.
    for (const mark of canvasElement.querySelectorAll('[data-layer="findings"] [data-finding]')) {
      await expect(mark).toHaveClass(styles.number);
      for (const note of [canvasStyles.pin, canvasStyles.boxNumber]) await expect(mark).not.toHaveClass(note);
    }
  },
};

/** The switch hides the layer and shows it again; the list stays. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement));
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(marks(canvasElement)).toEqual([]);
    await expect(item(canvasElement, placed[0]!)).toBeVisible();
    await userEvent.click(toggle(canvasElement));
    await expect(marks(canvasElement)).toEqual([T.findingLabel(1), T.findingLabel(2)]);
  },
};

/** Choosing a finding by keyboard shows its place: its page, panned and zoomed to it, the layer switched back on. */
export const ShowsThePlaceOnItsPage: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(toggle(canvasElement));
    item(canvasElement, placed[2]!).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShow).toHaveBeenCalledWith(placed[2]);
    await expect(args.onShow.mock.calls[0]![0].place).toEqual({ page: 3, x: 0.2, y: 0.5, w: 0.6, h: 0.01 });
    await expect(item(canvasElement, placed[2]!)).toHaveAttribute('aria-current', 'true');
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('data-page', '3');
    await expect(marks(canvasElement)).toEqual([T.findingLabel(3)]);
    const mark = canvasElement.querySelector<HTMLElement>(`[data-finding="${T.findingLabel(3)}"][data-selected="true"]`);
    await expect(mark).not.toBeNull();
    await expect(mark!.style.left).toBe(`${0.2 * WIDTH}px`);
    await expect(mark!.style.top).toBe(`${0.5 * HEIGHT}px`);
  },
};

/** A finding's number on the artwork chooses it too. */
export const ChosenOnTheArtwork: Story = {
  play: async ({ canvasElement, args }) => {
    const mark = canvasElement.querySelector<HTMLElement>(`[data-finding="${T.findingLabel(2)}"][data-selected]`)!;
    await userEvent.click(mark);
    await expect(args.onShow).toHaveBeenCalledWith(placed[1]);
    await expect(item(canvasElement, placed[1]!)).toHaveAttribute('aria-current', 'true');
  },
};

/** An image's findings name no page. */
export const OnAnImage: Story = {
  args: { paged: false, findings: placedFindings([{ code: 'ink', severity: 'error', ...worded(FINDING_WORDS.inkOverImage(380, 300)), selector: selectorOf({ page: 1, x: 0.5, y: 0.5, w: 0.2, h: 0.2 }, false) }]) },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual([T.findingLabel(1)]);
    await expect(within(canvasElement).queryByText(t(T.onPage, { page: 1 }))).toBeNull();
    const [only] = placedFindings([{ code: 'ink', severity: 'error', ...worded(FINDING_WORDS.inkOverImage(380, 300)), selector: selectorOf({ page: 1, x: 0.5, y: 0.5, w: 0.2, h: 0.2 }, false) }]);
    await expect(item(canvasElement, only!, false)).toHaveAccessibleDescription(t(T.showHint));
  },
};
