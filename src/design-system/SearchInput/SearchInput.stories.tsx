import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SearchInput, type SearchInputProps } from './SearchInput';

function Controlled(props: SearchInputProps) {
  const [value, setValue] = useState('');
  return <SearchInput {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Forms/SearchInput',
  component: SearchInput,
  args: {
    label: 'Search',
    placeholder: 'Search or type command...',
    shortcutHint: '⌘K',
    keyShortcuts: 'Meta+K Control+K',
  },
  decorators: [(Story) => <div style={{ maxWidth: 430 }}><Story /></div>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('aria-keyshortcuts', 'Meta+K Control+K');
    await userEvent.type(input, 'expo');
    await expect(input).toHaveValue('expo');
  },
};
export const WithoutHint: Story = { args: { shortcutHint: undefined } };
export const Disabled: Story = { args: { disabled: true } };
