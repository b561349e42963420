import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page the way a list screen would, so clicks move the current page. */
function PaginationDemo(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 5, onPageChange: fn(), previousLabel: 'Previous', nextLabel: 'Next', label: 'Pagination' },
  render: (args) => <PaginationDemo {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClickAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const nav$ = within(nav);
    await expect(nav$.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav$.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(nav$.getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(nav$.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await expect(nav$.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(nav$.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ManyPages: Story = { args: { page: 10, totalPages: 20 } };
export const SinglePage: Story = { args: { totalPages: 1 } };
