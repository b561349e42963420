import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('shows a title heading and actions', () => {
    render(
      <Card title="Personal Information" actions={<button type="button">Edit</button>}>
        body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('uses the heading level asked for', () => {
    render(<Card title="Address" headingLevel="h3">x</Card>);
    expect(screen.getByRole('heading', { level: 3, name: 'Address' })).toBeInTheDocument();
  });

  it('has no header without title or actions', () => {
    render(<Card>only body</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('only body').parentElement?.children).toHaveLength(1);
  });
});
