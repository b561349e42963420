import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DIFFERENCE_TEXTS, type DifferenceSet } from '../../api/contract';
import { A1_POSTER } from '../../test/fixtures/annotations';
import { DifferencePanel } from './DifferencePanel';
import { translate } from '../../api/contract/i18n/translate';

const mask = { width: 1240, height: 840, tileSize: 510, overlap: 1, format: 'png' as const, dziUrl: '/api/artwork/version/7/page/1/difference.dzi' };
const found: DifferenceSet = {
  status: 'ready',
  base: { versionId: 6, version: 1 },
  pages: [
    {
      page: 1,
      changedShare: 0.011,
      regions: [
        { number: 1, x: 0.14, y: 0.26, w: 0.13, h: 0.15 },
        { number: 2, x: 0.6, y: 0.6, w: 0.2, h: 0.19 },
      ],
      mask,
    },
  ],
  notes: [],
};

const meta = {
  title: 'Review/DifferencePanel',
  component: DifferencePanel,
  args: { difference: found, version: 2, printSize: A1_POSTER, paged: false, onShow: fn() },
} satisfies Meta<typeof DifferencePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two changed regions, numbered as the canvas numbers them; choosing one brings it into view. */
export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: translate('en', DIFFERENCE_TEXTS.regionsLabel, { count: 2 }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${translate('en', DIFFERENCE_TEXTS.region, { number: 2 })}\\b`) }));
    await expect(args.onShow).toHaveBeenCalledWith(1, found.pages[0]!.regions[1]);
  },
};

/** Nothing changed beyond the noise threshold. */
export const NoVisibleChange: Story = {
  args: { difference: { ...found, pages: [{ ...found.pages[0]!, changedShare: 0, regions: [] }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(DIFFERENCE_TEXTS.none);
  },
};

/** Still being found after the tiles. */
export const Pending: Story = {
  args: { difference: { status: 'pending', base: { versionId: 6, version: 1 }, pages: [], notes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DIFFERENCE_TEXTS.pending)).toBeVisible();
  },
};
