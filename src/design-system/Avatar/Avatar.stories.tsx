import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { palette } from '../tokens';
import { Avatar, avatarSizes } from './Avatar';

// An inline picture, so the story needs no network.
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${palette.brand[300]}"/><circle cx="40" cy="32" r="14" fill="${palette.brand[700]}"/><rect x="16" y="52" width="48" height="28" rx="14" fill="${palette.brand[700]}"/></svg>`,
)}`;

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};
export const Image: Story = { args: { src: photo } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`img-${size}`} {...args} src={photo} size={size} />
      ))}
    </div>
  ),
};
