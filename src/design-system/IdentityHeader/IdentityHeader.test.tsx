import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdentityHeader } from './IdentityHeader';

describe('IdentityHeader', () => {
  it('names the person in a heading beside their initials, with the line and actions given', () => {
    render(<IdentityHeader name="Ann Lee" subtitle="Owner/Admin" actions={<button type="button">Edit</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ann Lee' })).toHaveTextContent('AL');
    expect(screen.getByText('Owner/Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<IdentityHeader name="Ann Lee" />);
    expect(container.firstElementChild?.children).toHaveLength(2);
  });
});
