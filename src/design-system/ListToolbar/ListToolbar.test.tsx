import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListToolbar } from './ListToolbar';

describe('ListToolbar', () => {
  it('puts the search first and the actions after it', () => {
    render(<ListToolbar search={<input aria-label="Search" />} actions={<button type="button">Add</button>} />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    const add = screen.getByRole('button', { name: 'Add' });
    expect(search.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out the actions box when there are none', () => {
    const { container } = render(<ListToolbar search={<input aria-label="Search" />} />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});
