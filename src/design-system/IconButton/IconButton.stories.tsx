import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, MoreIcon, SearchIcon } from '../icons/icons';
import { IconButton, iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'More actions', children: <MoreIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Ghost: Story = { args: { variant: 'ghost', label: 'Close', children: <CloseIcon /> } };
export const Primary: Story = { args: { variant: 'primary', label: 'Search', children: <SearchIcon /> } };
export const Round: Story = { args: { shape: 'round' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`More actions (${size})`} />
      ))}
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
