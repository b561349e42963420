import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Personal Information', children: 'Ada Lovelace · Team Manager' },
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Personal Information');
  },
};
export const WithActions: Story = { args: { actions: <Button variant="outline" size="sm">Edit</Button> } };
export const Plain: Story = { args: { title: undefined } };
