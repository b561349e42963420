import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as icons from './icons';

const gallery = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [string, (p: icons.IconProps) => React.JSX.Element][];

const meta = {
  title: 'Foundations/Icons',
  args: { size: 24 },
  render: ({ size }) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16, padding: 0, listStyle: 'none' }}>
      {gallery.map(([name, Glyph]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Glyph size={size} />
          {name}
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<icons.IconProps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(gallery.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
