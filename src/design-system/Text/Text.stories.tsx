import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Layout/Text',
  component: Text,
  args: { size: 'sm', tone: 'default', children: 'Submitted artwork waiting for a decision, oldest first.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Submitted artwork/).tagName).toBe('P');
  },
};

export const AsHeading: Story = {
  args: { as: 'h3', size: 'md', weight: 'semibold', tone: 'strong', children: 'Booth back wall' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Booth back wall' })).toBeVisible();
  },
};

/** Every tone reads on the page's background in light and dark (the axe run checks contrast in the browser). */
export const Tones: Story = {
  render: (args) => (
    <Stack gap={1}>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = textTones.map((tone) => canvas.getByText(tone).className);
    await expect(new Set(names).size).toBe(textTones.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap={1}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: Tech Expo
        </Text>
      ))}
    </Stack>
  ),
};

/** A long address breaks instead of widening a narrow column. */
export const BreakWords: Story = {
  args: { breakWords: true, children: 'hello@northwind-displays.demo.example' },
  decorators: [(Story) => <div style={{ maxWidth: 120 }}><Story /></div>],
};
