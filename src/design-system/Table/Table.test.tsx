import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';

type Row = { id: number; name: string; email: string };
const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Full Name', render: (r) => <strong>{r.name}</strong> },
  { key: 'email', header: 'Email', render: (r) => r.email, align: 'end' },
];
const rows: Row[] = [
  { id: 1, name: 'Ada', email: 'ada@example.com' },
  { id: 2, name: 'Grace', email: 'grace@example.com' },
];

describe('Table', () => {
  it('renders a captioned table with a header row and one row per item', () => {
    render(<Table caption="Organisers" columns={columns} rows={rows} getRowKey={(r) => r.id} emptyText="None" />);
    const table = screen.getByRole('table', { name: 'Organisers' });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Full Name', 'Email']);
    expect(body.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Ada', 'ada@example.com'],
      ['Grace', 'grace@example.com'],
    ]);
    expect(screen.getByRole('region', { name: 'Organisers' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the empty text across all columns', () => {
    render(<Table caption="Organisers" columns={columns} rows={[]} getRowKey={(r) => r.id} emptyText="No records found" />);
    const cell = screen.getByRole('cell', { name: 'No records found' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('while loading is busy, hides rows and announces the label', () => {
    const render$ = vi.fn((r: Row) => r.name);
    render(
      <Table
        caption="Organisers"
        columns={[{ key: 'n', header: 'Name', render: render$ }]}
        rows={rows}
        getRowKey={(r) => r.id}
        emptyText="None"
        loading
        loadingLabel="Loading organisers"
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading organisers');
    expect(render$).not.toHaveBeenCalled();
  });
});
