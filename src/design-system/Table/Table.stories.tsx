import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Table, type TableColumn, type TableProps } from './Table';

type Organiser = { id: number; name: string; email: string; company: string; status: 'Active' | 'Inactive' };

const organisers: Organiser[] = [
  { id: 1, name: 'Lindsey Curtis', email: 'lindsey@example.com', company: 'Expo Partners', status: 'Active' },
  { id: 2, name: 'Kaiya George', email: 'kaiya@example.com', company: 'Hall Nine', status: 'Inactive' },
  { id: 3, name: 'Zain Geidt', email: 'zain@example.com', company: 'Booth & Co', status: 'Active' },
];

const columns: TableColumn<Organiser>[] = [
  { key: 'name', header: 'Full Name', render: (o) => o.name },
  { key: 'email', header: 'Email', render: (o) => o.email },
  { key: 'company', header: 'Company Name', render: (o) => o.company },
  {
    key: 'status',
    header: 'Status',
    render: (o) => <Badge tone={o.status === 'Active' ? 'success' : 'error'}>{o.status}</Badge>,
  },
];

const meta = {
  title: 'Data/Table',
  component: Table<Organiser>,
  args: {
    caption: 'Event organisers',
    columns,
    rows: organisers,
    getRowKey: (o: Organiser) => o.id,
    emptyText: 'No organisers available.',
  },
  argTypes: { columns: { control: false }, rows: { control: false }, getRowKey: { control: false } },
} satisfies Meta<TableProps<Organiser>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Event organisers' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Full Name',
      'Email',
      'Company Name',
      'Status',
    ]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No organisers available.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading organisers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading organisers');
  },
};

export const VisibleCaption: Story = { args: { captionVisible: true } };
