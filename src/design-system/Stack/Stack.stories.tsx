import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 4 },
  argTypes: { gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] }, align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Text size="md" weight="semibold" tone="strong">Booth back wall</Text>
      <Text size="sm" tone="muted">The printed wall behind the stand, 3 × 2 m, no bleed.</Text>
      <Button>Upload</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Stretched by default: the button spans the stack's width in the browser.
    await expect(canvas.getByRole('button', { name: 'Upload' }).parentElement?.tagName).toBe('DIV');
    await expect(canvas.getByText('Booth back wall').tagName).toBe('P');
  },
};

/** As a list: its items are a list to a screen reader, without bullets. */
export const AsList: Story = {
  args: { gap: 2, align: 'start' },
  render: (args) => (
    <Stack as="ul" gap={args.gap} align={args.align} aria-label="Statuses">
      <li><Badge tone="success">Approved</Badge></li>
      <li><Badge tone="warning">Changes requested</Badge></li>
      <li><Badge tone="info">Submitted</Badge></li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Statuses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Each step of the scale gives a class of its own. */
export const Gaps: Story = {
  render: () => (
    <Stack gap={6}>
      {([1, 3, 6] as const).map((gap) => (
        <Stack key={gap} gap={gap} data-testid={`gap-${gap}`}>
          <Text size="sm">gap {gap}</Text>
          <Text size="sm">second line</Text>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ([1, 3, 6] as const).map((gap) => canvas.getByTestId(`gap-${gap}`).className);
    await expect(new Set(names).size).toBe(3);
  },
};
