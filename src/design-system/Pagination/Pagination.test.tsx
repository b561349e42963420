import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

const labels = { previousLabel: 'Previous', nextLabel: 'Next', label: 'Pagination' };

describe('Pagination', () => {
  it('marks the current page and disables Previous on the first', () => {
    render(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} {...labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('asks for the clicked, previous and next pages, but not the current one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} {...labels} />);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables Next on the last page and names pages when asked', () => {
    render(<Pagination page={3} totalPages={3} onPageChange={vi.fn()} {...labels} pageLabel={(n) => `Page ${n}`} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses long ranges with hidden gaps', () => {
    render(<Pagination page={10} totalPages={20} onPageChange={vi.fn()} {...labels} />);
    const pages = screen.getAllByRole('button').map((b) => b.textContent);
    expect(pages).toEqual(['Previous', '1', '9', '10', '11', '20', 'Next']);
  });
});
