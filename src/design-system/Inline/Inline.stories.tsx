import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: 3 },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  args: { justify: 'end' },
  render: (args) => (
    <Inline {...args}>
      <Button variant="outline">Cancel</Button>
      <Button>Save</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
  },
};

/** Badges wrap onto a second line in a narrow box, with a row gap of their own. */
export const Wrapping: Story = {
  args: { gap: 4, rowGap: 1, align: 'center' },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Inline as="ul" gap={args.gap} rowGap={args.rowGap} align={args.align} aria-label="Counts">
        {['Missing 3', 'Submitted 4', 'Changes requested 1', 'Approved 4', 'Overdue 0'].map((label) => (
          <li key={label}>
            <Badge tone="neutral">{label}</Badge>
          </li>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Counts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Without wrap the children keep to one line and its class differs. */
export const NoWrap: Story = {
  render: () => (
    <>
      <Inline data-testid="wrapping">
        <Badge tone="info">One</Badge>
      </Inline>
      <Inline wrap={false} data-testid="one-line">
        <Badge tone="info">One</Badge>
      </Inline>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('wrapping').className).not.toBe(canvas.getByTestId('one-line').className);
  },
};
