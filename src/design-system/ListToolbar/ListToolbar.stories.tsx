import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DownloadIcon } from '../icons/icons';
import { SearchInput } from '../SearchInput/SearchInput';
import { ListToolbar } from './ListToolbar';

const meta = {
  title: 'Data/ListToolbar',
  component: ListToolbar,
  args: {
    search: <SearchInput label="Search" placeholder="Search by name, email or company..." />,
    actions: (
      <>
        <Button variant="outline">
          <DownloadIcon size={18} />
          Export CSV
        </Button>
        <Button>+ Add Admin</Button>
      </>
    ),
  },
} satisfies Meta<typeof ListToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Add Admin' })).toBeVisible();
  },
};

export const SearchOnly: Story = { args: { actions: undefined } };

/** At 375 px the actions wrap below the search box. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 327 }}>{Story()}</div>],
};
